// Toasts without sonner in a page's first load: the first toast loads it and mounts the toast region (Toaster.client),
// which then shows what was asked for (sonner keeps toasts made before its region mounted).

type ToastOptions = { id?: string | number; duration?: number }

let wanted = false
const listeners = new Set<() => void>()

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** True once a toast was asked for: the toast region mounts from then on. */
export const toastsWanted = (): boolean => wanted

function show(kind: 'success' | 'error', message: string, options?: ToastOptions): void {
  if (!wanted) {
    wanted = true
    for (const listener of listeners) listener()
  }
  void import('sonner').then(({ toast }) => toast[kind](message, options))
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
}
