import { roundedCount, type TrustModel } from '@/domain/content/trust'

/** The home page's trust block: members, buildings, seats and ratings, and testimonials from members' reviews. */
export function TrustSection({ trust }: { trust: TrustModel }) {
  const { facts, testimonials } = trust
  const stats: { value: string; label: string; key: string }[] = [
    ...(facts.members !== null ? [{ key: 'members', value: roundedCount(facts.members), label: 'members work with us' }] : []),
    { key: 'buildings', value: String(facts.buildings), label: `buildings in ${facts.cities} cities` },
    ...(facts.seats > 0 ? [{ key: 'seats', value: roundedCount(facts.seats), label: 'seats' }] : []),
    ...(facts.averageRating !== null
      ? [
          {
            key: 'rating',
            value: `${facts.averageRating.toFixed(1)}/5`,
            label: `from ${facts.reviews.toLocaleString('en-IN')} member reviews`,
          },
        ]
      : []),
  ]
  return (
    <section aria-labelledby="trust-heading" className="bg-white" data-section="trust">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="trust-heading" className="text-2xl font-semibold text-brand-900">
          Teams that work with us
        </h2>
        <dl className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.key} className="flex flex-col-reverse rounded-xl bg-sand-50 p-4" data-stat={stat.key}>
              <dt className="text-sm text-slate-700">{stat.label}</dt>
              <dd className="text-2xl font-bold text-brand-950">{stat.value}</dd>
            </div>
          ))}
        </dl>
        {testimonials.length > 0 && (
          <ul className="mt-8 grid gap-5 md:grid-cols-3" aria-label="What members say">
            {testimonials.map((t) => (
              <li key={`${t.building.href}-${t.authorName}`} className="flex">
                <figure className="flex w-full flex-col rounded-2xl border border-slate-200 p-5 shadow-sm" data-testimonial>
                  <p className="text-accent-700">
                    <span aria-hidden="true">{'★'.repeat(t.rating)}</span>
                    <span className="sr-only">Rated {t.rating} out of 5</span>
                  </p>
                  <blockquote className="mt-2 flex-1 text-slate-800">
                    <p>{t.text}</p>
                  </blockquote>
                  <figcaption className="mt-4 text-sm text-slate-600">
                    <span className="font-semibold text-slate-900">{t.authorName}</span>, member at{' '}
                    <a href={t.building.href} className="font-medium text-brand-700 underline-offset-4 hover:underline">
                      {t.building.name}
                    </a>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
