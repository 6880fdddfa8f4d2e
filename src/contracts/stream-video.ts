import { z } from 'zod'

// GET /api/stream-video (spec section 7). The answer is the video's bytes (200, or 206 for a Range).

export const streamVideoQuery = z.object({
  videoUrl: z
    .string({ error: 'Add videoUrl: the address of a video in our media library.' })
    .trim()
    .min(1, 'Add videoUrl: the address of a video in our media library.')
    .max(2048, 'videoUrl has at most 2048 characters.'),
})
