'use client'

import { toast } from '../../ui/toast'
import { Button } from '../../ui/Button'

export function CopyButton({ text, label }: { text: string; label: string }) {
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() =>
        navigator.clipboard.writeText(text).then(
          () => toast.success('Copied'),
          () => toast.error('Could not copy. Select the text and copy it instead.'),
        )
      }
    >
      {label}
    </Button>
  )
}
