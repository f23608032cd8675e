import { useId } from 'react'
import { ChartFrame, FRAME, INK, niceMax, PLOT_W, yOf } from './chart-frame'

/** A useId value usable in `url(#id)` references. */
const useSvgId = () => `p${useId().replace(/[^A-Za-z0-9_-]/g, '')}`

/** Each series has a colour and a pattern, so the stack reads without colour too. */
export interface BarSeries {
  label: string
  values: number[]
  color: string
  pattern: 'solid' | 'diagonal' | 'dots' | 'horizontal' | 'cross' | 'vertical'
}

function PatternDef({ id, series }: { id: string; series: BarSeries }) {
  const marks = {
    solid: null,
    diagonal: <path d="M-1,1 l2,-2 M0,6 l6,-6 M5,7 l2,-2" stroke="white" strokeWidth="1.5" />,
    dots: <circle cx="3" cy="3" r="1.3" fill="white" />,
    horizontal: <path d="M0,3 h6" stroke="white" strokeWidth="1.5" />,
    cross: <path d="M0,3 h6 M3,0 v6" stroke="white" strokeWidth="1.2" />,
    vertical: <path d="M3,0 v6" stroke="white" strokeWidth="1.5" />,
  }[series.pattern]
  return (
    <pattern id={id} width="6" height="6" patternUnits="userSpaceOnUse">
      <rect width="6" height="6" fill={series.color} />
      {marks}
    </pattern>
  )
}

function Swatch({ series }: { series: BarSeries }) {
  const id = useSvgId()
  return (
    <span className="flex items-center gap-2">
      <svg width="14" height="14" aria-hidden="true" focusable="false">
        <defs>
          <PatternDef id={id} series={series} />
        </defs>
        <rect width="14" height="14" rx="2" fill={`url(#${id})`} />
      </svg>
      {series.label}
    </span>
  )
}

/** Bars per day, stacked by series, with each day's total written above its bar when there is room. */
export function BarChart({ days, series }: { days: string[]; series: BarSeries[] }) {
  const prefix = useSvgId()
  const totals = days.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0))
  const max = niceMax(Math.max(0, ...totals))
  const slot = PLOT_W / Math.max(1, days.length)
  const barW = Math.max(1, slot * 0.7)
  const xOf = (i: number) => FRAME.left + i * slot + slot / 2
  const fillOf = (i: number) => `url(#${prefix}-${i})`
  return (
    <div className="grid gap-2">
      <ChartFrame max={max} days={days} xOf={xOf}>
        <defs>
          {series.map((s, i) => (
            <PatternDef key={s.label} id={`${prefix}-${i}`} series={s} />
          ))}
        </defs>
        {days.map((day, d) => {
          let top = yOf(0, max)
          return (
            <g key={day}>
              {series.map((s, i) => {
                const height = yOf(0, max) - yOf(s.values[d] ?? 0, max)
                top -= height
                return height > 0 ? (
                  <rect key={s.label} x={xOf(d) - barW / 2} y={top} width={barW} height={height} fill={fillOf(i)} />
                ) : null
              })}
              {days.length <= 31 && totals[d] ? (
                <text x={xOf(d)} y={top - 3} textAnchor="middle" fontSize="10" fill={INK.text}>
                  {totals[d]}
                </text>
              ) : null}
            </g>
          )
        })}
      </ChartFrame>
      {series.length > 1 ? (
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-700">
          {series.map((s) => (
            <Swatch key={s.label} series={s} />
          ))}
        </p>
      ) : null}
    </div>
  )
}
