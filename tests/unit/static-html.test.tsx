import { Fragment, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { BuildingCard } from '../../src/components/locations/BuildingCard'
import { Stars } from '../../src/components/building/Stars'
import { ChevronDown, PhoneIcon } from '../../src/components/layout/icons'
import { LogoMark } from '../../src/components/layout/Logo'
import { keepPart, keptMarkupStore, type KeptMarkupStore } from '../../src/components/ui/kept-markup-store'
import { keptMarkup, ServerMarkup } from '../../src/components/ui/server-markup'
import { staticHtml } from '../../src/components/ui/static-html'
import type { BuildingCardModel } from '../../src/domain/locations/views'
import type { Paise } from '../../src/domain/money'

// The parts of a page that need no script are written as HTML by static-html.ts, because React's server renderer
// cannot run where server components do. React's own renderToStaticMarkup is the referee: for the same elements, both
// must write the same HTML.

const card: BuildingCardModel = {
  id: 7,
  name: 'Banyan Court "North" & Co',
  href: '/bangalore/banyan-court-koramangala/',
  address: '80 Feet Road <Koramangala>',
  cover: {
    url: '/cms-api/media/file/banyan.webp',
    alt: 'The lobby of Banyan Court',
    width: 1600,
    height: 1067,
    mimeType: 'image/webp',
    sizes: { thumb: { url: '/cms-api/media/file/banyan-480x320.webp', width: 480, height: 320 } },
  },
  offer: { dayFrom: 49_900 as Paise, seatMonthFrom: 899_900 as Paise, products: ['day-pass', 'private-office'], seats: 240 },
} as unknown as BuildingCardModel

const cases: [string, ReactNode][] = [
  ['a building card with its picture, prices and products', <BuildingCard key="card" building={card} action={<p>2.4 km away</p>} />],
  ['stars with a rating and decorative stars', [<Stars key="a" rating={4.6} />, <Stars key="b" rating={3} label={false} className="x" />]],
  ['icons (svg attributes) and the logo', [<ChevronDown key="c" />, <PhoneIcon key="p" className="h-4 w-4" />, <LogoMark key="l" />]],
  [
    'attributes of every kind',
    <section key="s" id="reviews" aria-labelledby="h" data-section="reviews" data-more data-hidden={false} aria-busy={false}>
      <h2 id="h" className="text-2xl">
        Reviews &amp; &quot;ratings&quot; {3} {'<b>'}
      </h2>
      <label htmlFor="x">It&apos;s</label>
      <details open className="group">
        <summary tabIndex={0}>More</summary>
      </details>
      <div hidden style={{ width: '92%', marginTop: 4, opacity: 0.5, lineHeight: 1.5, '--gap': '2px' } as React.CSSProperties} />
      <button type="button" aria-controls="panel" disabled={false}>
        Open
      </button>
      <time dateTime="2026-11-25T00:00:00.000Z" title="25 November 2026">
        yesterday
      </time>
      {/* eslint-disable-next-line @next/next/no-img-element -- markup written, not served */}
      <img src="/a.webp" srcSet="/a.webp 1x, /b.webp 2x" alt="" width={10} height={20} loading="lazy" decoding="async" />
      <br />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: '{"a":"</b>"}' }} />
      <Fragment>
        {['one', null, false, true, undefined, 0, 'two']}
        <>
          <a href="/x?a=1&b=2" rel="noopener noreferrer" target="_blank">
            x
          </a>
        </>
      </Fragment>
    </section>,
  ],
]

describe('staticHtml', () => {
  it.each(cases)('writes what renderToStaticMarkup writes: %s', async (_name, node) => {
    expect(await staticHtml(node)).toBe(renderToStaticMarkup(<>{node}</>))
  })

  it('waits for async components', async () => {
    const Async = async ({ name }: { name: string }) => <p>{await Promise.resolve(name)}</p>
    expect(await staticHtml(<Async name="Meridian" />)).toBe('<p>Meridian</p>')
  })

  it('refuses what needs a script, rather than writing it wrongly', async () => {
    const clientComponent = Object.assign(() => null, { $$typeof: Symbol.for('react.client.reference') })
    const Client = clientComponent as unknown as () => null
    await expect(staticHtml(<Client />)).rejects.toThrow(/client component/)
    await expect(staticHtml(<button onClick={() => {}}>x</button>)).rejects.toThrow(/handler/)
    await expect(staticHtml(<input defaultValue="x" />)).rejects.toThrow(/needs a script|controlled/)
    await expect(staticHtml(<select />)).rejects.toThrow(/needs a script/)
  })
})

describe('the kept parts', () => {
  it('keeps a part’s HTML under its digest, for the render of the page’s HTML', async () => {
    const digest = await keptMarkup(<Stars rating={4.2} />)
    expect(digest).toMatch(/^[\w-]{16}$/)
    expect(keptMarkupStore().parts.get(digest)).toBe(renderToStaticMarkup(<Stars rating={4.2} />))
    expect(await keptMarkup(<Stars rating={4.2} />)).toBe(digest)
    expect(await keptMarkup(<Stars rating={4.3} />)).not.toBe(digest)
  })

  it('writes a kept part inside another as its plain element', async () => {
    const html = await staticHtml(
      <div>
        <ServerMarkup as="aside" className="contents" aria-label="Offer">
          <p>Up to 30% off</p>
        </ServerMarkup>
      </div>,
    )
    expect(html).toBe('<div><aside class="contents" aria-label="Offer"><p>Up to 30% off</p></aside></div>')
  })

  const store = (): KeptMarkupStore => ({ parts: new Map(), size: 0 })

  it('keeps the most recent parts within the byte budget', () => {
    const kept = store()
    keepPart(kept, 'a', 'x'.repeat(40), 100)
    keepPart(kept, 'b', 'y'.repeat(40), 100)
    keepPart(kept, 'a', 'x'.repeat(40), 100) // read again: now the most recent
    keepPart(kept, 'c', 'z'.repeat(40), 100)
    expect([...kept.parts.keys()]).toEqual(['a', 'c'])
    expect(kept.size).toBe(80)
  })

  it('keeps a part larger than the budget until the next one', () => {
    const kept = store()
    keepPart(kept, 'big', 'x'.repeat(500), 100)
    expect(kept.parts.has('big')).toBe(true)
    keepPart(kept, 'small', 'y', 100)
    expect([...kept.parts.keys()]).toEqual(['small'])
    expect(kept.size).toBe(1)
  })
})
