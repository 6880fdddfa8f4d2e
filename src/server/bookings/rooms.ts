import type { CityHandle } from '@/domain/catalogue/product-types'
import { isCityHandle } from '@/domain/catalogue/product-types'
import { weeklyHoursOf, type OpeningHoursRow } from '@/domain/bookings/opening-hours'
import type { WeeklyHours } from '@/domain/calendar/slots'
import type { Paise } from '@/domain/money'
import type { QueryResultRow } from 'pg'
import type { Transaction } from '../db/transaction'
import { getPayloadClient } from '../payload'

// Rooms and tours as the slot rules need them, read in plain SQL: placing a hold is the hot path (its p99 is
// benchmarked), so it reads one room, its week and its price in two small queries instead of Payload's deep reads.

/** Raw SQL: the `tx` of inTransaction, or the app's pool through appSql(). */
export type Sql = Pick<Transaction, 'query'>

/** The app's pool (Payload's), for reads and single-statement writes outside a transaction. */
export async function appSql(): Promise<Sql> {
  const pool = (await getPayloadClient()).db.pool
  return {
    query: async <Row extends QueryResultRow>(text: string, values: readonly unknown[] = []) => {
      const result = await pool.query<Row>(text, values as unknown[])
      return { rows: result.rows, rowCount: result.rowCount ?? 0 }
    },
  }
}

export type RoomKind = 'meeting-room' | 'tour'

export interface BookableRoom {
  id: number
  name: string
  kind: RoomKind
  seats: number
  slotMinutes: number
  maxDurationMinutes: number | null
  description: string | null
  weekly: WeeklyHours
  /** The room or its building is switched off for new holds. */
  disabled: boolean
  building: { id: number; handle: string; name: string; code: string; cityId: number | null; cityHandle: CityHandle | null }
  /** Hourly price from the building's conference-room product (the variant with the room's seats, else the first); null for tours. */
  hourlyPaise: Paise | null
}

interface RoomRow extends QueryResultRow {
  id: number
  name: string
  kind: RoomKind
  seats: string
  slot_minutes: string
  max_duration_minutes: string | null
  description: string | null
  is_disabled: boolean | null
  building_id: number
  building_slug: string
  building_name: string
  building_code: string
  building_live: boolean | null
  conf_disabled: boolean | null
  city_id: number | null
  city_handle: string | null
  hours: OpeningHoursRow[] | null
  hourly: string | null
}

const ROOM_SELECT = `
  SELECT r.id, r.name, r.kind, r.seats, r.slot_minutes, r.max_duration_minutes, r.description, r.is_disabled,
         b.id AS building_id, b.slug AS building_slug, b.name AS building_name, b.building_code, b.is_live AS building_live,
         b.is_conf_room_disabled AS conf_disabled, c.id AS city_id, c.handle AS city_handle,
         (SELECT json_agg(json_build_object('day', h.day, 'opensAt', h.opens_at, 'closesAt', h.closes_at) ORDER BY h._order)
            FROM conference_rooms_opening_hours h WHERE h._parent_id = r.id) AS hours,
         (SELECT v.price FROM products p JOIN products_variants v ON v._parent_id = p.id
           WHERE p.building_id = b.id AND p.type = 'CONFERENCE_ROOM' AND p.is_active IS NOT FALSE
           ORDER BY (v.seats = r.seats) DESC NULLS LAST, v._order LIMIT 1) AS hourly
    FROM conference_rooms r
    JOIN buildings b ON b.id = r.building_id
    LEFT JOIN cities c ON c.id = b.city_id`

function toRoom(row: RoomRow): BookableRoom {
  const kind = row.kind
  const conferenceOff = kind === 'meeting-room' && Boolean(row.conf_disabled)
  return {
    id: row.id,
    name: row.name,
    kind,
    seats: Number(row.seats),
    slotMinutes: Number(row.slot_minutes),
    maxDurationMinutes: row.max_duration_minutes === null ? null : Number(row.max_duration_minutes),
    description: row.description,
    weekly: weeklyHoursOf(row.hours),
    disabled: Boolean(row.is_disabled) || row.building_live === false || conferenceOff || (kind === 'meeting-room' && row.hourly === null),
    building: {
      id: row.building_id,
      handle: row.building_slug,
      name: row.building_name,
      code: row.building_code,
      cityId: row.city_id,
      cityHandle: row.city_handle && isCityHandle(row.city_handle) ? row.city_handle : null,
    },
    hourlyPaise: kind === 'meeting-room' && row.hourly !== null ? (Number(row.hourly) as Paise) : null,
  }
}

export async function findRoom(sql: Sql, roomId: number): Promise<BookableRoom | null> {
  const { rows } = await sql.query<RoomRow>(`${ROOM_SELECT} WHERE r.id = $1`, [roomId])
  return rows[0] ? toRoom(rows[0]) : null
}

/** A building's rooms of a kind (by its handle or its building code), smallest first, disabled ones included. */
export async function listBuildingRooms(sql: Sql, buildingHandle: string, kind: RoomKind): Promise<BookableRoom[]> {
  const { rows } = await sql.query<RoomRow>(
    `${ROOM_SELECT} WHERE (b.slug = $1 OR b.building_code = $1) AND r.kind = $2 ORDER BY r.seats, r.name`,
    [buildingHandle, kind],
  )
  return rows.map(toRoom)
}
