/**
 * A third-party chat widget that takes the place of the built-in assistant; it runs in the browser only. The vendors'
 * adapters (src/integrations/chat) implement it; the chat launcher is handed one and knows no vendor.
 */
export interface ChatWidget {
  /** The vendor's name, for messages. */
  name: string
  /** Adds the vendor's script to the page (once) and initialises it without its own launcher button. */
  load(): void
  /** True once the vendor's widget can be opened. */
  isReady(): boolean
  open(): void
  close(): void
}
