/** The firm's mark: a column on a wave, drawn inline so the header needs no image request. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="8" fill="#1c3d6d" />
      <path d="M9 10h14l-1.5 3h-11z" fill="#e3c170" />
      <path d="M11 14h2.5v8H11zm3.75 0h2.5v8h-2.5zm3.75 0H21v8h-2.5z" fill="#fff" />
      <path d="M7 24.5c2-1.4 4-1.4 6 0s4 1.4 6 0 4-1.4 6 0" stroke="#e3c170" strokeWidth="1.6" fill="none" />
    </svg>
  )
}
