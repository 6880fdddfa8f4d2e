import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldValues, Resolver } from 'react-hook-form'
import { z } from 'zod'
import { buildFormSchema } from '@/domain/forms/schema'
import type { FormFieldDefinition } from '@/domain/forms/types'

// The browser side of the form engine's validation: the schema the server uses (zod and the phone rules). LeadForm
// loads this on the first check, so no page carries it in its first load.

// The site's Content-Security-Policy allows no eval, and zod's test for it would be reported as a violation.
z.config({ jitless: true })

const resolvers = new WeakMap<readonly FormFieldDefinition[], Resolver<FieldValues>>()

export function formResolver(fields: readonly FormFieldDefinition[]): Resolver<FieldValues> {
  let resolver = resolvers.get(fields)
  if (!resolver) {
    resolver = zodResolver(buildFormSchema(fields))
    resolvers.set(fields, resolver)
  }
  return resolver
}
