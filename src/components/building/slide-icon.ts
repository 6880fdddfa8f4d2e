/** The carousel's line icons: its arrows and a video slide's controls. */
export const SLIDE_ICON = {
  viewBox: '0 0 24 24',
  className: 'h-5 w-5',
  'aria-hidden': true,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const
