'use client'

import { deferredHydration } from '../ui/hydrate-on-intent.client'

/** A virtual-office plan's options and 'Buy', with their code loaded when the visitor comes near the plans. */
export const DeferredVoPlanChooser = deferredHydration(() => import('./VoPlanChooser.client').then((m) => m.VoPlanChooser))
