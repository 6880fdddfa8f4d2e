import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { publicContent } from '../access'
import { refuseOversizedPictures } from '../hooks/media-pixels'

export const Media: CollectionConfig = {
  slug: 'media',
  access: publicContent,
  admin: { group: 'Content', defaultColumns: ['filename', 'alt', 'mimeType', 'updatedAt'] },
  upload: {
    // Local disk by default (MEDIA_DIR); S3-compatible storage replaces this in a multi-instance deployment.
    staticDir: path.resolve(/*turbopackIgnore: true*/ process.env.MEDIA_DIR || '.data/media'),
    // Raster pictures only: an SVG served from our own origin could carry script.
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'video/mp4', 'video/webm'],
    imageSizes: [
      { name: 'thumb', width: 480, height: 320, position: 'centre' },
      { name: 'card', width: 960, height: 640, position: 'centre' },
      { name: 'hero', width: 1600, height: 900, position: 'centre' },
    ],
    adminThumbnail: 'thumb',
    formatOptions: { format: 'webp', options: { quality: 80 } },
  },
  hooks: { beforeOperation: [refuseOversizedPictures] },
  fields: [
    { name: 'alt', type: 'text', required: true, admin: { description: 'Describe the picture for people who cannot see it.' } },
    { name: 'caption', type: 'text' },
  ],
}
