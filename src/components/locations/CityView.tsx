import type { BuildingCardModel, CityPageModel } from '@/domain/locations/views'
import { formatPaise } from '@/domain/money'
import { BuildingCard } from './BuildingCard'
import { CityBuildings, ShowOnMapButton } from './CityBuildings.client'

/**
 * Buildings shown as cards in each neighbourhood; any more are listed by name, from-price and link. A real city has a
 * handful per neighbourhood and shows them all as cards; a catalogue of hundreds would otherwise make a city page of
 * megabytes (1.9 MB for 250 buildings a city, measured with `npm run bench -- --scale`).
 */
export const CARDS_PER_NEIGHBOURHOOD = 6

function MoreBuildings({ area, buildings }: { area: string; buildings: BuildingCardModel[] }) {
  return (
    <>
      <h3 className="mt-6 text-sm font-semibold text-slate-900">
        {buildings.length} more in {area}
      </h3>
      {/* Styled from the list, not row by row: a neighbourhood of hundreds would carry each class list once a row, twice
          over (markup and flight data). */}
      <ul className="mt-2 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2 lg:grid-cols-3 [&_a]:font-medium [&_a]:text-brand-900 [&_a]:underline-offset-2 [&_a:hover]:underline [&_span]:text-slate-600 [&>li]:scroll-mt-24">
        {buildings.map((b) => (
          <li key={b.id} id={`building-card-${b.id}`}>
            <a href={b.href}>{b.name}</a>
            {typeof b.offer?.dayFrom === 'number' && <span>{` · from ${formatPaise(b.offer.dayFrom)}/day`}</span>}
          </li>
        ))}
      </ul>
    </>
  )
}

export function CityView({ city }: { city: CityPageModel }) {
  const { micromarkets, markers } = city
  const count = micromarkets.reduce((n, g) => n + g.buildings.length, 0)
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
            markers={markers}
            groups={micromarkets.map(({ handle, name, buildings }) => ({
              handle,
              name,
              buildingIds: buildings.map((b) => b.id),
              list: (
                <>
                  <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                    {buildings.slice(0, CARDS_PER_NEIGHBOURHOOD).map((b) => (
                      <li key={b.id}>
                        <BuildingCard building={b} action={<ShowOnMapButton buildingId={b.id} name={b.name} />} />
                      </li>
                    ))}
                  </ul>
                  {buildings.length > CARDS_PER_NEIGHBOURHOOD && (
                    <MoreBuildings area={name} buildings={buildings.slice(CARDS_PER_NEIGHBOURHOOD)} />
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
