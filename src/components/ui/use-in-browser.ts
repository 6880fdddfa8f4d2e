import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False on the server and while React hydrates the server's markup, true from then on (and at once in a part mounted
 * in the browser): for what only works with JavaScript, so the server's HTML and the first browser render agree.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
