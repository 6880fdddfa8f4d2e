// The one way components report an analytics event. Events go onto the tag-manager data layer, which is a plain
// array a tag manager drains whenever it loads, so pushing never fails and needs no wait. The spec's retry rule
// (section 8: 'Analytics not initialised: retry up to 3 times at 500 ms intervals, then give up with a console
// warning') belongs to the analytics module that a later issue puts behind this function; callers stay as they are.

export type TrackProperties = Record<string, string | number | boolean | null>

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[]
  }
}

export function track(event: string, properties?: TrackProperties): void {
  if (typeof window === 'undefined') return
  window.dataLayer ??= []
  window.dataLayer.push({ event, ...properties })
}
