import { serializeJsonLd, type JsonLd as JsonLdData } from '@/domain/seo/json-ld'
import { ServerMarkup } from '../ui/server-markup'

/**
 * Structured data for search engines. A server component: the JSON is escaped so CMS text can never close the
 * script (serializeJsonLd). Pass one node or several. Sent once, in the page's HTML (server-markup.tsx), in an
 * element that takes no room.
 */
export function JsonLd({ data }: { data: JsonLdData | readonly JsonLdData[] }) {
  return (
    <ServerMarkup className="contents">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
    </ServerMarkup>
  )
}
