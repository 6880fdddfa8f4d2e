import type { PayloadHandler, PayloadRequest } from 'payload'
import { operatorMoveBody } from '@/domain/virtual-office/operator-moves'
import { kycDocumentStorage, kindOfId, logoStorage } from '@/integrations/storage'
import { ApiError, errorResponse, fieldsFromZod } from '../api/errors'
import { plainQuery } from '../db/plain-query'
import { findDocumentForOperator, operatorDocumentView } from './get-operator-document'
import { moveDocumentAsOperator } from './move-document-as-operator'

// The admin's endpoints on virtual-office documents (src/cms/collections/VoDocuments.ts), for operators only (a
// Payload session of the operators collection; Payload's CSRF check drops the cookie on another site's request):
//   GET  /cms-api/vo-documents/:id/operator-view    the masked view (get-operator-document.ts)
//   POST /cms-api/vo-documents/:id/move              { event, reason }: an operator's move through the status machine
//   GET  /cms-api/vo-documents/:id/files/:fileId     the logo or an identity document of that document, decrypted

const MAX_MOVE_BODY_BYTES = 4 * 1024
const NO_STORE = { 'Cache-Control': 'private, no-store' }

function operatorOf(req: PayloadRequest): { id: string; email?: string } {
  if (req.user?.collection !== 'operators') throw new ApiError('unauthorized', 'Log in to the admin as an operator.')
  const email = (req.user as { email?: string }).email
  return { id: String(req.user.id), ...(email ? { email } : {}) }
}

const param = (req: PayloadRequest, name: string) => String((req.routeParams as Record<string, unknown> | undefined)?.[name] ?? '')

export const getOperatorView: PayloadHandler = async (req) => {
  try {
    operatorOf(req)
    const row = await findDocumentForOperator(await plainQuery(), param(req, 'id'))
    return Response.json({ data: operatorDocumentView(row) }, { headers: NO_STORE })
  } catch (error) {
    return errorResponse(error, NO_STORE)
  }
}

export const moveDocument: PayloadHandler = async (req) => {
  try {
    const operator = operatorOf(req)
    if (Number(req.headers?.get('content-length') ?? 0) > MAX_MOVE_BODY_BYTES)
      throw new ApiError('payload_too_large', 'The reason is too long.')
    const text = req.text ? await req.text() : ''
    if (text.length > MAX_MOVE_BODY_BYTES) throw new ApiError('payload_too_large', 'The reason is too long.')
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      throw new ApiError('bad_request', 'The request body is not valid JSON.')
    }
    const parsed = operatorMoveBody.safeParse(json)
    if (!parsed.success) {
      const fields = fieldsFromZod(parsed.error)
      throw new ApiError('bad_request', Object.values(fields)[0] ?? 'The request is not valid.', fields)
    }
    return Response.json({ data: await moveDocumentAsOperator(param(req, 'id'), parsed.data, operator) }, { headers: NO_STORE })
  } catch (error) {
    return errorResponse(error, NO_STORE)
  }
}

export const getDocumentFile: PayloadHandler = async (req) => {
  try {
    operatorOf(req)
    const row = await findDocumentForOperator(await plainQuery(), param(req, 'id'))
    const fileId = param(req, 'fileId')
    const belongs = row.company_info?.logo_id === fileId || (row.directors_kyc ?? []).some((d) => d.identity.file_id === fileId)
    const kind = kindOfId(fileId)
    const file = belongs && kind ? await (kind === 'logo' ? logoStorage() : kycDocumentStorage()).get(fileId) : null
    if (!file) throw new ApiError('not_found', 'This document holds no such file.')
    return new Response(new Uint8Array(file.bytes), {
      headers: {
        ...NO_STORE,
        'Content-Type': file.info.mime,
        'Content-Disposition': `inline; filename="${fileId}"`,
        'X-Content-Type-Options': 'nosniff',
      },
    })
  } catch (error) {
    return errorResponse(error, NO_STORE)
  }
}
