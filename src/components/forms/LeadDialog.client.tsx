'use client'

import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'
import type { FormSource } from '@/domain/forms/types'
import { enquiryProductForPath } from '@/domain/leads/enquiry-product-paths'
import { GET_IN_TOUCH_HREF } from '../layout/links'
import { useOpenedOnce } from '../ui/use-opened-once'
import { useReturnFocus } from '../ui/use-return-focus'
import type { LeadFormContext } from './LeadForm.client'

// 'Get in touch' from the header, the mobile menu, menu items and the sticky bar: every link to GET_IN_TOUCH_HREF opens
// this dialog on the page instead of leaving it. Without JavaScript the same links scroll to the footer's form.
// A page can say what the enquiry is about with data-lead-context (the building page does: its building and city).
// The dialog itself (Radix) loads on the first click, with the form's definition, so pages whose visitors never open it
// do not download either.
const LeadDialogView = dynamic(() => import('./LeadDialogView.client').then((m) => m.LeadDialogView), { ssr: false })

function pageContext(): { context: LeadFormContext; initialValues: Record<string, string> } {
  const page = window.location.pathname
  const product = enquiryProductForPath(page)
  const holder = document.querySelector<HTMLElement>('[data-lead-context]')
  const fromPage = holder ? (JSON.parse(holder.dataset.leadContext ?? '{}') as { building?: string; city?: string }) : {}
  const initialValues: Record<string, string> = {}
  if (product) initialValues.workspace_type = product
  if (fromPage.city) initialValues.city = fromPage.city
  return { context: { page, product, ...fromPage }, initialValues }
}

export function LeadDialog({ source }: { source: FormSource }) {
  const [open, setOpen] = useState(false)
  const used = useOpenedOnce(open)
  const [target, setTarget] = useState<ReturnType<typeof pageContext>>({ context: {}, initialValues: {} })
  const returnFocus = useReturnFocus(open)

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = (event.target as Element | null)?.closest?.('a')
      if (!link || link.getAttribute('href') !== GET_IN_TOUCH_HREF) return
      event.preventDefault()
      setTarget(pageContext())
      setOpen(true)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])

  return used ? <LeadDialogView source={source} open={open} onOpenChange={setOpen} target={target} onCloseAutoFocus={returnFocus} /> : null
}
