import { z } from 'zod'
import { BUNDLE_CREDITS, PRODUCT_TYPES } from '@/domain/catalogue/product-types'

// POST /api/catalogue/api/v1/products/type/details (spec section 7): request and answer. Prices are rupees.

const productType = z.enum(PRODUCT_TYPES, { error: `Use one of ${PRODUCT_TYPES.join(', ')}.` })

export const typeDetailsBody = z.strictObject(
  {
    building_codes: z
      .array(
        z
          .string({ error: 'A building code is text.' })
          .trim()
          .min(1, 'A building code cannot be empty.')
          .max(64, 'A building code has at most 64 characters.'),
        {
          error: 'Send building_codes as a list of building codes.',
        },
      )
      .min(1, 'Send at least one building code.')
      .max(100, 'Send at most 100 building codes.'),
    type_list: z
      .array(productType, { error: 'Send type_list as a list of product types.' })
      .min(1, 'Send at least one product type.')
      .max(PRODUCT_TYPES.length, `Send at most ${PRODUCT_TYPES.length} product types.`),
  },
  { error: 'Send a JSON object with building_codes and type_list.' },
)

const variant = z.object({ title: z.string(), price: z.number(), strike_through_price: z.number().nullable() })

export const typeDetailsAnswer = z.object({
  data: z.array(
    z.object({
      building_code: z.string(),
      type: productType,
      credits_quantity: z.union([z.literal(BUNDLE_CREDITS[0]), z.literal(BUNDLE_CREDITS[1])]).nullable(),
      product_info: z.object({ type: productType, title: z.string(), price: z.object({ variants: z.array(variant) }) }),
    }),
  ),
})

export type TypeDetailsAnswer = z.infer<typeof typeDetailsAnswer>
