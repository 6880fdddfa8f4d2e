import { z } from 'zod'

// GET /api/maps/place (spec section 7): request and answer, also the source of the OpenAPI description.

export const placeReviewsQuery = z.object({
  place_id: z
    .string({ error: 'Add the place_id of the building.' })
    .trim()
    .min(1, 'Add the place_id of the building.')
    .max(300, 'A place_id has at most 300 characters.')
    .regex(/^[A-Za-z0-9_-]+$/, 'A place_id has only letters, digits, - and _.'),
})

export const placeReviewsAnswer = z.object({
  avgRating: z.number(),
  user_ratings_total: z.number().int(),
  reviews: z.array(
    z.object({
      author_name: z.string(),
      rating: z.number(),
      text: z.string(),
      time: z.number().int(),
      relative_time_description: z.string(),
    }),
  ),
  message: z.string().optional(),
})

export type PlaceReviewsAnswer = z.infer<typeof placeReviewsAnswer>
