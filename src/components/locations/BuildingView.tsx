import type { Amenity, Building, City, Micromarket } from '@/payload-types'
import { stateName } from '@/domain/geo/indian-states'
import { telHref } from '../layout/links'
import { CmsImage } from '../media/CmsImage'

export function BuildingView({ building }: { building: Building }) {
  const city = building.city as City
  const micromarket = building.micromarket as Micromarket
  const { address, location } = building
  const amenities = (building.amenities ?? []).filter((a): a is Amenity => typeof a === 'object')
  const mapsHref = `https://www.google.com/maps/search/?api=1&query=${location.latitude},${location.longitude}${building.googlePlaceId ? `&query_place_id=${building.googlePlaceId}` : ''}`
  const images = (building.gallery ?? []).filter((slide) => slide.image)
  return (
    <article>
      <header className="mx-auto max-w-7xl px-4 pt-6 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{building.name}</h1>
        <p className="mt-2 text-slate-700">
          {address.buildingName}, {address.line1}
          {address.line2 ? `, ${address.line2}` : ''}, {address.city}, {stateName(address.stateCode) ?? address.stateCode} {address.pinCode}
        </p>
        <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm">
          <li>
            <a href={mapsHref} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline-offset-4 hover:underline">
              Directions on Google Maps<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
          {building.what3wordsLink && (
            <li>
              <a href={building.what3wordsLink} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline-offset-4 hover:underline">
                what3words<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          )}
          {building.contactNumber && (
            <li>
              <a href={telHref(building.contactNumber)} className="font-medium text-brand-700 underline-offset-4 hover:underline">
                Call {building.contactNumber}
              </a>
            </li>
          )}
        </ul>
      </header>
      {images.length > 0 && (
        <section aria-label="Photos" className="mx-auto mt-6 max-w-7xl px-4 sm:px-6">
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {images.slice(0, 4).map((slide, i) => (
              <li key={slide.id ?? i} className={i === 0 ? 'sm:col-span-2 sm:row-span-2' : ''}>
                <CmsImage media={slide.image} size={i === 0 ? 'hero' : 'card'} priority={i === 0} sizes={i === 0 ? '(min-width: 1024px) 50vw, 100vw' : '(min-width: 1024px) 25vw, 50vw'} className="h-full w-full rounded-xl object-cover" />
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-3">
        <section aria-labelledby="about-building" className="lg:col-span-2">
          <h2 id="about-building" className="text-xl font-semibold text-brand-900">
            About {building.name}
          </h2>
          {(building.description ?? '').split(/\n\s*\n/).filter(Boolean).map((p) => (
            <p key={p.slice(0, 32)} className="mt-3 leading-7 text-slate-700">
              {p}
            </p>
          ))}
          <dl className="mt-6 grid grid-cols-2 gap-4 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-500">Neighbourhood</dt>
              <dd className="font-medium">
                <a href={`/${city.handle}#${micromarket.handle}`} className="hover:underline">
                  {micromarket.name}, {city.name}
                </a>
              </dd>
            </div>
            {building.floors ? (
              <div>
                <dt className="text-slate-500">Floors</dt>
                <dd className="font-medium">{building.floors}</dd>
              </div>
            ) : null}
            {building.seats ? (
              <div>
                <dt className="text-slate-500">Seats</dt>
                <dd className="font-medium">{building.seats.toLocaleString('en-IN')}</dd>
              </div>
            ) : null}
          </dl>
        </section>
        {amenities.length > 0 && (
          <section aria-labelledby="amenities">
            <h2 id="amenities" className="text-xl font-semibold text-brand-900">
              Amenities
            </h2>
            <ul className="mt-3 grid grid-cols-1 gap-2 text-slate-700">
              {amenities.map((a) => (
                <li key={a.id} className="flex items-center gap-2">
                  <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-accent-500" />
                  {a.label}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </article>
  )
}
