import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CARDS_PER_NEIGHBOURHOOD, CityView } from '../../src/components/locations/CityView'
import type { BuildingCardModel, CityPageModel } from '../../src/domain/locations/views'
import type { Paise } from '../../src/domain/money'

// The city page lists every live building: as cards up to CARDS_PER_NEIGHBOURHOOD in a neighbourhood, then by name,
// from-price and link, so a catalogue of hundreds of buildings does not make a page of megabytes.

const building = (id: number, area: string): BuildingCardModel => ({
  id,
  name: `${area} House ${id}`,
  href: `/bangalore/${area.toLowerCase()}-house-${id}/`,
  address: `${id} Main Road, ${area}`,
  cover: null,
  offer: { dayFrom: (49_900 + id * 100) as Paise, seatMonthFrom: null, products: [], seats: null },
})

const city = (counts: Record<string, number>): CityPageModel => {
  let id = 0
  const micromarkets = Object.entries(counts).map(([name, n]) => ({
    handle: name.toLowerCase(),
    name,
    buildings: Array.from({ length: n }, () => building(++id, name)),
  }))
  return {
    name: 'Bangalore',
    tagline: null,
    description: null,
    micromarkets,
    markers: [],
    meta: { title: 'Bangalore', description: null, share: {} },
  } as unknown as CityPageModel
}

describe('CityView', () => {
  it('shows a real city’s buildings all as cards', () => {
    const html = renderToStaticMarkup(createElement(CityView, { city: city({ Indiranagar: 3, Koramangala: CARDS_PER_NEIGHBOURHOOD }) }))
    expect(html.match(/<article /g)).toHaveLength(3 + CARDS_PER_NEIGHBOURHOOD)
    expect(html).not.toContain('more in')
  })

  it('lists a large neighbourhood’s other buildings by name, from-price and link, each once', () => {
    const model = city({ Indiranagar: 40, Koramangala: 2 })
    const html = renderToStaticMarkup(createElement(CityView, { city: model }))
    expect(html.match(/<article /g)).toHaveLength(CARDS_PER_NEIGHBOURHOOD + 2)
    expect(html).toContain(`${40 - CARDS_PER_NEIGHBOURHOOD} more in Indiranagar`)
    for (const b of model.micromarkets.flatMap((m) => m.buildings)) {
      // Every building is linked, and the map can scroll to it by its id.
      expect(html.split(`href="${b.href}"`).length - 1, b.name).toBe(1)
      expect(html, b.name).toContain(`id="building-card-${b.id}"`)
    }
    expect(html).toContain('Indiranagar House 40</a><span> · from ₹539.00/day</span>')
  })
})
