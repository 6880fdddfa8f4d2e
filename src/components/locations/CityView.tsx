import type { CityWithBuildings } from '@/server/locations/get-city-with-buildings'
import { BuildingCard } from './BuildingCard'

export function CityView({ data }: { data: CityWithBuildings }) {
  const { city, micromarkets } = data
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
          {micromarkets.length > 0 && (
            <nav aria-label={`Neighbourhoods in ${city.name}`} className="mt-6">
              <ul className="flex flex-wrap gap-2">
                {micromarkets.map(({ micromarket }) => (
                  <li key={micromarket.id}>
                    <a href={`#${micromarket.handle}`} className="block rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm hover:border-brand-900">
                      {micromarket.name}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </section>
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-8 sm:px-6">
        {micromarkets.length === 0 && <p className="text-slate-700">We are opening our first building in {city.name} soon. Leave your details below and we will tell you first.</p>}
        {micromarkets.map(({ micromarket, buildings }) => (
          <section key={micromarket.id} id={micromarket.handle} aria-labelledby={`mm-${micromarket.handle}`} className="scroll-mt-24">
            <h2 id={`mm-${micromarket.handle}`} className="text-xl font-semibold text-brand-900">
              {micromarket.name}
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {buildings.map((b) => (
                <li key={b.id}>
                  <BuildingCard building={b} />
                </li>
              ))}
            </ul>
          </section>
        ))}
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
