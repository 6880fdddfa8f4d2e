// Apart from the rules that read the catalogue's answers (building-prices.ts), which load with the calls: the page
// needs this message even when they cannot be loaded.

/** Spec section 8, 'Price fetch failure': shown when the server's answer carries no message of its own. */
export const PRICE_FETCH_FAILED_MESSAGE = 'Something went wrong while fetching prices.'
