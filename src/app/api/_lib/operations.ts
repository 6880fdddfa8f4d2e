import type { Operation } from '@/server/api/openapi'
import { collectBody } from '../analytics/collect/schema'
import {
  authErrorBody,
  sendEmailCodeAnswer,
  sendEmailCodeBody,
  sendPhoneCodeAnswer,
  sendPhoneCodeBody,
  signInAnswer,
  signInEmailCodeBody,
  verifyPhoneCodeAnswer,
  verifyPhoneCodeBody,
} from '../auth/[...all]/schema'
import { typeDetailsAnswer, typeDetailsBody } from '../catalogue/api/v1/products/type/details/schema'
import { chatMessageAnswer, chatMessageBody } from '../chat/messages/schema'
import { leadAnswer, leadBody } from '../leads/schema'
import { placeReviewsAnswer, placeReviewsQuery } from '../maps/place/schema'
import { searchIndexAnswer } from '../search-index/schema'
import { streamVideoQuery } from '../stream-video/schema'
import { buildingProductsAnswer, buildingProductsQuery } from '../v1/products/schema'
import {
  addContactsBody,
  contactsAnswer,
  createCustomerBody,
  creditsPageAnswer,
  creditsQuery,
  customerInfoAnswer,
  customerUpdatedAnswer,
  deleteContactsBody,
  deletedContactsAnswer,
  kycStatusAnswer,
  loyaltyDetailsAnswer,
  loyaltyFeatureConfigAnswer,
  referralLinkAnswer,
  updateCustomerBody,
  wifiDetailsAnswer,
} from '@/server/customers/schemas'

// Every row of the HTTP API, as /api/openapi.json publishes it. To add a row:
//   1. validate its request and shape its answer with zod schemas (the route's schema.ts), and list it here with the
//      error statuses it can answer;
//   2. add a valid request for it to ROW_REQUESTS in tests/helpers/api-rows.ts.
// tests/int/api-contract.int.test.ts fails for a route.ts method that is not listed here, calls every row with its
// valid request and checks the answer against the published schema; tests/int/api-fuzz.int.test.ts sends every row
// malformed requests.

/** Customer rows answer 401 without a session, 403 for a refused account type, 404 user-not-found before sign-up. */
const CUSTOMER = [401, 403, 404] as const
/** A JSON body: not JSON or not fitting (400), too large (413), declared as another media type (415). */
const JSON_BODY = [400, 413, 415] as const

const SEND_CODE_LIMIT = 'At most 5 codes per recipient and 20 per address in 10 minutes'
const AUTH_403 = "better-auth's INVALID_ORIGIN for another site's request, or a refused account type at sign-in (its code says which)"
const AUTH_413 = 'A body over 64 KB, refused before it is read whole'

