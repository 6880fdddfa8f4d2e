import { APIError, type CollectionBeforeOperationHook } from 'payload'
import { checkMediaPixels } from '@/server/security/image-upload'

// Media: a picture is measured before Payload decodes it into its sizes (src/server/security/image-upload.ts), so a
// decompression bomb is refused with a message instead of taking the server's memory. Videos pass as they are.
export const refuseOversizedPictures: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  if (!file || !file.mimetype?.startsWith('image/')) return args
  const problem = await checkMediaPixels(file.tempFilePath ?? file.data)
  if (problem) throw new APIError(problem, 400, null, true)
  return args
}
