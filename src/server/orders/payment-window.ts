/** Minutes an order waits for its payment; then it expires (the expiry job, expire-orders.ts) and gives back what it took. */
export const ORDER_PAYMENT_MINUTES = 30
