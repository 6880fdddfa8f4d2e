// The GSTIN check lives with the rest of GST in src/domain/gst; this path keeps older imports working.
export { gstinCheckCharacter, INVALID_GSTIN_MESSAGE, isValidGstin, normaliseGstin } from '@/domain/gst/gstin'
