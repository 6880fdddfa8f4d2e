import type { ComponentType } from 'react'
import { lowestVirtualOfficeMonthlyPaise, priceErrorMessage, pricesFromTypeDetails } from '@/domain/catalogue/building-prices'
import { PRICE_FETCH_FAILED_MESSAGE } from '@/domain/catalogue/price-messages'
import type { ProductType } from '@/domain/catalogue/product-types'
import { toast } from '../ui/toast'
import type { BuildingPrices, PriceViewProps } from './plan-price-box'
import { PlanPriceView } from './PlanPriceView.client'

// The building page's two catalogue calls and what reads their answers (spec sections 3, 7 and 8), loaded by
// PlanPrices.client.tsx as one chunk after the page's first effects: the page's first scripts carry none of it, and
// the task that runs those effects does not start the calls.

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

export interface PlanPricesQuery {
  buildingId: number
  buildingCode: string
  /** DAY_PASS, CONFERENCE_ROOM and BUNDLE, each only when the building sells it. */
  types: ProductType[]
  /** False when the building's virtual office is switched off: then no virtual-office call at all. */
  withVirtualOffice: boolean
}

/**
 * The building's prices, with what shows them; a call that failed leaves its prices empty ('Price on request') and
 * says so in a toast with the catalogue's message. Null once `signal` is aborted.
 */
export async function loadPlanPrices(
  { buildingId, buildingCode, types, withVirtualOffice }: PlanPricesQuery,
  signal: AbortSignal,
): Promise<{ prices: BuildingPrices; View: ComponentType<PriceViewProps> } | null> {
  const typeDetails = types.length
    ? fetchCatalogue('/api/catalogue/api/v1/products/type/details', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ building_codes: [buildingCode], type_list: types }),
        signal,
      })
    : Promise.resolve(null)
  const virtualOffice = withVirtualOffice
    ? fetchCatalogue(`/api/v1/products?${new URLSearchParams({ building_ids: String(buildingId), type: 'VIRTUAL_OFFICE' })}`, { signal })
    : Promise.resolve(null)
  const [details, vo] = await Promise.allSettled([typeDetails, virtualOffice])
  if (signal.aborted) return null
  const failure = [details, vo].find((r): r is PromiseRejectedResult => r.status === 'rejected')
  if (failure) {
    console.error('Could not fetch the building prices', failure.reason)
    const reason: unknown = failure.reason
    const body = reason instanceof PriceFetchError ? reason.body : undefined
    toast.error(body === undefined ? PRICE_FETCH_FAILED_MESSAGE : priceErrorMessage(body), { id: 'price-fetch-failed' })
  }
  return {
    View: PlanPriceView,
    prices: {
      ...pricesFromTypeDetails(details.status === 'fulfilled' ? details.value : null),
      virtualOfficeMonthlyPaise: vo.status === 'fulfilled' ? lowestVirtualOfficeMonthlyPaise(vo.value) : null,
    },
  }
}
