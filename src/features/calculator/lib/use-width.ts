import { useLayoutEffect, useRef, useState } from 'react'

/**
 * The rendered width of an element in CSS pixels (`fallback` until measured, and where the browser
 * cannot observe sizes): a chart drawn at this width is never scaled, so its text keeps its size.
 */
export function useWidth<E extends Element>(fallback: number) {
  const ref = useRef<E>(null)
  const [width, setWidth] = useState(fallback)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const measure = () => {
      const measured = Math.round(element.getBoundingClientRect().width)
      if (measured > 0) setWidth(measured)
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, width] as const
}
