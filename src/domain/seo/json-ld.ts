// Structured data travels inside <script type="application/ld+json">. Text from the CMS can contain '</script>',
// so everything HTML could read as markup is escaped as a JSON unicode escape (still the same JSON value).

/** A schema.org node: one object with @context and @type, or a graph of them. */
export type JsonLd = { '@context': 'https://schema.org'; '@type': string } | { '@context': 'https://schema.org'; '@graph': object[] }

const UNSAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/** JSON for a script element: the same data as JSON.stringify, but never able to close the script or open a comment. */
export function serializeJsonLd(data: object | readonly object[]): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => UNSAFE[c] ?? c)
}
