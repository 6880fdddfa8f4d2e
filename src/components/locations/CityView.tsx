import type { BuildingCardModel, CityPageModel } from '@/domain/locations/views'
import { formatPaise } from '@/domain/money'
import { BuildingCard } from './BuildingCard'
import { ServerMarkup } from '../ui/server-markup'
import { CityBuildings, MoreRows } from './CityBuildings.client'
import { dayFromLabel, MORE_BUILDINGS_LIST_CLASS } from './city-lists'
import { ShowOnMap } from './ShowOnMap'

/**
 * Buildings shown as cards in each neighbourhood; any more are listed by name, from-price and link, the first
 * ROWS_PER_NEIGHBOURHOOD of them in the page and the rest, on request, from the city's map data. A real city has a
 * handful per neighbourhood and shows them all as cards; a catalogue of hundreds would otherwise make a city page of
 * megabytes (1.9 MB for 250 buildings a city, measured with `npm run bench -- --scale`). A city of many neighbourhoods
 * shows fewer cards in each, so the page stays about the same size however the catalogue grows.
 */
export const CARDS_PER_NEIGHBOURHOOD = 6
export const CARDS_PER_CITY = 18
export const MIN_CARDS_PER_NEIGHBOURHOOD = 2
export const ROWS_PER_NEIGHBOURHOOD = 12

/** How many of each neighbourhood's buildings a city of this many neighbourhoods shows as cards. */
export function cardsPerNeighbourhood(neighbourhoods: number): number {
  return Math.max(MIN_CARDS_PER_NEIGHBOURHOOD, Math.min(CARDS_PER_NEIGHBOURHOOD, Math.floor(CARDS_PER_CITY / Math.max(1, neighbourhoods))))
}

function MoreBuildings({ area, buildings }: { area: string; buildings: BuildingCardModel[] }) {
  return (
    <>
      <h3 className="mt-6 text-sm font-semibold text-slate-900">
        {buildings.length} more in {area}
      </h3>
      <ul className={`mt-2 ${MORE_BUILDINGS_LIST_CLASS}`}>
        {buildings.slice(0, ROWS_PER_NEIGHBOURHOOD).map((b) => (
          <li key={b.id} id={`building-card-${b.id}`}>
            <a href={b.href}>{b.name}</a>
            {typeof b.offer?.dayFrom === 'number' && <span>{dayFromLabel(formatPaise(b.offer.dayFrom))}</span>}
          </li>
        ))}
      </ul>
    </>
  )
}

export function CityView({ city }: { city: CityPageModel }) {
  const { micromarkets } = city
  const count = micromarkets.reduce((n, g) => n + g.buildings.length, 0)
  const cards = cardsPerNeighbourhood(micromarkets.length)
  return (
    <>
      <section className="bg-gradient-to-b from-sand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
          <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">Workspaces in {city.name}</h1>
          {city.tagline && <p className="mt-3 text-lg text-slate-700">{city.tagline}</p>}
          <p className="mt-2 text-sm text-slate-600">
            {count} buildings in {micromarkets.length} neighbourhoods
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl space-y-12 px-4 pb-8 sm:px-6">
        {micromarkets.length === 0 ? (
          <p className="text-slate-700">
            We are opening our first building in {city.name} soon. Leave your details below and we will tell you first.
          </p>
        ) : (
          <CityBuildings
            cityName={city.name}
            mapHref={city.mapHref}
            groups={micromarkets.map(({ handle, name, buildings }) => ({
              handle,
              name,
              buildingIds: buildings.map((b) => b.id),
              // The cards and the rows need no script of their own: sent once, as HTML.
              list: (
                <>
                  <ServerMarkup>
                    <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                      {buildings.slice(0, cards).map((b) => (
                        <li key={b.id}>
                          <BuildingCard building={b} action={<ShowOnMap buildingId={b.id} name={b.name} />} />
                        </li>
                      ))}
                    </ul>
                    {buildings.length > cards && <MoreBuildings area={name} buildings={buildings.slice(cards)} />}
                  </ServerMarkup>
                  {buildings.length > cards + ROWS_PER_NEIGHBOURHOOD && (
                    <MoreRows handle={handle} area={name} skip={cards + ROWS_PER_NEIGHBOURHOOD} />
                  )}
                </>
              ),
            }))}
          />
        )}
        {city.description && (
          <section aria-labelledby="about-city" className="max-w-4xl">
            <h2 id="about-city" className="text-xl font-semibold text-brand-900">
              Working in {city.name}
            </h2>
            {city.description.split(/\n\s*\n/).map((p) => (
              <p key={p.slice(0, 32)} className="mt-3 leading-7 text-slate-700">
                {p}
              </p>
            ))}
          </section>
        )}
      </div>
    </>
  )
}
