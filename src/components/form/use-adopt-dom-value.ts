import { useEffect, type RefObject } from 'react'

/**
 * Nothing typed before hydration is lost. A prerendered field can be typed into before its
 * JavaScript has run; React 19.0 keeps that text in the DOM on hydration but never reports it,
 * so the form state stays empty and the next re-render or submit would drop it. Right after
 * hydration (the first effect) this hands the DOM's value to `adopt` (e.g. the field's
 * react-hook-form `onChange`, which also marks it dirty) when it differs from the state's.
 */
export function useAdoptDomValue(
  ref: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  value: unknown,
  adopt: (domValue: string) => void,
): void {
  useEffect(() => {
    const domValue = ref.current?.value
    const stateValue = typeof value === 'string' || typeof value === 'number' ? String(value) : ''
    if (domValue !== undefined && domValue !== stateValue) adopt(domValue)
    // Once, right after hydration: later changes go through the field's own onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs on mount only, by design
  }, [])
}
