import type { ReactNode } from 'react'
import type { ImageModel } from '@/domain/media/image'
import { CmsImage } from '../media/CmsImage'

export function PageHero({
  heading,
  subheading,
  image,
  priority = true,
  children,
}: {
  heading: string
  subheading?: string | null
  image?: ImageModel | null
  priority?: boolean
  /** Below the subheading, e.g. the home page's 'Find a workspace'. */
  children?: ReactNode
}) {
  return (
    <section className="bg-gradient-to-b from-sand-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:py-16">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl lg:text-5xl">{heading}</h1>
          {subheading && <p className="mt-4 max-w-prose text-lg text-slate-700">{subheading}</p>}
          {children}
        </div>
        {image ? (
          <CmsImage
            image={image}
            size="card"
            sizes="(min-width: 1024px) 40rem, 100vw"
            priority={priority}
            className="aspect-[3/2] w-full rounded-2xl object-cover"
          />
        ) : null}
      </div>
    </section>
  )
}
