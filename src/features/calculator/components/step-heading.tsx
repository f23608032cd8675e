import { useEffect, useRef } from 'react'

/** A step's heading; it takes focus when the step opens (not on first load), so screen readers follow. */
export function StepHeading({ children, focus }: { children: React.ReactNode; focus: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focus) ref.current?.focus()
  }, [focus])
  return (
    <h2 ref={ref} tabIndex={-1} className="text-2xl font-semibold text-ink-900 focus:outline-none">
      {children}
    </h2>
  )
}
