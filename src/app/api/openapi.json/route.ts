import { NextResponse } from 'next/server'
import { openApiDocument, type Operation } from '@/server/api/openapi'
import { env } from '@/server/env'
import { typeDetailsAnswer, typeDetailsBody } from '../catalogue/api/v1/products/type/details/schema'
import { leadAnswer, leadBody } from '../leads/schema'
import { placeReviewsAnswer, placeReviewsQuery } from '../maps/place/schema'
import { streamVideoQuery } from '../stream-video/schema'
import { buildingProductsAnswer, buildingProductsQuery } from '../v1/products/schema'

// GET /api/openapi.json: the contract of every /api route, from the schemas the routes validate with.
const OPERATIONS: Operation[] = [
  { method: 'get', path: '/api/maps/place', summary: "A building's rating summary and newest reviews", query: placeReviewsQuery, answer: placeReviewsAnswer },
  { method: 'post', path: '/api/catalogue/api/v1/products/type/details', summary: 'Prices of product types in buildings', body: typeDetailsBody, answer: typeDetailsAnswer },
  { method: 'get', path: '/api/v1/products', summary: "A type of product in buildings, with virtual-office plans and the lowest monthly price", query: buildingProductsQuery, answer: buildingProductsAnswer },
  {
    method: 'get',
    path: '/api/stream-video',
    summary: 'A hero video from the media library, streamed',
    query: streamVideoQuery,
    answerDescription: 'The video bytes; 206 with Content-Range when the request has a Range header',
  },
  {
    method: 'post',
    path: '/api/leads',
    summary: "A 'Get in touch' enquiry: the form's answers by field name, with the page's context (JSON or a form post)",
    body: leadBody,
    answer: leadAnswer,
    status: 201,
  },
]

export function GET() {
  return NextResponse.json(openApiDocument(OPERATIONS, { title: 'Sthana Workspaces API', version: '1', serverUrl: env().SITE_URL }))
}
