'use client'

import type { ComponentType } from 'react'
import type { FormDefinition } from '@/domain/forms/types'
import { LeadForm } from './LeadForm.client'
import { loadLeadForm } from './lead-form-definition'
import type { LeadFormPartProps } from './LeadFormIsland.client'

/** Waits between the tries of fetching the definition, in milliseconds. */
const RETRY_AFTER = [1_000, 3_000, 10_000]

/**
 * The definition, tried a few times. If it cannot be had (the connection is down), the promise never settles: the
 * part then stays the server's markup, a complete form that posts to its server action without script.
 */
async function definitionOrServerMarkup(): Promise<FormDefinition> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await loadLeadForm()
    } catch {
      if (attempt >= RETRY_AFTER.length) return new Promise<never>(() => undefined)
      await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER[attempt]))
    }
  }
}

/**
 * A page's lead form as a deferred part (LeadFormIsland): on the server with the definition it is given, in the
 * browser with the one fetched as the part comes alive, with the part's code.
 */
export async function liveLeadForm(): Promise<ComponentType<LeadFormPartProps>> {
  const fetched = typeof window === 'undefined' ? null : await definitionOrServerMarkup()
  return function LiveLeadForm({ form, ...props }: LeadFormPartProps) {
    const definition = form ?? fetched
    return definition ? <LeadForm {...props} form={definition} /> : null
  }
}
