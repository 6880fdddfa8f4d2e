// Demo data of the bookings area: holidays (national and per city), each building's conference rooms and its tour
// (visiting hours), and an email linked to a private-office membership.
import type { CityHandle, SeedBuilding } from '../types'

export interface SeedHoliday {
  date: string
  name: string
  /** null: national. */
  city: CityHandle | null
}

// National holidays (and the festivals on the company's published calendar) for 2026 and 2027: the same dates as the
// site settings' list, plus holidays that close one city's centres only.
const NATIONAL: [string, string][] = [
  ['2026-01-26', 'Republic Day'],
  ['2026-03-04', 'Holi'],
  ['2026-03-21', 'Id-ul-Fitr'],
  ['2026-04-03', 'Good Friday'],
  ['2026-05-01', 'Labour Day'],
  ['2026-08-15', 'Independence Day'],
  ['2026-09-14', 'Ganesh Chaturthi'],
  ['2026-10-02', 'Gandhi Jayanti'],
  ['2026-10-20', 'Dussehra'],
  ['2026-11-09', 'Diwali (Govardhan Puja)'],
  ['2026-11-24', 'Guru Nanak Jayanti'],
  ['2026-12-25', 'Christmas'],
  ['2027-01-26', 'Republic Day'],
  ['2027-03-10', 'Id-ul-Fitr'],
  ['2027-03-22', 'Holi'],
  ['2027-03-26', 'Good Friday'],
  ['2027-05-01', 'Labour Day'],
  ['2027-08-16', 'Independence Day (observed)'],
  ['2027-09-03', 'Ganesh Chaturthi'],
  ['2027-10-02', 'Gandhi Jayanti'],
  ['2027-10-08', 'Dussehra'],
  ['2027-10-29', 'Diwali'],
  ['2027-11-15', 'Guru Nanak Jayanti'],
  ['2027-12-24', 'Christmas Eve (observed)'],
]

const CITY: [string, string, CityHandle[]][] = [
  ['2026-01-15', 'Pongal', ['chennai']],
  ['2027-01-15', 'Pongal', ['chennai']],
  ['2026-03-19', 'Ugadi', ['bangalore', 'hyderabad']],
  ['2027-04-07', 'Ugadi', ['bangalore', 'hyderabad']],
  ['2026-03-19', 'Gudi Padwa', ['mumbai', 'pune']],
  ['2027-04-07', 'Gudi Padwa', ['mumbai', 'pune']],
  ['2026-05-01', 'Maharashtra Day', ['mumbai', 'pune']],
  ['2027-05-01', 'Maharashtra Day', ['mumbai', 'pune']],
  ['2026-06-02', 'Telangana Formation Day', ['hyderabad']],
  ['2027-06-02', 'Telangana Formation Day', ['hyderabad']],
  ['2026-11-01', 'Kannada Rajyotsava', ['bangalore']],
  ['2027-11-01', 'Kannada Rajyotsava', ['bangalore']],
  ['2026-12-01', 'Sthana Bangalore founders’ day (centres closed)', ['bangalore']],
]

export const SEED_HOLIDAYS: SeedHoliday[] = [
  ...NATIONAL.map(([date, name]) => ({ date, name, city: null })),
  ...CITY.flatMap(([date, name, cities]) => cities.map((city) => ({ date, name, city }))),
]

export interface SeedRoom {
  name: string
  kind: 'meeting-room' | 'tour'
  seats: number
  slotMinutes: number
  maxDurationMinutes: number | null
  /** [weekday 0–6, 'HH:mm', 'HH:mm'] */
  hours: [number, string, string][]
  description: string
  /** Hourly price in paise (a catalogue variant of the building's conference-room product); tours have none. */
  pricePaise: number | null
  strikeThroughPaise: number | null
}

const WEEKDAYS = [1, 2, 3, 4, 5]
const ROOM_HOURS: SeedRoom['hours'] = [...WEEKDAYS.map((d): [number, string, string] => [d, '09:00', '19:00']), [6, '10:00', '16:00']]
const TOUR_HOURS: SeedRoom['hours'] = [...WEEKDAYS.map((d): [number, string, string] => [d, '10:00', '18:00']), [6, '10:00', '13:00']]
const ROOM_NAMES = ['Kaveri', 'Nilgiri', 'Sahyadri', 'Narmada', 'Godavari', 'Aravalli', 'Tapti', 'Vindhya']

/** Nearest multiple of ₹50, minus ₹1, in paise. */
const charm = (paise: number) => (Math.round(paise / 5000) * 50 - 1) * 100

/**
 * A building's conference rooms: the catalogue's room (its seats and hourly price come first, as the headline
 * variant) and a smaller huddle room at about 60% of the price. The product lists them even when the building's
 * conference rooms are disabled (the flag hides them).
 */
export function meetingRoomsOf(b: SeedBuilding, index: number): SeedRoom[] {
  const main = b.prices.conferenceRoom
  const smallSeats = main.seats > 4 ? 4 : 6
  const smallPrice = charm(main.price * (smallSeats < main.seats ? 0.6 : 1.3))
  return [
    {
      name: `${ROOM_NAMES[index % ROOM_NAMES.length]} (${main.seats} seats)`,
      kind: 'meeting-room',
      seats: main.seats,
      slotMinutes: 30,
      maxDurationMinutes: 480,
      hours: ROOM_HOURS,
      description: 'Wall-mounted 65" screen with wireless casting, video-conference camera, whiteboard.',
      pricePaise: main.price,
      strikeThroughPaise: main.strikeThroughPrice,
    },
    {
      name: `${ROOM_NAMES[(index + 3) % ROOM_NAMES.length]} huddle (${smallSeats} seats)`,
      kind: 'meeting-room',
      seats: smallSeats,
      slotMinutes: 30,
      maxDurationMinutes: 240,
      hours: ROOM_HOURS,
      description: '43" screen with casting and a whiteboard wall.',
      pricePaise: smallPrice,
      strikeThroughPaise: charm(smallPrice * 1.25),
    },
  ]
}

/** The rooms seeded for a building: its conference rooms unless disabled, and its tour (visits need no room). */
export function roomsOf(b: SeedBuilding, index: number): SeedRoom[] {
  const rooms = b.isConfRoomDisabled ? [] : meetingRoomsOf(b, index)
  rooms.push({
    name: `${b.name} tour`,
    kind: 'tour',
    seats: 1,
    slotMinutes: 30,
    maxDurationMinutes: 30,
    hours: TOUR_HOURS,
    description: 'A 30-minute walk through the floors, meeting rooms and amenities with our community team.',
    pricePaise: null,
    strikeThroughPaise: null,
  })
  return rooms
}

/** Emails linked to a private-office membership: they cannot buy day passes, bundles or conference rooms. */
export const PRIVATE_OFFICE_MEMBERS = [
  { email: 'dev.malhotra@example.in', companyName: 'Kestrel Biotech Pvt Ltd', buildingCode: 'MUM-BKC-02' },
]
