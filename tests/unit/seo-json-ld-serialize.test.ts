import { describe, expect, it } from 'vitest'
import { serializeJsonLd } from '../../src/domain/seo/json-ld'

describe('serializeJsonLd', () => {
  it.each([
    { name: 'closing script tag', value: { name: '</script><script>alert(1)</script>' }, mustNotContain: ['</script', '<script'] },
    { name: 'html comment opener', value: { name: '<!-- x -->' }, mustNotContain: ['<!--', '-->'] },
    { name: 'ampersand entity', value: { name: 'Tea &amp; coffee' }, mustNotContain: ['&'] },
    { name: 'line separators', value: { name: 'a\u2028b\u2029c' }, mustNotContain: ['\u2028', '\u2029'] },
  ])('escapes $name and round-trips to the same data', ({ value, mustNotContain }) => {
    const json = serializeJsonLd(value)
    for (const s of mustNotContain) expect(json).not.toContain(s)
    expect(JSON.parse(json)).toEqual(value)
  })

  it('serialises arrays of nodes', () => {
    const nodes = [{ '@type': 'A' }, { '@type': 'B' }]
    expect(JSON.parse(serializeJsonLd(nodes))).toEqual(nodes)
  })
})

describe('<JsonLd>', () => {
  it('renders one script element whose text parses back to the data, in an element that takes no room', async () => {
    const { createElement } = await import('react')
    // The page's HTML as the server writes it (JsonLd is sent once, as HTML: src/components/ui/server-markup.tsx).
    const { staticHtml } = await import('../../src/components/ui/static-html')
    const { JsonLd } = await import('../../src/components/seo/JsonLd')
    const data = { '@context': 'https://schema.org' as const, '@type': 'Organization', name: 'A </script> & B' }
    const html = await staticHtml(createElement(JsonLd, { data }))
    expect(html.match(/<script/g)).toHaveLength(1)
    expect(html.startsWith('<div class="contents"><script type="application/ld+json">')).toBe(true)
    const json = html.replace(/^<div[^>]*><script[^>]*>/, '').replace(/<\/script><\/div>$/, '')
    expect(json).not.toMatch(/<\/script/i)
    expect(JSON.parse(json)).toEqual(data)
  })
})
