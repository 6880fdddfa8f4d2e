import type { Building, City } from '@/payload-types'
import { CmsImage } from '../media/CmsImage'

export function buildingPath(building: Building): string {
  const city = building.city as City | number
  return `/${typeof city === 'object' ? city.handle : ''}/${building.slug}`
}

export function BuildingCard({ building }: { building: Building }) {
  const cover = building.gallery?.[0]?.image
  return (
    <a href={buildingPath(building)} className="group block h-full overflow-hidden rounded-xl border border-slate-200 bg-white hover:shadow-md">
      <CmsImage media={cover} size="thumb" sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw" className="aspect-[3/2] w-full object-cover" />
      <span className="block px-4 pt-3 font-semibold text-slate-900 group-hover:text-brand-700">{building.name}</span>
      <span className="block px-4 pb-4 text-sm text-slate-600">
        {building.address.line1}, {building.address.line2}
      </span>
    </a>
  )
}
