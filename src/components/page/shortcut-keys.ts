// The key presses that open the page-level dialogs, apart from the dialogs, which load on first use.

/** True when a key press belongs to what the visitor is typing. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)
}

/** '?' anywhere but in a field: the keyboard shortcuts dialog. */
export const isHelpKey = (event: KeyboardEvent) =>
  event.key === '?' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target)

/** Ctrl+K (Cmd+K on a Mac): the search palette. */
export const isSearchKey = (event: KeyboardEvent) =>
  event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey
