import { z } from 'zod'
import { errorBody, type ErrorStatus } from './errors'

// The API contract as OpenAPI 3.1, generated from the zod schemas that validate the requests and shape the answers
// (ARCHITECTURE.md, 'The HTTP API contract'). Each route's schema is the single source; this file only arranges them.

export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete'
  path: string
  summary: string
  /** Query parameters, as one object schema (each property becomes a parameter). */
  query?: z.ZodObject
  body?: z.ZodType
  /** Media types the body may come as; JSON unless said otherwise. */
  bodyMediaTypes?: readonly string[]
  /** The success answer; omit for non-JSON answers and describe them in `answerDescription`. */
  answer?: z.ZodType
  answerDescription?: string
  /** Success status other than 200. */
  status?: number
  /** Other successes, by status, described in words (e.g. 206 for a Range). */
  otherAnswers?: Readonly<Record<number, string>>
  /** 'customer': needs the session cookie or a bearer token (customer rows answer 401 without). */
  security?: 'customer'
  /** The error statuses this row answers, besides 500 and 503 (which every row may answer). */
  errors: readonly ErrorStatus[]
  /** The error body, when it is not the shared one (better-auth's own rows). */
  errorBody?: z.ZodType
  /** Why the row answers an error status, where the general description is not enough. */
  errorNotes?: Readonly<Partial<Record<ErrorStatus, string>>>
}

type JsonSchema = Record<string, unknown>

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema
  delete json.$schema
  return json
}

const ERROR_DESCRIPTIONS: Record<ErrorStatus | 500, string> = {
  400: 'The request is not valid; `fields` gives a message per invalid field',
  401: 'No session, or it has expired: sign in again (the client shows "Session Expired :(")',
  403: 'Refused: a cookie-borne change from another site, or an account type that may not use the API (admin-user, black-listed-user, existing-enterprise-user)',
  404: 'Not found; on customer rows, code user-not-found: sign-up is not finished',
  405: 'The method is not served at this address (TRACE, for one); Allow lists the methods the site serves',
  409: 'Conflicts with what is already stored',
  413: 'The body is too large',
  415: 'The body is not in a media type this row reads',
  416: 'The Range is not within the file; Content-Range gives its size',
  429: 'Too many requests; Retry-After says how many seconds to wait',
  500: 'Something went wrong on our side; the message says nothing more',
  503: 'Our database cannot be reached right now; Retry-After says how many seconds to wait before trying again',
}

/** The `{name}` segments of a path, each a required text parameter (their formats are checked by the route). */
function pathParameters(path: string): JsonSchema[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }))
}

function parameters(query: z.ZodObject): JsonSchema[] {
  const schema = toSchema(query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] }
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }))
}

/**
 * A name for the operation that code generators use, unique in the document: its method and path in camel case
 * (`GET /api/v1/products` → `getApiV1Products`, `POST /api/ums/contacts/delete` → `postApiUmsContactsDelete`).
 */
export function operationId(op: Pick<Operation, 'method' | 'path'>): string {
  const words = op.path.split(/[^A-Za-z0-9]+/).filter(Boolean)
  return op.method + words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('')
}

export interface DocumentInfo {
  title: string
  version: string
  serverUrl: string
  /** The name of the session cookie (customer rows take it or a bearer token). */
  sessionCookie: string
}

export function openApiDocument(operations: readonly Operation[], info: DocumentInfo): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {}
  for (const op of operations) {
    const success: JsonSchema = op.answer
      ? { description: 'OK', content: { 'application/json': { schema: toSchema(op.answer, 'output') } } }
      : { description: op.answerDescription ?? 'OK' }
    const error = op.errorBody ? toSchema(op.errorBody, 'output') : { $ref: '#/components/schemas/Error' }
    const errors = Object.fromEntries(
      [...new Set([...op.errors, 500 as const, 503 as const])].map((status) => [
        String(status),
        {
          description: op.errorNotes?.[status] || ERROR_DESCRIPTIONS[status],
          content: { 'application/json': { schema: error } },
        },
      ]),
    )
    const bodySchema = op.body ? toSchema(op.body, 'input') : undefined
    paths[op.path] ??= {}
    paths[op.path]![op.method] = {
      operationId: operationId(op),
      summary: op.summary,
      // Applied to every operation: the customer rows take a bearer token or the session cookie, the others none.
      security: op.security === 'customer' ? [{ bearer: [] }, { session: [] }] : [],
      ...(op.query || pathParameters(op.path).length
        ? { parameters: [...pathParameters(op.path), ...(op.query ? parameters(op.query) : [])] }
        : {}),
      ...(bodySchema
        ? {
            requestBody: {
              required: true,
              content: Object.fromEntries((op.bodyMediaTypes ?? ['application/json']).map((type) => [type, { schema: bodySchema }])),
            },
          }
        : {}),
      responses: {
        [String(op.status ?? 200)]: success,
        ...Object.fromEntries(Object.entries(op.otherAnswers ?? {}).map(([status, description]) => [status, { description }])),
        ...errors,
      },
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: info.title,
      version: info.version,
      description: 'The calls the site and its apps make (the product specification, section 7).',
      license: { name: 'Proprietary', url: `${info.serverUrl.replace(/\/+$/, '')}/policies/terms-and-conditions/` },
    },
    servers: [{ url: info.serverUrl }],
    paths,
    components: {
      schemas: { Error: toSchema(errorBody, 'output') },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The token a sign-in answers (also in its set-auth-token header)' },
        session: { type: 'apiKey', in: 'cookie', name: info.sessionCookie, description: 'The session cookie a sign-in sets' },
      },
    },
  }
}
