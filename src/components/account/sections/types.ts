import type { BuildingCredit } from '@/domain/customers/credits'

// What the customer API answers for 'My account' (the `data` of each row, spec section 7).

export interface Contact {
  contact_id: string
  name: string
  email: string | null
  phone_number: string | null
}

export interface Loyalty {
  validity: string | null
  utilisation: { cost_saved: number }
  is_active: boolean
}

export interface Wifi {
  user_name: string | null
  password: string | null
}

export interface Credits {
  list: BuildingCredit[]
  pagination: { page: number; total_pages: number; total: number }
}

/** The `data` of a successful answer, or null for any other. */
export async function dataOf<T>(response: Response): Promise<T | null> {
  if (!response.ok) return null
  return ((await response.json()) as { data: T }).data
}

export const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' })
