export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only z-50 rounded bg-brand-900 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      Skip to content
    </a>
  )
}