export const API_OPERATIONS: Operation[] = [
  // Public rows: catalogue, reviews, media, enquiries, chat, analytics, search.
  {
    method: 'get',
    path: '/api/maps/place',
    summary: "A building's rating summary and newest reviews",
    query: placeReviewsQuery,
    answer: placeReviewsAnswer,
    errors: [400],
  },
  {
    method: 'post',
    path: '/api/catalogue/api/v1/products/type/details',
    summary: 'Prices of product types in buildings',
    body: typeDetailsBody,
    answer: typeDetailsAnswer,
    errors: [...JSON_BODY],
  },
  {
    method: 'get',
    path: '/api/v1/products',
    summary: 'A type of product in buildings, with virtual-office plans and the lowest monthly price',
    query: buildingProductsQuery,
    answer: buildingProductsAnswer,
    errors: [400],
  },
  {
    method: 'get',
    path: '/api/stream-video',
    summary:
      'A hero video from the media library, streamed; honours a single Range (bytes=start-end, start- or -suffix) and ignores a Range it cannot read or several ranges (the whole video)',
    query: streamVideoQuery,
    answerDescription: 'The video bytes',
    otherAnswers: { 206: 'The requested part of the video, with Content-Range' },
    errors: [400, 404, 416],
    errorNotes: { 404: 'No video at that address in the media library' },
  },
  {
    method: 'post',
    path: '/api/leads',
    summary: "A 'Get in touch' enquiry: the form's answers by field name, with the page's context (JSON or a form post)",
    body: leadBody,
    bodyMediaTypes: ['application/json', 'application/x-www-form-urlencoded'],
    answer: leadAnswer,
    status: 201,
    errors: [...JSON_BODY, 404, 429],
    errorNotes: { 404: 'The form is no longer available' },
  },
  {
    method: 'post',
    path: '/api/analytics/collect',
    summary: "A batch of the site's analytics events (JSON, also sent as text by navigator.sendBeacon); nothing personal is kept",
    body: collectBody,
    bodyMediaTypes: ['application/json', 'text/plain'],
    status: 204,
    answerDescription: 'Stored',
    errors: [400, 413, 429],
  },
  {
    method: 'post',
    path: '/api/chat/messages',
    summary: "A question to the built-in chat assistant, answered from the site's own content; send the last reply's context back",
    body: chatMessageBody,
    answer: chatMessageAnswer,
    errors: [...JSON_BODY, 429],
    errorNotes: { 429: 'More than 30 questions a minute from one address' },
  },
  {
    method: 'get',
    path: '/api/search-index',
    summary: "The Ctrl+K palette's jump targets: cities, products, live buildings, pages and posts",
    answer: searchIndexAnswer,
    errors: [],
  },

  // Customer login: better-auth's own rows (/api/auth/*), as the login dialog uses them. Its other rows (session,
  // sign-out, single sign-on) are its own business and are not described; neither is its error shape the shared one.
  // Any other path under /api/auth (better-auth's password paths among them) answers 404.
  {
    method: 'post',
    path: '/api/auth/email-otp/send-verification-otp',
    summary: 'Sends a 6-digit login code by email (valid 10 minutes, single use)',
    body: sendEmailCodeBody,
    answer: sendEmailCodeAnswer,
    errors: [400, 403, 404, 413, 415, 429],
    errorBody: authErrorBody,
    errorNotes: {
      403: AUTH_403,
      404: 'A code type other than sign-in: customers have no passwords to reset',
      413: AUTH_413,
      429: SEND_CODE_LIMIT,
    },
  },
  {
    method: 'post',
    path: '/api/auth/sign-in/email-otp',
    summary: 'Signs in with the emailed code; sets the session cookie and answers a bearer token (5 wrong tries end the code)',
    body: signInEmailCodeBody,
    answer: signInAnswer,
    errors: [400, 403, 413, 415],
    errorBody: authErrorBody,
    errorNotes: { 403: AUTH_403, 413: AUTH_413 },
  },
  {
    method: 'post',
    path: '/api/auth/phone-number/send-otp',
    summary: 'Sends a 6-digit login code by SMS',
    body: sendPhoneCodeBody,
    answer: sendPhoneCodeAnswer,
    errors: [400, 403, 413, 415, 429],
    errorBody: authErrorBody,
    errorNotes: { 403: AUTH_403, 413: AUTH_413, 429: SEND_CODE_LIMIT },
  },
  {
    method: 'post',
    path: '/api/auth/phone-number/verify',
    summary: 'Signs in with the texted code (signing up a new number); sets the session cookie and answers a bearer token',
    body: verifyPhoneCodeBody,
    answer: verifyPhoneCodeAnswer,
    errors: [400, 403, 413, 415],
    errorBody: authErrorBody,
    errorNotes: { 403: AUTH_403, 413: AUTH_413 },
  },

  // The customer rows: each needs the session cookie or `Authorization: Bearer <token>`. Changes that ride on the
  // cookie must come from the site's own pages (Origin), else 403.
  {
    method: 'get',
    path: '/api/customers/get-info',
    summary: "The caller's profile",
    security: 'customer',
    answer: customerInfoAnswer,
    errors: [...CUSTOMER],
  },
  {
    method: 'post',
    path: '/api/customers/create',
    summary: 'Finishes sign-up with a name and phone number',
    security: 'customer',
    body: createCustomerBody,
    answer: customerInfoAnswer,
    status: 201,
    errors: [...JSON_BODY, 401, 403, 409],
    errorNotes: { 409: 'Already signed up' },
  },
  {
    method: 'post',
    path: '/api/customers/update',
    summary: "Updates the caller's profile; 'Invalid GSTIN' on a bad GSTIN",
    security: 'customer',
    body: updateCustomerBody,
    answer: customerUpdatedAnswer,
    errors: [...JSON_BODY, ...CUSTOMER],
  },
  {
    method: 'post',
    path: '/api/referral/create-referral-link',
    summary: "The caller's referral link (made once)",
    security: 'customer',
    answer: referralLinkAnswer,
    status: 201,
    errors: [413, ...CUSTOMER],
    errorNotes: { 413: 'The row reads no body; one declared larger than 64 KB is refused unread' },
  },
  {
    method: 'get',
    path: '/api/ecom/api/v1/products/users/credits',
    summary: "The caller's bundle credits, merged per building, a page at a time",
    security: 'customer',
    query: creditsQuery,
    answer: creditsPageAnswer,
    errors: [400, ...CUSTOMER],
  },
  {
    method: 'get',
    path: '/api/oms/api/loyalty/details',
    summary: "The caller's loyalty membership: validity, cost saved, active",
    security: 'customer',
    answer: loyaltyDetailsAnswer,
    errors: [...CUSTOMER],
  },
  {
    method: 'get',
    path: '/api/v1/loyalty/feature-config',
    summary: 'What the loyalty membership offers',
    security: 'customer',
    answer: loyaltyFeatureConfigAnswer,
    errors: [...CUSTOMER],
  },
  {
    method: 'get',
    path: '/api/contacts',
    summary: "The caller's team members",
    security: 'customer',
    answer: contactsAnswer,
    errors: [...CUSTOMER],
  },
  {
    method: 'post',
    path: '/api/contacts',
    summary: 'Adds team members, all or none',
    security: 'customer',
    body: addContactsBody,
    answer: contactsAnswer,
    status: 201,
    errors: [...JSON_BODY, ...CUSTOMER],
  },
  {
    method: 'post',
    path: '/api/ums/contacts/delete',
    summary: "Removes some of the caller's team members",
    security: 'customer',
    body: deleteContactsBody,
    answer: deletedContactsAnswer,
    errors: [...JSON_BODY, ...CUSTOMER],
  },
  {
    method: 'get',
    path: '/api/users/kyc/status',
    summary: "The caller's KYC status",
    security: 'customer',
    answer: kycStatusAnswer,
    errors: [...CUSTOMER],
  },
  {
    method: 'get',
    path: '/api/v1/amenities/wifi/details',
    summary: "The caller's wifi credentials",
    security: 'customer',
    answer: wifiDetailsAnswer,
    errors: [...CUSTOMER],
  },
]
