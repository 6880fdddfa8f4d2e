// next/image's srcset offers every width of its device and image lists (up to 3840 w) whatever the file's own width,
// and its optimiser never enlarges (sharp's `withoutEnlargement`): every candidate past the file's width is the same
// picture at another address. A 480 px card picture gets ten candidates, about 1.9 kB of attribute, in the markup and
// again in the page's flight data; on a city page of 36 cards that is 100 kB of addresses for one file each.

/**
 * The srcset trimmed to the widths below the file's own and the first at or above it (the file at full size), with
 * `src` the largest kept. A srcset of density descriptors (1x, 2x) or none is returned as it is.
 */
export function trimSrcSet<P extends { src: string; srcSet?: string }>(props: P, fileWidth: number): P {
  if (!props.srcSet || !(fileWidth > 0)) return props
  const candidates = props.srcSet.split(/,\s+/).map((entry) => {
    const match = /^(\S+)\s+(\d+)w$/.exec(entry.trim())
    return match ? { url: match[1]!, width: Number(match[2]) } : null
  })
  if (candidates.some((c) => c === null)) return props
  const sorted = (candidates as { url: string; width: number }[]).toSorted((a, b) => a.width - b.width)
  const firstCovering = sorted.findIndex((c) => c.width >= fileWidth)
  const kept = firstCovering < 0 ? sorted : sorted.slice(0, firstCovering + 1)
  return { ...props, srcSet: kept.map((c) => `${c.url} ${c.width}w`).join(', '), src: kept.at(-1)!.url }
}

// The optimiser's address of a media-library file, `/_next/image?url=%2Fcms-api%2Fmedia%2Ffile%2F<name>&w=<w>&q=75`,
// spends 50 of its characters on the same prefix; a building page carries about 100 of them (each picture's srcset,
// in the markup and again in the flight data). next.config.ts rewrites `/img/<name>?w=<w>` to exactly that address
// (SHORT_IMAGE_REWRITE), so the same optimiser answers, with the same checks (allowed widths, the media library's
// files only) and cache.

/** Where the media library serves its files. */
const MEDIA_FILES = '/cms-api/media/file/'
/** The quality next/image asks for by default. */
const QUALITY = 75
/** A file name the short address takes: no slash, no leading dot, and an extension, which no page's address has. */
const FILE_NAME = '[\\w-][\\w.-]*\\.\\w+'

const OPTIMISER_ADDRESS = new RegExp(`^/_next/image\\?url=${encodeURIComponent(MEDIA_FILES)}(${FILE_NAME})&w=(\\d+)&q=${QUALITY}$`)

/** next.config.ts's rewrite of the short address to the optimiser's own (its width, `w`, passed on as it came). */
export const SHORT_IMAGE_REWRITE = {
  source: `/img/:name(${FILE_NAME})`,
  destination: `/_next/image?url=${MEDIA_FILES}:name&q=${QUALITY}`,
}

/** The short address of a media-library picture at one width (see above); any other address as it is. */
export function shortImageAddress(url: string): string {
  const match = OPTIMISER_ADDRESS.exec(url)
  return match ? `/img/${match[1]}?w=${match[2]}` : url
}

/** `src` and every srcset candidate at their short addresses (shortImageAddress). */
export function shortImageAddresses<P extends { src: string; srcSet?: string }>(props: P): P {
  const srcSet = props.srcSet
    ?.split(/,\s+/)
    .map((entry) => entry.replace(/^\S+/, shortImageAddress))
    .join(', ')
  return { ...props, src: shortImageAddress(props.src), ...(srcSet === undefined ? {} : { srcSet }) }
}
