import type { ReactNode } from 'react'

/** The shared frame of the day charts: size, y grid with values, and a few day labels. */
export const FRAME = { width: 640, height: 220, top: 12, right: 12, bottom: 26, left: 40 } as const
export const PLOT_W = FRAME.width - FRAME.left - FRAME.right
const PLOT_H = FRAME.height - FRAME.top - FRAME.bottom
export const INK = { grid: '#d5dbe3', text: '#4f5a6b' } as const

/** A round maximum for the y axis (at least 1), so grid lines fall on whole numbers. */
export function niceMax(value: number): number {
  if (value <= 4) return Math.max(1, Math.ceil(value))
  const step = 10 ** Math.floor(Math.log10(value))
  return [1, 2, 2.5, 5, 10].map((m) => m * step).find((candidate) => candidate >= value) ?? value
}

export const yOf = (value: number, max: number) => FRAME.top + PLOT_H - (value / max) * PLOT_H

/** "Nov 2" for a yyyy-MM-dd day. */
export function shortDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })
}

export function ChartFrame({
  max,
  days,
  xOf,
  children,
}: {
  max: number
  days: string[]
  xOf: (index: number) => number
  children: ReactNode
}) {
  const ticks = [0, max / 2, max].filter((t, i, all) => Number.isInteger(t) && all.indexOf(t) === i)
  const every = Math.max(1, Math.ceil(days.length / 7))
  return (
    <svg viewBox={`0 0 ${FRAME.width} ${FRAME.height}`} className="h-auto w-full" focusable="false">
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={FRAME.left}
            x2={FRAME.width - FRAME.right}
            y1={yOf(tick, max)}
            y2={yOf(tick, max)}
            stroke={INK.grid}
          />
          <text x={FRAME.left - 6} y={yOf(tick, max) + 4} textAnchor="end" fontSize="11" fill={INK.text}>
            {tick.toLocaleString('en-US')}
          </text>
        </g>
      ))}
      {days.map((day, i) =>
        i % every === 0 ? (
          <text key={day} x={xOf(i)} y={FRAME.height - 8} textAnchor="middle" fontSize="11" fill={INK.text}>
            {shortDay(day)}
          </text>
        ) : null,
      )}
      {children}
    </svg>
  )
}
