import path from 'node:path'
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { GET as openApiGet } from '@/app/api/openapi.json/route'
import { findRouteFiles, routeFor, type RouteFile, type RouteHandler } from './api-rows'

// The API contract as /api/openapi.json publishes it, with a JSON Schema validator over the document's own schemas
// (not the zod ones it was made from), and the route handler that serves each operation.

export interface PublishedOperation {
  summary: string
  security?: unknown[]
  requestBody?: unknown
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>
}
export interface PublishedDocument {
  paths: Record<string, Record<string, PublishedOperation>>
}
export interface ListedOperation {
  path: string
  method: 'get' | 'post' | 'put' | 'patch' | 'delete'
  published: PublishedOperation
}

export async function publishedContract() {
  const doc = (await openApiGet().json()) as PublishedDocument
  const operations: ListedOperation[] = Object.entries(doc.paths).flatMap(([opPath, byMethod]) =>
    Object.entries(byMethod).map(([method, published]) => ({ path: opPath, method: method as ListedOperation['method'], published })),
  )
  // Not strict: the document's own keywords (openapi, paths, ...) sit around the schemas. A format the validator does
  // not know would be skipped with a warning; it fails instead, so that every published format is really checked.
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    logger: {
      log: () => undefined,
      warn: (...message: unknown[]) => {
        throw new Error(`The published schema is not fully checkable: ${message.join(' ')}`)
      },
      error: (...message: unknown[]) => console.error(...message),
    },
  })
  addFormats(ajv)
  ajv.addSchema(doc, 'openapi.json')
  const pointer = (...parts: string[]) => parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')

  /** The validator of an answer's JSON, or null when the status is published without a JSON body (or not at all). */
  function validator(op: ListedOperation, status: number): ValidateFunction | null {
    if (!op.published.responses[String(status)]?.content?.['application/json']) return null
    return (
      ajv.getSchema(
        `openapi.json#/${pointer('paths', op.path, op.method, 'responses', String(status), 'content', 'application/json', 'schema')}`,
      ) ?? null
    )
  }

  /** Why an answer does not fit the document (its status is not published, or its JSON does not fit), or null. */
  function mismatch(op: ListedOperation, status: number, text: string): string | null {
    const published = op.published.responses[String(status)]
    if (!published) return `${status} is not a published answer: ${text.slice(0, 300)}`
    const validate = validator(op, status)
    if (!validate) return null
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      return `${status} is published as JSON, but the answer is not: ${text.slice(0, 300)}`
    }
    return validate(json) ? null : `${status} does not fit its published schema: ${ajv.errorsText(validate.errors)}\n${text.slice(0, 500)}`
  }

  return { doc, operations, validator, mismatch }
}

const routes = findRouteFiles()
const modules = new Map<string, Record<string, unknown>>()

export async function routeModule(route: RouteFile): Promise<Record<string, unknown>> {
  if (!modules.has(route.file)) modules.set(route.file, (await import(path.resolve(route.file))) as Record<string, unknown>)
  return modules.get(route.file)!
}

/** The exported handler that serves an operation (as Next.js would route it). */
export async function handlerFor(op: Pick<ListedOperation, 'path' | 'method'>): Promise<RouteHandler> {
  const route = routeFor(routes, op.path)
  if (!route) throw new Error(`No route.ts serves ${op.path}`)
  const handler = (await routeModule(route))[op.method.toUpperCase()]
  if (typeof handler !== 'function') throw new Error(`${route.file} does not export ${op.method.toUpperCase()}`)
  return handler as RouteHandler
}

export { routes }
