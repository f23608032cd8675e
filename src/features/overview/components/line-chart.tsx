import { ChartFrame, FRAME, niceMax, PLOT_W, yOf } from './chart-frame'

export interface LineSeries {
  label: string
  values: number[]
  color: string
  /** Told apart by more than colour: the line's dash and the marker's shape. */
  dash?: string
  marker: 'circle' | 'square'
}

function Marker({ x, y, series }: { x: number; y: number; series: LineSeries }) {
  return series.marker === 'circle' ? (
    <circle cx={x} cy={y} r={3} fill={series.color} />
  ) : (
    <rect x={x - 3} y={y - 3} width={6} height={6} fill={series.color} />
  )
}

function LegendLine({ series }: { series: LineSeries }) {
  return (
    <span className="flex items-center gap-2">
      <svg width="28" height="10" aria-hidden="true" focusable="false">
        <line x1="0" x2="28" y1="5" y2="5" stroke={series.color} strokeWidth="2" strokeDasharray={series.dash} />
        <Marker x={14} y={5} series={series} />
      </svg>
      {series.label}
    </span>
  )
}

/** Lines per day; markers only when there is room for them. */
export function LineChart({ days, series }: { days: string[]; series: LineSeries[] }) {
  const max = niceMax(Math.max(0, ...series.flatMap((s) => s.values)))
  const step = days.length > 1 ? PLOT_W / (days.length - 1) : 0
  const xOf = (i: number) => FRAME.left + (days.length > 1 ? i * step : PLOT_W / 2)
  const markers = days.length <= 31
  return (
    <div className="grid gap-2">
      <ChartFrame max={max} days={days} xOf={xOf}>
        {series.map((s) => (
          <g key={s.label}>
            <polyline
              points={s.values.map((v, i) => `${xOf(i)},${yOf(v, max)}`).join(' ')}
              fill="none"
              stroke={s.color}
              strokeWidth="2"
              strokeDasharray={s.dash}
            />
            {markers ? s.values.map((v, i) => <Marker key={days[i]} x={xOf(i)} y={yOf(v, max)} series={s} />) : null}
          </g>
        ))}
      </ChartFrame>
      <p className="flex flex-wrap gap-4 text-sm text-ink-700">
        {series.map((s) => (
          <LegendLine key={s.label} series={s} />
        ))}
      </p>
    </div>
  )
}
