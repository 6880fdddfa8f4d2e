'use client'

import { createContext, use, useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { toast } from '../ui/toast'
import { PRICE_FETCH_FAILED_MESSAGE } from '@/domain/catalogue/price-messages'
import type { ProductType } from '@/domain/catalogue/product-types'
import { priceBox, priceName, type BuildingPrices, type PriceSpot, type PriceViewProps } from './plan-price-box'

// The building page's live prices (spec sections 3, 7 and 8). The plan cards are server-rendered; this island fills
// each card's price spot once the catalogue has answered. Every spot keeps one fixed size while loading, priced or
// 'Price on request', so nothing below it moves. The calls, and what reads the answers and shows the prices, load as
// one chunk (plan-prices-load.ts) after the page's first effects, not with the page.

type PricesState = { status: 'loading' | 'failed' } | { status: 'ready'; prices: BuildingPrices; View: ComponentType<PriceViewProps> }

const PricesContext = createContext<PricesState>({ status: 'loading' })

export interface PlanPricesProviderProps {
  buildingId: number
  buildingCode: string
  /** DAY_PASS, CONFERENCE_ROOM and BUNDLE, each only when the building sells it. */
  typeList: ProductType[]
  /** False when the building's virtual office is switched off: then no virtual-office call at all. */
  withVirtualOffice: boolean
  children: ReactNode
}

export function PlanPricesProvider({ buildingId, buildingCode, typeList, withVirtualOffice, children }: PlanPricesProviderProps) {
  const [state, setState] = useState<PricesState>({ status: 'loading' })
  const types = typeList.join(',')

  useEffect(() => {
    const controller = new AbortController()
    const { signal } = controller
    import('./plan-prices-load')
      .then(({ loadPlanPrices }) =>
        loadPlanPrices({ buildingId, buildingCode, types: types ? (types.split(',') as ProductType[]) : [], withVirtualOffice }, signal),
      )
      .then(
        (loaded) => {
          if (loaded && !signal.aborted) setState({ status: 'ready', ...loaded })
        },
        // The code that fetches and shows the prices could not be loaded (the connection dropped): the spots say so
        // instead of loading.
        (error: unknown) => {
          if (signal.aborted) return
          console.error('Could not load the building prices', error)
          setState({ status: 'failed' })
          toast.error(PRICE_FETCH_FAILED_MESSAGE, { id: 'price-fetch-failed' })
        },
      )
    return () => controller.abort()
  }, [buildingId, buildingCode, types, withVirtualOffice])

  return <PricesContext value={state}>{children}</PricesContext>
}

/**
 * One price in a plan card: a skeleton while loading, then the price, or 'Price on request' when there is none; a
 * still skeleton when the prices could not be shown.
 */
export function PlanPrice(spot: PriceSpot) {
  const state = use(PricesContext)
  if (state.status === 'ready') return <state.View spot={spot} prices={state.prices} />
  const compact = spot.kind === 'bundle'
  const pulse = state.status === 'loading' ? 'animate-pulse' : ''
  return (
    <div className={priceBox(spot)} data-price={priceName(spot)} data-state={state.status}>
      <span className="sr-only">{state.status === 'loading' ? 'Loading the price' : 'The price could not be loaded'}</span>
      <span aria-hidden="true" className={`block rounded-md bg-slate-200 ${pulse} ${compact ? 'h-5 w-28' : 'h-7 w-36'}`} />
      {!compact && <span aria-hidden="true" className={`mt-2 block h-4 w-24 rounded bg-slate-100 ${pulse}`} />}
    </div>
  )
}
