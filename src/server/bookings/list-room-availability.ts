import { lastBookableDate } from '@/domain/calendar/booking-window'
import { businessDate, formatTimeOfDay, type IsoDate } from '@/domain/calendar/business-date'
import { freeSlots } from '@/domain/calendar/slots'
import type { Paise } from '@/domain/money'
import { appSql, listBuildingRooms, type RoomKind } from './rooms'
import { loadSlotDay } from './slot-day'

// What the booking UI shows for a building and a date: its rooms (or its tour) with the day's hours and free starts,
// each with the durations it can take. Read-only; the hold itself is placed by POST /api/shop/check-for-booking.

export const NO_ROOMS_MESSAGE = 'This building has no conference rooms to book. Please choose another building.'

export interface RoomAvailability {
  id: number
  name: string
  seats: number
  description: string | null
  slotMinutes: number
  maxDurationMinutes: number | null
  hourlyPaise: Paise | null
  /** 'HH:mm' in India; null when closed that day. */
  opensAt: string | null
  closesAt: string | null
  freeSlots: { startTime: string; durations: number[] }[]
}

export interface BuildingAvailability {
  building: { handle: string; name: string }
  date: IsoDate
  /** The first and last dates that can be asked for. */
  firstDate: IsoDate
  lastDate: IsoDate
  /** The holiday closing the building that day, if any. */
  holiday: string | null
  rooms: RoomAvailability[]
}

/** null when the building has no bookable room (or tour) of this kind. */
export async function listRoomAvailability({
  buildingHandle,
  date,
  kind,
  now = new Date(),
}: {
  buildingHandle: string
  date: IsoDate
  kind: RoomKind
  now?: Date
}): Promise<BuildingAvailability | null> {
  const sql = await appSql()
  const rooms = (await listBuildingRooms(sql, buildingHandle, kind)).filter((room) => !room.disabled)
  if (rooms.length === 0) return null
  const firstDate = businessDate(now)
  const lastDate = lastBookableDate(now)
  const inRange = date >= firstDate && date <= lastDate
  const days = await Promise.all(rooms.map((room) => loadSlotDay(sql, room, date, now)))
  return {
    building: { handle: rooms[0]!.building.handle, name: rooms[0]!.building.name },
    date,
    firstDate,
    lastDate,
    holiday: days[0]?.holiday?.name ?? null,
    rooms: rooms.map((room, i) => {
      const day = days[i]!
      return {
        id: room.id,
        name: room.name,
        seats: room.seats,
        description: room.description,
        slotMinutes: room.slotMinutes,
        maxDurationMinutes: room.maxDurationMinutes,
        hourlyPaise: room.hourlyPaise,
        opensAt: day.hours ? formatTimeOfDay(day.hours.opensAt) : null,
        closesAt: day.hours ? formatTimeOfDay(day.hours.closesAt) : null,
        freeSlots: inRange ? freeSlots(day).map((s) => ({ startTime: s.startTime, durations: s.durations })) : [],
      }
    }),
  }
}
