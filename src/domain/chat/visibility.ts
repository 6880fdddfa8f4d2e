import { PRODUCT_PATHS } from '../urls'

// Spec section 2: the chat launcher is hidden on paths under /workspaces/on-demand/ and /workspaces/virtual-office/
// (the product pages themselves included: their own booking flows take the corner of the screen).
const HIDDEN_UNDER: readonly string[] = [PRODUCT_PATHS.onDemand, PRODUCT_PATHS.virtualOffice].map((p) => p.replace(/\/+$/, ''))

export function isChatHiddenOn(pathname: string): boolean {
  const path = pathname.toLowerCase().split(/[?#]/)[0]!.replace(/\/+$/, '') || '/'
  return HIDDEN_UNDER.some((root) => path === root || path.startsWith(`${root}/`))
}
