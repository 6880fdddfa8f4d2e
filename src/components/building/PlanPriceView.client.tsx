'use client'

import type { ListedPrice } from '@/domain/catalogue/building-prices'
import { formatPaise } from '@/domain/money'
import { priceBox, priceName, type PriceViewProps } from './plan-price-box'

// A plan card's price once the catalogue has answered (PlanPrices.client.tsx loads this with its calls).

/** A price spot once the catalogue has answered: the price, or 'Price on request' when there is none. */
export function PlanPriceView({ spot, prices }: PriceViewProps) {
  const box = priceBox(spot)
  const name = priceName(spot)
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

function OnRequest({ box, name }: { box: string; name: string }) {
  return (
    <div className={box} data-price={name} data-state="on-request">
      <a href="#get-in-touch" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
        Price on request
      </a>
    </div>
  )
}
