import { z } from 'zod'
import { PRODUCT_TYPES } from '@/domain/catalogue/product-types'

// GET /api/v1/products (spec section 7): request and answer. Prices are rupees.

const MAX_BUILDINGS = 100
// Building ids are PostgreSQL integers: anything larger could never match and would make the query fail.
const MAX_ID = 2_147_483_647

const productType = z.enum(PRODUCT_TYPES, { error: `Use one of ${PRODUCT_TYPES.join(', ')} as type.` })

export const buildingProductsQuery = z.object({
  building_ids: z
    .string({ error: 'Add building_ids: building ids separated by commas.' })
    .trim()
    .min(1, 'Add building_ids: building ids separated by commas.')
    .transform((value, ctx) => {
      const parts = value.split(',').map((part) => part.trim())
      if (parts.length > MAX_BUILDINGS) {
        ctx.addIssue({ code: 'custom', message: `Send at most ${MAX_BUILDINGS} building ids.` })
        return z.NEVER
      }
      const ids = parts.map((part) => (/^\d{1,10}$/.test(part) ? Number(part) : Number.NaN))
      if (ids.some((id) => !Number.isSafeInteger(id) || id < 1 || id > MAX_ID)) {
        ctx.addIssue({ code: 'custom', message: 'building_ids are whole numbers separated by commas, e.g. 12,15.' })
        return z.NEVER
      }
      return ids
    }),
  type: productType,
})

const variant = z.object({
  title: z.string(),
  duration_months: z.number().int().nullable(),
  price: z.number(),
  strike_through_price: z.number().nullable(),
  /** Virtual office: price divided by the months in the title, 2 decimals; null for other types. */
  monthly_price: z.number().nullable(),
})

export const buildingProductsAnswer = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      building_id: z.number().int(),
      building_code: z.string(),
      type: productType,
      title: z.string(),
      product_info: z.object({ type: productType, price: z.object({ variants: z.array(variant) }) }),
      plan: z.object({ handle: z.string(), title: z.string(), summary: z.string().nullable(), features: z.array(z.string()) }).nullable(),
    }),
  ),
  lowest_monthly_price: z.number().nullable(),
})

export type BuildingProductsAnswer = z.infer<typeof buildingProductsAnswer>
