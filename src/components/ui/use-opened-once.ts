'use client'

import { useState } from 'react'

/** True from the first time `open` is true on: a dialog loaded on first use then stays mounted, and closes with its own exit. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened || open
}
