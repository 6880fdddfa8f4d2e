import type { VersionedForm } from '@/domain/forms/types'
import { cachedAnswer } from '../cache/answer-cache'
import { getFormByHandle } from './get-form-by-handle'

/** A form's definition and version as the browser fetches it (formPath): without its database id. Kept for a minute. */
export const getPublicForm = cachedAnswer('public-form', async (handle: string): Promise<VersionedForm | null> => {
  const form = await getFormByHandle(handle)
  if (!form) return null
  const { id, ...definition } = form
  return definition
})
