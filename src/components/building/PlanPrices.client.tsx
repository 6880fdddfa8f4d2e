'use client'

import { createContext, use, useEffect, useState, type ReactNode } from 'react'
import { toast } from '../ui/toast'
import type { ListedPrice, TypeDetailsPrices } from '@/domain/catalogue/building-prices'
import { formatPaise } from '@/domain/money'
import type { BundleCredits, ProductType } from '@/domain/catalogue/product-types'

// The building page's live prices (spec sections 3, 7 and 8). The plan cards are server-rendered; this island makes
// the two catalogue calls once in the browser and fills each card's price spot. Every spot keeps one fixed size
// while loading, priced or 'Price on request', so nothing below it moves.

interface BuildingPrices extends TypeDetailsPrices {
  virtualOfficeMonthlyPaise: number | null
}

type PricesState = { status: 'loading' } | { status: 'ready'; prices: BuildingPrices }

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
    // The rules that read the answers load with the calls, not with the page.
    const rulesLoading = import('@/domain/catalogue/building-prices')
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

    void Promise.allSettled([typeDetails, virtualOffice]).then(async ([details, vo]) => {
      const { lowestVirtualOfficeMonthlyPaise, PRICE_FETCH_FAILED_MESSAGE, priceErrorMessage, pricesFromTypeDetails } = await rulesLoading
      if (signal.aborted) return
      setState({
        status: 'ready',
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
    return () => controller.abort()
  }, [buildingId, buildingCode, types, withVirtualOffice])

  return <PricesContext value={state}>{children}</PricesContext>
}

export type PriceSpot =
  { kind: 'day-pass' } | { kind: 'conference-room' } | { kind: 'virtual-office' } | { kind: 'bundle'; credits: BundleCredits }

const BOX = 'flex h-16 flex-col justify-center'
const BUNDLE_BOX = 'flex h-7 items-center justify-end'

/** One price in a plan card: a skeleton while loading, then the price, or 'Price on request' when there is none. */
export function PlanPrice(spot: PriceSpot) {
  const state = use(PricesContext)
  const box = spot.kind === 'bundle' ? BUNDLE_BOX : BOX
  const name = spot.kind === 'bundle' ? `bundle-${spot.credits}` : spot.kind
  if (state.status === 'loading') return <Skeleton box={box} name={name} compact={spot.kind === 'bundle'} />
  const { prices } = state
  switch (spot.kind) {
    case 'day-pass':
      return prices.dayPass ? (
        <div className={box} data-price={name} data-state="priced">
          <Listed price={prices.dayPass} />
          <p className="text-sm text-slate-600">a day, plus GST</p>
        </div>
      ) : (
        <OnRequest box={box} name={name} />
      )
    case 'conference-room':
      return prices.conferenceRoom ? (
        <div className={box} data-price={name} data-state="priced">
          <p className="whitespace-nowrap text-2xl font-semibold text-brand-950">{formatPaise(prices.conferenceRoom.pricePaise)}</p>
          <p className="truncate text-sm text-slate-600">{prices.conferenceRoom.unit ?? 'per booking'}, plus GST</p>
        </div>
      ) : (
        <OnRequest box={box} name={name} />
      )
    case 'virtual-office':
      return prices.virtualOfficeMonthlyPaise !== null ? (
        <div className={box} data-price={name} data-state="priced">
          <p className="whitespace-nowrap text-slate-600">
            <span className="text-sm">from </span>
            <span className="text-2xl font-semibold text-brand-950">{formatPaise(prices.virtualOfficeMonthlyPaise)}</span>
            <span className="text-sm"> per month</span>
          </p>
          <p className="text-sm text-slate-600">lowest monthly rate, plus GST</p>
        </div>
      ) : (
        <OnRequest box={box} name={name} />
      )
    case 'bundle': {
      const price = prices.bundles[spot.credits]
      return price ? (
        <div className={box} data-price={name} data-state="priced">
          <Listed price={price} compact />
        </div>
      ) : (
        <OnRequest box={box} name={name} />
      )
    }
  }
}

function Listed({ price, compact = false }: { price: ListedPrice; compact?: boolean }) {
  return (
    <p className="flex items-baseline gap-2 whitespace-nowrap">
      <span className={compact ? 'font-semibold text-brand-950' : 'text-2xl font-semibold text-brand-950'}>
        {formatPaise(price.pricePaise)}
      </span>
      {price.strikeThroughPaise !== null && (
        <s className={compact ? 'text-xs text-slate-500' : 'text-sm text-slate-500'}>
          <span className="sr-only">Was </span>
          {formatPaise(price.strikeThroughPaise)}
        </s>
      )}
    </p>
  )
}

function Skeleton({ box, name, compact }: { box: string; name: string; compact: boolean }) {
  return (
    <div className={box} data-price={name} data-state="loading">
      <span className="sr-only">Loading the price</span>
      <span aria-hidden="true" className={`block animate-pulse rounded-md bg-slate-200 ${compact ? 'h-5 w-28' : 'h-7 w-36'}`} />
      {!compact && <span aria-hidden="true" className="mt-2 block h-4 w-24 animate-pulse rounded bg-slate-100" />}
    </div>
  )
}

function OnRequest({ box, name }: { box: string; name: string }) {
  return (
    <div className={box} data-price={name} data-state="on-request">
      <a href="#get-in-touch" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
        Price on request
      </a>
    </div>
  )
}
