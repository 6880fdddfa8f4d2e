import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { guardCmsRoute } from '@/server/http/guard-cms-route'

export const POST = guardCmsRoute(GRAPHQL_POST(config), 'graphql')
export const OPTIONS = REST_OPTIONS(config)
