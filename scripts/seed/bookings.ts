// Seeds the bookings area (scripts/seed/data/bookings.ts): holidays, rooms and tours, private-office emails and the
// demo customer who holds one. Found by natural keys and updated in place, like the rest of the seed.
import { randomUUID } from 'node:crypto'
import type { CollectionSlug, Payload, PayloadRequest, RequiredDataFromCollectionSlug, Where } from 'payload'
import { BUILDINGS } from './data/buildings'
import { seedBuildings } from './data/scale'
import { PRIVATE_OFFICE_MEMBERS, roomsOf, SEED_HOLIDAYS } from './data/bookings'

type Id = number
type Upsert = <S extends CollectionSlug>(collection: S, where: Where, data: RequiredDataFromCollectionSlug<S>) => Promise<Id>

export async function seedBookings(
  payload: Payload,
  req: PayloadRequest,
  upsert: Upsert,
  ids: { cities: ReadonlyMap<string, Id>; buildings: ReadonlyMap<string, Id> },
  log: (message: string) => void,
): Promise<void> {
  log(`holidays (${SEED_HOLIDAYS.length})`)
  for (const h of SEED_HOLIDAYS) {
    const city = h.city ? ids.cities.get(h.city)! : null
    await upsert('holidays', { holidayKey: { equals: `${h.date}:${city ?? 'national'}` } }, { date: h.date, name: h.name, city })
  }

  log('conference rooms and building tours')
  for (const [index, b] of seedBuildings().entries()) {
    const building = ids.buildings.get(b.slug)!
    for (const room of roomsOf(b, index)) {
      await upsert(
        'conference-rooms',
        { and: [{ building: { equals: building } }, { name: { equals: room.name } }] },
        {
          name: room.name,
          building,
          kind: room.kind,
          seats: room.seats,
          slotMinutes: room.slotMinutes,
          maxDurationMinutes: room.maxDurationMinutes,
          openingHours: room.hours.map(([day, opensAt, closesAt]) => ({ day: String(day) as never, opensAt, closesAt })),
          description: room.description,
          isDisabled: false,
        },
      )
    }
  }

  log('private-office memberships')
  for (const m of PRIVATE_OFFICE_MEMBERS) {
    const building = BUILDINGS.find((b) => b.buildingCode === m.buildingCode)
    await upsert(
      'private-office-memberships',
      { email: { equals: m.email } },
      { email: m.email, companyName: m.companyName, building: building ? ids.buildings.get(building.slug)! : null, isActive: true },
    )
    const existing = await payload.find({ collection: 'customers', where: { email: { equals: m.email } }, limit: 1, depth: 0, req })
    await upsert(
      'customers',
      { email: { equals: m.email } },
      {
        name: 'Meera Iyer',
        email: m.email,
        phone: '9833044455',
        accountType: 'customer',
        kycStatus: 'VERIFIED',
        userUid: existing.docs[0]?.userUid ?? randomUUID(),
        profile: { companyName: m.companyName },
      },
    )
  }
}
