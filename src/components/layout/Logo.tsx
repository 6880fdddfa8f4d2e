export function LogoMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 88 88" className={className} aria-hidden="true" focusable="false">
      <rect width="88" height="88" rx="22" fill="#1f3a5f" />
      <path d="M22 62 L44 20 L66 62 Z" fill="#f4a259" />
      <rect x="36" y="44" width="16" height="18" fill="#1f3a5f" />
    </svg>
  )
}

export function Logo({ siteName, linked }: { siteName: string; linked: boolean }) {
  const content = (
    <>
      <LogoMark />
      <span className="text-lg font-semibold tracking-tight text-brand-900">{siteName.replace(/ Workspaces$/, '')}</span>
    </>
  )
  return linked ? (
    <a
      href="/"
      className="flex items-center gap-2 rounded focus-visible:outline-2 focus-visible:outline-offset-4"
      aria-label={`${siteName} home`}
    >
      {content}
    </a>
  ) : (
    <span className="flex items-center gap-2" aria-label={siteName}>
      {content}
    </span>
  )
}
