'use client'

import { useId, useState } from 'react'

/** True from the first time `open` is true on: a dialog loaded on first use then stays mounted, and closes with its own exit. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened || open
}

/**
 * A plain button standing in for a Radix Dialog.Trigger of a dialog loaded on first use: whether the dialog has been
 * used (mount it from then on), the id its content takes, and the trigger's attributes, as Radix's own trigger sets them.
 */
export function useLazyDialog(open: boolean) {
  const used = useOpenedOnce(open)
  const panelId = useId()
  const triggerProps = {
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    'aria-controls': panelId,
    'data-state': open ? 'open' : 'closed',
  } as const
  return { used, panelId, triggerProps }
}
