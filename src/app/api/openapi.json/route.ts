import { NextResponse } from 'next/server'
import { openApiDocument, type Operation } from '@/server/api/openapi'
import { env } from '@/server/env'
import { typeDetailsAnswer, typeDetailsBody } from '../catalogue/api/v1/products/type/details/schema'
import { addContactsBody, createCustomerBody, creditsQuery, deleteContactsBody, updateCustomerBody } from '@/server/customers/schemas'
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
  // The customer rows: each needs the session cookie or `Authorization: Bearer <token>`, and answers 401 without.
  { method: 'get', path: '/api/customers/get-info', summary: "The caller's profile; 404 with code user-not-found before sign-up is finished" },
  { method: 'post', path: '/api/customers/create', summary: 'Finishes sign-up with a name and phone number', body: createCustomerBody, status: 201 },
  { method: 'post', path: '/api/customers/update', summary: "Updates the caller's profile; 'Invalid GSTIN' on a bad GSTIN", body: updateCustomerBody },
  { method: 'post', path: '/api/referral/create-referral-link', summary: "The caller's referral link", status: 201 },
  { method: 'get', path: '/api/ecom/api/v1/products/users/credits', summary: "The caller's bundle credits, merged per building, a page at a time", query: creditsQuery },
  { method: 'get', path: '/api/oms/api/loyalty/details', summary: "The caller's loyalty membership: validity, cost saved, active" },
  { method: 'get', path: '/api/v1/loyalty/feature-config', summary: 'What the loyalty membership offers' },
  { method: 'get', path: '/api/contacts', summary: "The caller's team members" },
  { method: 'post', path: '/api/contacts', summary: 'Adds team members, all or none', body: addContactsBody, status: 201 },
  { method: 'post', path: '/api/ums/contacts/delete', summary: "Removes some of the caller's team members", body: deleteContactsBody },
  { method: 'get', path: '/api/users/kyc/status', summary: "The caller's KYC status" },
  { method: 'get', path: '/api/v1/amenities/wifi/details', summary: "The caller's wifi credentials" },
]

export function GET() {
  return NextResponse.json(openApiDocument(OPERATIONS, { title: 'Sthana Workspaces API', version: '1', serverUrl: env().SITE_URL }))
}
