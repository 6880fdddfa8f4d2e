import { serializeJsonLd, type JsonLd as JsonLdData } from '@/domain/seo/json-ld'

/**
 * Structured data for search engines. A server component: the JSON is escaped so CMS text can never close the
 * script (serializeJsonLd). Pass one node or several.
 */
export function JsonLd({ data }: { data: JsonLdData | readonly JsonLdData[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
