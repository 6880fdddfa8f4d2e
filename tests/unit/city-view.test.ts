import { createElement, type ReactElement } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { describe, expect, it } from 'vitest'
import {
  CARDS_PER_CITY,
  CARDS_PER_NEIGHBOURHOOD,
  cardsPerNeighbourhood,
  CityView,
  ROWS_PER_NEIGHBOURHOOD,
} from '../../src/components/locations/CityView'
import type { BuildingCardModel, CityPageModel } from '../../src/domain/locations/views'
import type { Paise } from '../../src/domain/money'

// The city page lists every live building: as cards up to cardsPerNeighbourhood in a neighbourhood, then by name,
// from-price and link (the first ROWS_PER_NEIGHBOURHOOD in the page, the rest from the map data on request), so a
// catalogue of hundreds of buildings does not make a page of megabytes.

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
    mapHref: '/bangalore/map.json',
    meta: { title: 'Bangalore', description: null, share: {} },
  } as unknown as CityPageModel
}

/** The page's HTML as the server writes it (its lists are async server components: ServerMarkup). */
async function render(element: ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element)
  let html = ''
  for await (const chunk of prelude) html += String(chunk)
  return html
}

describe('CityView', () => {
  it('shows a real city’s buildings all as cards', async () => {
    const html = await render(createElement(CityView, { city: city({ Indiranagar: 3, Koramangala: CARDS_PER_NEIGHBOURHOOD }) }))
    expect(html.match(/<article /g)).toHaveLength(3 + CARDS_PER_NEIGHBOURHOOD)
    expect(html).not.toContain('more in')
  })

  it('lists a large neighbourhood’s next buildings by name, from-price and link, each once, and leaves the rest to the browser', async () => {
    const model = city({ Indiranagar: 40, Koramangala: 2 })
    const html = await render(createElement(CityView, { city: model }))
    expect(html.match(/<article /g)).toHaveLength(CARDS_PER_NEIGHBOURHOOD + 2)
    expect(html).toContain(`${40 - CARDS_PER_NEIGHBOURHOOD} more in Indiranagar`)
    const indiranagar = model.micromarkets[0]!.buildings
    const inPage = [...indiranagar.slice(0, CARDS_PER_NEIGHBOURHOOD + ROWS_PER_NEIGHBOURHOOD), ...model.micromarkets[1]!.buildings]
    for (const b of inPage) {
      // Every building in the page is linked once, and the map can scroll to it by its id.
      expect(html.split(`href="${b.href}"`).length - 1, b.name).toBe(1)
      expect(html, b.name).toContain(`id="building-card-${b.id}"`)
    }
    // The rest come from the city's map data when asked for (MoreRows, once the page is live).
    for (const b of indiranagar.slice(CARDS_PER_NEIGHBOURHOOD + ROWS_PER_NEIGHBOURHOOD)) expect(html, b.name).not.toContain(b.href)
    expect(html).toContain('Indiranagar House 18</a><span> · from ₹517.00/day</span>')
  })

  it('shows fewer cards in each neighbourhood of a city of many, never fewer than two', async () => {
    expect([1, 2, 4, 5, 6, 8, 12, 13, 40].map(cardsPerNeighbourhood)).toEqual([6, 6, 4, 3, 3, 2, 2, 2, 2])
    expect(CARDS_PER_CITY).toBe(18)
    const html = await render(createElement(CityView, { city: city({ A: 30, B: 30, C: 30, D: 30, E: 30, F: 30 }) }))
    expect(html.match(/<article /g)).toHaveLength(6 * 3)
    expect(html.match(/<li id="building-card-/g)).toHaveLength(6 * ROWS_PER_NEIGHBOURHOOD)
  })
})
