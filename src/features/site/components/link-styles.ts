/** Link-as-button classes for the public pages (plain strings: no run-time class merging). */
const base =
  'inline-flex h-12 items-center justify-center gap-2 rounded-full px-8 text-base font-semibold whitespace-nowrap transition-colors'

export const linkButton = {
  primary: `${base} bg-brand-700 text-white hover:bg-brand-800`,
  outline: `${base} border border-brand-700 bg-white text-brand-700 hover:bg-brand-50`,
  onDark: `${base} bg-accent-300 text-brand-950 hover:bg-accent-100 focus-visible:outline-white`,
  onDarkOutline: `${base} border border-white text-white hover:bg-brand-700 focus-visible:outline-white`,
} as const
