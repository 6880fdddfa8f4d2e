import { z } from 'zod'

// The API contract as OpenAPI 3.1, generated from the zod schemas that validate the requests (ARCHITECTURE.md,
// 'The HTTP API contract'). Each route's schema.ts is the single source; this file only arranges them.

export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete'
  path: string
  summary: string
  /** Query parameters, as one object schema (each property becomes a parameter). */
  query?: z.ZodObject
  body?: z.ZodType
  /** The success answer; omit for non-JSON answers and describe them in `answerDescription`. */
  answer?: z.ZodType
  answerDescription?: string
  /** Success status other than 200. */
  status?: number
}

type JsonSchema = Record<string, unknown>

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema
  delete json.$schema
  return json
}

const ERROR_BODY: JsonSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string' },
        message: { type: 'string', description: 'Meant for a person: shown as it is.' },
        fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'A message per invalid field.' },
      },
    },
  },
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

export function openApiDocument(operations: readonly Operation[], info: { title: string; version: string; serverUrl: string }): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {}
  for (const op of operations) {
    const success: JsonSchema = op.answer
      ? { description: 'OK', content: { 'application/json': { schema: toSchema(op.answer, 'output') } } }
      : { description: op.answerDescription ?? 'OK' }
    paths[op.path] ??= {}
    paths[op.path]![op.method] = {
      summary: op.summary,
      ...(op.query ? { parameters: parameters(op.query) } : {}),
      ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: toSchema(op.body, 'input') } } } } : {}),
      responses: {
        [String(op.status ?? 200)]: success,
        '400': { description: 'The request is not valid', content: { 'application/json': { schema: ERROR_BODY } } },
      },
    }
  }
  return { openapi: '3.1.0', info: { title: info.title, version: info.version }, servers: [{ url: info.serverUrl }], paths }
}
