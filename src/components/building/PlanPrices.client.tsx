'use client'

import { createContext, use, useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { toast } from '../ui/toast'
import { PRICE_FETCH_FAILED_MESSAGE } from '@/domain/catalogue/price-messages'
import type { ProductType } from '@/domain/catalogue/product-types'
import { priceBox, priceName, type BuildingPrices, type PriceSpot, type PriceViewProps } from './plan-price-box'

// The building page's live prices (spec sections 3, 7 and 8). The plan cards are server-rendered; this island makes
// the two catalogue calls once in the browser and fills each card's price spot. Every spot keeps one fixed size
// while loading, priced or 'Price on request', so nothing below it moves. What reads the answers and shows the
// prices (PlanPriceView.client.tsx) loads with the calls, not with the page.

type PricesState = { status: 'loading' | 'failed' } | { status: 'ready'; prices: BuildingPrices; View: ComponentType<PriceViewProps> }

const PricesContext = createContext<PricesState>({ status: 'loading' })

/** A catalogue call that failed: with the error answer's body, or none when the network failed. */
class PriceFetchError extends Error {
  constructor(
    readonly body: unknown,
    options: ErrorOptions,
  ) {
    super('The catalogue call failed', options)
  }
}

async function fetchCatalogue(input: string, init: RequestInit): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(input, { ...init, headers: { accept: 'application/json', ...init.headers } })
  } catch (error) {
    if (init.signal?.aborted) throw error
    throw new PriceFetchError(undefined, { cause: error })
  }
  const body: unknown = await response.json().catch(() => null)
  if (!response.ok)
    throw new PriceFetchError(body, { cause: new Error(`${init.method ?? 'GET'} ${input} answered HTTP ${response.status}`) })
  return body
}

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
    // The rules that read the answers, and the prices' markup, load with the calls, not with the page.
    const rulesLoading = import('@/domain/catalogue/building-prices')
    const viewLoading = import('./PlanPriceView.client')
    const typeDetails = types
      ? fetchCatalogue('/api/catalogue/api/v1/products/type/details', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ building_codes: [buildingCode], type_list: types.split(',') }),
          signal,
        })
      : Promise.resolve(null)
    const virtualOffice = withVirtualOffice
      ? fetchCatalogue(`/api/v1/products?${new URLSearchParams({ building_ids: String(buildingId), type: 'VIRTUAL_OFFICE' })}`, { signal })
      : Promise.resolve(null)

    const shown = Promise.allSettled([typeDetails, virtualOffice]).then(async ([details, vo]) => {
      const [{ lowestVirtualOfficeMonthlyPaise, priceErrorMessage, pricesFromTypeDetails }, { PlanPriceView }] = await Promise.all([
        rulesLoading,
        viewLoading,
      ])
      if (signal.aborted) return
      setState({
        status: 'ready',
        View: PlanPriceView,
        prices: {
          ...pricesFromTypeDetails(details.status === 'fulfilled' ? details.value : null),
          virtualOfficeMonthlyPaise: vo.status === 'fulfilled' ? lowestVirtualOfficeMonthlyPaise(vo.value) : null,
        },
      })
      const failure = [details, vo].find((r): r is PromiseRejectedResult => r.status === 'rejected')
      if (!failure) return
      console.error('Could not fetch the building prices', failure.reason)
      const reason: unknown = failure.reason
      const body = reason instanceof PriceFetchError ? reason.body : undefined
      toast.error(body === undefined ? PRICE_FETCH_FAILED_MESSAGE : priceErrorMessage(body), {
        id: 'price-fetch-failed',
      })
    })
    // The code that shows the prices could not be loaded (the connection dropped): the spots say so instead of loading.
    shown.catch((error: unknown) => {
      if (signal.aborted) return
      console.error('Could not load the building prices', error)
      setState({ status: 'failed' })
      toast.error(PRICE_FETCH_FAILED_MESSAGE, { id: 'price-fetch-failed' })
    })
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
