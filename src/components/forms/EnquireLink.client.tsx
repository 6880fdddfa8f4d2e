'use client'

import type { ReactNode } from 'react'
import type { EnquiryProduct } from '@/domain/leads/enquiry-products'
import { requestLeadPrefill } from './prefill'

/**
 * 'Enquire' on a plan card: goes to the page's lead form (#get-in-touch) with 'What are you looking for?' set to the
 * card's product; the building comes with the page's own context. Without JavaScript it only scrolls to the form.
 */
export function EnquireLink({ product, className, children }: { product: EnquiryProduct; className?: string; children: ReactNode }) {
  return (
    <a href="#get-in-touch" className={className} onClick={() => requestLeadPrefill({ workspace_type: product })}>
      {children}
    </a>
  )
}
