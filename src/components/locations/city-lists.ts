// What the city page's lists share between the server's markup (CityView.tsx, ShowOnMap.tsx) and the browser's code
// (CityBuildings.client.tsx).

/**
 * The list of a neighbourhood's buildings past its cards, by name, from-price and link: styled from the list, not row
 * by row (a neighbourhood of hundreds would carry each class list once a row, twice over: markup and flight data).
 * The server renders the first rows with it and the browser the rest, so both lists look alike.
 */
export const MORE_BUILDINGS_LIST_CLASS =
  'grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2 lg:grid-cols-3 [&_a]:font-medium [&_a]:text-brand-900 [&_a]:underline-offset-2 [&_a:hover]:underline [&_span]:text-slate-600 [&>li]:scroll-mt-24'

/** ' · from ₹749.00/day' after a building's name. */
export const dayFromLabel = (formatted: string) => ` · from ${formatted}/day`

/**
 * The attribute of a card's 'Show on map' button (ShowOnMap.tsx), holding the building's marker id. The cards are sent
 * once, as HTML, so the buttons are plain markup: one listener in CityBuildings serves them all, and marks the selected
 * building's button with `data-selected`.
 */
export const SHOW_ON_MAP = 'data-show-on-map'
