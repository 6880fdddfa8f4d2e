import { ApiError } from '../api/errors'

// Only files of our own media library may be streamed: '/cms-api/media/file/<filename>', or any absolute
// http(s) address with exactly that path (the page may have been rendered with another host name).

const LIBRARY_PATH = /^\/cms-api\/media\/file\/([^/]+)$/
const NOT_IN_LIBRARY = 'Only videos from our media library can be streamed.'

/** The media filename named by the address, or a 400 ApiError. Checks the raw text, before URL parsing can resolve '..'. */
export function mediaFilenameFromUrl(videoUrl: string): string {
  const raw = videoUrl.trim()
  // Encoded slashes and backslashes could smuggle a path separator past the check; control characters have no place here.
  if (/%2f|%5c|\\|[\u0000-\u001f\u007f]/i.test(raw)) throw new ApiError('bad_request', NOT_IN_LIBRARY)
  const withoutQuery = raw.split(/[?#]/, 1)[0] ?? ''
  for (const segment of withoutQuery.split('/')) {
    if (decodeSafely(segment) === '.' || decodeSafely(segment) === '..') throw new ApiError('bad_request', NOT_IN_LIBRARY)
  }

  let pathname: string
  if (raw.startsWith('/') && !raw.startsWith('//')) {
    pathname = withoutQuery
  } else {
    let url: URL
    try {
      url = new URL(raw)
    } catch {
      throw new ApiError('bad_request', NOT_IN_LIBRARY)
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ApiError('bad_request', NOT_IN_LIBRARY)
    pathname = url.pathname
  }

  const match = LIBRARY_PATH.exec(pathname)
  const filename = match ? decodeSafely(match[1]) : null
  // Decoded, the name may hold what the raw text did not show: %00 is a NUL, which no file name (nor the database) holds.
  if (!filename || filename.length > 255 || /[/\\\u0000-\u001f\u007f]/.test(filename) || filename.startsWith('.'))
    throw new ApiError('bad_request', NOT_IN_LIBRARY)
  return filename
}

function decodeSafely(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}
