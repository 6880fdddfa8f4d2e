// What a customer reads when a paid order could not be confirmed (the order is refunded in full).

export const HOLD_LAPSED_MESSAGE =
  'Your conference-room hold ran out before the payment came in, and the slot could not be kept. We have refunded the full amount.'

export const SLOT_TAKEN_MESSAGE =
  'Your conference-room slot was taken by someone else before the payment came in. We have refunded the full amount.'
