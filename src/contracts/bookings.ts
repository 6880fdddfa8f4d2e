import { z } from 'zod'
import { isIsoDate } from '@/domain/calendar/business-date'
import { EMAIL_MESSAGE, emailError, NAME_PATTERN, normalisePhone, PHONE_MESSAGE, phoneError } from '@/domain/forms/rules'

// The bookings rows' requests and answers (zod): the routes parse with them and /api/openapi.json publishes them.

const isoDate = z.string().refine(isIsoDate, 'Choose a date (YYYY-MM-DD).').describe('A date in India, YYYY-MM-DD')
const timeOfDay = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Choose a start time (HH:mm).')
  .describe('A start time in India, HH:mm')
const buildingHandle = z
  .string()
  .min(1, 'Choose a building.')
  .max(120)
  .regex(/^[a-z0-9-]+$/, 'Choose a building.')
  .describe("The building page's handle (slug)")
const roomId = z
  .union([z.number().int().positive().max(2_147_483_647), z.string().regex(/^[1-9]\d{0,9}$/, 'Choose a room.')])
  .transform(Number)
  .describe('conferenceRoomId of GET /api/shop/conference-rooms')
const reservationId = z
  .string()
  .regex(/^(HLD|VIS)-[A-Za-z0-9_-]{12}$/, 'Not a reservation.')
  .describe('reservationId of POST /api/shop/check-for-booking')

export const checkForBookingBody = z
  .strictObject({
    building: buildingHandle,
    room: roomId.optional(),
    confSeatPreference: z.number().int().min(1).max(200).optional().describe('Seats wanted: the smallest free room that fits is held'),
    date: isoDate,
    start: timeOfDay,
    duration: z.number().int().min(15).max(1440).describe('Minutes, a multiple of the room’s slot length'),
    replaces: reservationId.optional().describe("The caller's own previous hold, released in the same step (choosing another slot)"),
  })
  .refine((body) => body.room !== undefined || body.confSeatPreference !== undefined, {
    message: 'Choose a room or a room size.',
    path: ['room'],
  })

export const holdAnswer = z.object({
  reservationId: z.string(),
  conferenceRoomId: z.string(),
  holdExpiresAt: z.string().describe('ISO instant: the hold lapses then (10 minutes after it was placed)'),
  room: z.object({ id: z.string(), name: z.string(), seats: z.number().int() }),
  building: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  durationMinutes: z.number().int(),
  hourlyPricePaise: z.number().int().nullable().describe('From the catalogue; the cart prices the booking'),
  status: z.enum(['held', 'booked', 'lapsed', 'cancelled']),
})
export type HoldAnswer = z.infer<typeof holdAnswer>

export const holdQuery = z.strictObject({ reservationId })

export const holdCancelledAnswer = z.object({ reservationId: z.string(), status: z.literal('cancelled') })

export const roomsQuery = z.strictObject({ building: buildingHandle, date: isoDate })

export const roomsAnswer = z.object({
  building: z.object({ handle: z.string(), name: z.string() }),
  date: z.string(),
  firstDate: z.string().describe('The first date that can be booked (today in India)'),
  lastDate: z.string().describe('The last date that can be booked'),
  holiday: z.string().nullable().describe("The holiday closing the building's city that day"),
  holdMinutes: z.number().int(),
  rooms: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      seats: z.number().int(),
      description: z.string().nullable(),
      slotMinutes: z.number().int(),
      maxDurationMinutes: z.number().int().nullable(),
      hourlyPricePaise: z.number().int().nullable(),
      opensAt: z.string().nullable(),
      closesAt: z.string().nullable(),
      freeSlots: z.array(z.object({ startTime: z.string(), durations: z.array(z.number().int()) })),
    }),
  ),
})
export type RoomsAnswer = z.infer<typeof roomsAnswer>

// ---- Building visits (tours) ----------------------------------------------------------------------------------------

const buildingRef = z
  .string()
  .min(1, 'Choose a building.')
  .max(120)
  .regex(/^([a-z0-9-]+|[A-Z0-9-]+)$/, 'Choose a building.')
  .describe("The building page's handle (slug), or its building code")

export const visitSlotsQuery = z.strictObject({
  building: buildingRef,
  from: isoDate.optional().describe('First date to list (default: today in India)'),
  days: z
    .string()
    .regex(/^[1-9]\d?$/, 'Between 1 and 14 days.')
    .transform(Number)
    .refine((n) => n <= 14, 'Between 1 and 14 days.')
    .optional()
    .describe('How many days to list (default 7, at most 14)'),
})

export const visitSlotsAnswer = z.object({
  building: z.object({ handle: z.string(), name: z.string(), href: z.string().describe("The building page's path") }),
  slotMinutes: z.number().int(),
  days: z.array(
    z.object({
      date: z.string(),
      holiday: z.string().nullable(),
      opensAt: z.string().nullable(),
      closesAt: z.string().nullable(),
      freeStarts: z.array(z.string()).describe('HH:mm in India'),
    }),
  ),
})
export type VisitSlotsAnswer = z.infer<typeof visitSlotsAnswer>

export const visitBody = z.strictObject({
  building: buildingHandle,
  date: isoDate,
  start: timeOfDay,
  name: z.string().trim().min(1, 'Enter your name').max(120).regex(new RegExp(NAME_PATTERN), 'Enter your name in letters'),
  phone: z
    .string()
    .max(20)
    .transform(normalisePhone)
    .refine((value) => phoneError(value) === null, PHONE_MESSAGE),
  email: z
    .string()
    .trim()
    .max(200)
    .refine((value) => emailError(value) === null, EMAIL_MESSAGE),
  page: z.string().max(300).regex(/^\//).optional().describe('The page the visit was booked on'),
})

export const visitAnswer = z.object({
  reference: z.string().describe('The visit’s reference'),
  building: z.string(),
  buildingName: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  message: z.string(),
})
export type VisitAnswer = z.infer<typeof visitAnswer>
