import { createReadStream } from 'node:fs'
import { Readable } from 'node:stream'
import { MEDIA_CACHE_CONTROL } from '@/app/api/_lib/http'
import { parseSearchParams } from '@/app/api/_lib/parse'
import { ApiError, errorResponse } from '@/server/api/errors'
import { handler } from '@/server/api/handler'
import { getLibraryVideoOrThrow } from '@/server/media/get-library-video-or-throw'
import { parseByteRange } from '@/server/media/parse-byte-range'
import { streamVideoQuery } from '@/contracts/stream-video'

export const dynamic = 'force-dynamic'

export const GET = handler(async (request: Request) => {
  const { videoUrl } = parseSearchParams(request, streamVideoQuery, 'The videoUrl is missing or not valid.')
  const video = await getLibraryVideoOrThrow(videoUrl)
  const range = parseByteRange(request.headers.get('range'), video.size)
  if (range.kind === 'unsatisfiable') {
    return errorResponse(new ApiError('range_not_satisfiable', `The requested range is not within the video (${video.size} bytes).`), {
      'Content-Range': `bytes */${video.size}`,
      'Accept-Ranges': 'bytes',
    })
  }

  const headers = new Headers({
    'Accept-Ranges': 'bytes',
    'Content-Type': video.mimeType,
    'Cache-Control': MEDIA_CACHE_CONTROL,
    'Last-Modified': video.modifiedAt.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
  })
  const { start, end } = range.kind === 'part' ? range : { start: 0, end: video.size - 1 }
  headers.set('Content-Length', String(Math.max(0, end - start + 1)))
  if (range.kind === 'part') headers.set('Content-Range', `bytes ${start}-${end}/${video.size}`)

  // Streamed from disk in chunks, never buffered whole; a client that goes away cancels the stream and closes the file.
  const body = video.size === 0 ? null : (Readable.toWeb(createReadStream(video.filePath, { start, end })) as ReadableStream<Uint8Array>)
  return new Response(body, { status: range.kind === 'part' ? 206 : 200, headers })
})
