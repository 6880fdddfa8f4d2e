// Search and sharing: structured data, sharing images, sitemap and robots rules. Pure functions, no I/O.
export { absoluteUrl } from './urls'
export { serializeJsonLd, type JsonLd } from './json-ld'
export type { MediaLike, MediaRef, MediaSizeLike } from './media'
export {
  buildingJsonLd,
  type BuildingJsonLdInput,
  type BuildingOfferInput,
  type BuildingSeoFields,
  type CoworkingSpaceJsonLd,
  type OfferJsonLd,
  type PostalAddressJsonLd,
} from './building'
export { organizationJsonLd, type OrganizationJsonLd, type OrganizationSeoInput } from './organization'
export { ogImageCandidates, ogImageFromMedia, pickOgImage, type OgImage, type OgImageSource } from './og-image'
export { buildSitemap, type SitemapEntry, type SitemapSource } from './sitemap'
export { DISALLOWED_PATHS, robotsRules, type RobotsRules } from './robots'
