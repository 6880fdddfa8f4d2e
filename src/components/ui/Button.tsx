import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react'

// The site's buttons, and links that look like them, from one set of classes: primary (navy), accent (saffron, the
// 'Get in touch' colour) and secondary (outlined). The size sets the padding, so a caller never overrides it.

export type ButtonVariant = 'primary' | 'accent' | 'secondary'
export type ButtonSize = 'icon' | 'sm' | 'md' | 'lg' | 'xl'

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-900 text-white hover:bg-brand-700 disabled:opacity-70',
  accent: 'bg-accent-500 text-brand-950 hover:bg-accent-400 disabled:opacity-70',
  secondary: 'border border-slate-300 text-brand-900 hover:bg-slate-50',
}

const SIZES: Record<ButtonSize, string> = {
  icon: 'px-3',
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-4 py-2',
  lg: 'px-5 py-3',
  xl: 'px-6 py-3',
}

export interface ButtonStyle {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Layout only (margins, width, alignment); never padding or colours. */
  className?: string
}

/** The classes of a button of this variant and size, for elements that cannot be `Button` or `ButtonLink`. */
export function buttonClass({ variant = 'primary', size = 'md', className }: ButtonStyle = {}): string {
  return ['rounded-lg font-semibold', VARIANTS[variant], SIZES[size], className].filter(Boolean).join(' ')
}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonStyle & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />
}

export function ButtonLink({ variant, size, className, ...props }: ButtonStyle & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a className={buttonClass({ variant, size, className })} {...props} />
}
