import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { guardCmsRoute } from '@/server/http/guard-cms-route'

// Payload's REST API, behind the guard for changes: the site's Origin only, capped bodies, JSON or multipart only.
export const GET = REST_GET(config)
export const POST = guardCmsRoute(REST_POST(config))
export const DELETE = guardCmsRoute(REST_DELETE(config))
export const PATCH = guardCmsRoute(REST_PATCH(config))
export const PUT = guardCmsRoute(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
