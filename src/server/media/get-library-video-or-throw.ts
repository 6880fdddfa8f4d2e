import { stat } from 'node:fs/promises'
import path from 'node:path'
import { ApiError } from '../api/errors'
import { getPayloadClient } from '../payload'
import { mediaFilenameFromUrl } from './parse-media-file-url'

export interface LibraryVideo {
  filePath: string
  filename: string
  mimeType: string
  size: number
  modifiedAt: Date
}

const NOT_FOUND = 'We could not find that video in our media library.'

/** The video file behind a media-library address (see parse-media-file-url.ts): 400 outside the library, 404 when unknown. */
export async function getLibraryVideoOrThrow(videoUrl: string): Promise<LibraryVideo> {
  const filename = mediaFilenameFromUrl(videoUrl)
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'media',
    where: { and: [{ filename: { equals: filename } }, { mimeType: { like: 'video/' } }] },
    depth: 0,
    limit: 1,
    select: { filename: true, mimeType: true },
  })
  const media = docs[0]
  if (!media?.filename || !media.mimeType?.startsWith('video/')) throw new ApiError('not_found', NOT_FOUND)

  // The upload folder Payload writes to (MEDIA_DIR, see src/cms/collections/Media.ts). It is known only at run time,
  // so the bundler is told not to trace it (it would otherwise copy the whole project into the server output).
  const staticDir = path.resolve(
    /*turbopackIgnore: true*/ payload.collections.media.config.upload.staticDir || process.env.MEDIA_DIR || '.data/media',
  )
  const filePath = path.resolve(staticDir, media.filename)
  if (!filePath.startsWith(staticDir + path.sep)) throw new ApiError('bad_request', 'Only videos from our media library can be streamed.')

  const stats = await stat(/*turbopackIgnore: true*/ filePath).catch(() => null)
  if (!stats?.isFile()) throw new ApiError('not_found', NOT_FOUND)
  return { filePath, filename: media.filename, mimeType: media.mimeType, size: stats.size, modifiedAt: stats.mtime }
}
