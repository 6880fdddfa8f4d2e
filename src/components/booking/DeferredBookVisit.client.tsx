'use client'

import { deferredHydration } from '../ui/hydrate-on-intent.client'

/** 'Book a visit' on a building page, with its code loaded when the visitor comes near it (most never book a visit). */
export const DeferredBookVisit = deferredHydration(() => import('./BookVisit.client').then((m) => m.BookVisit))
