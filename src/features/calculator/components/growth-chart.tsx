import { projectionLegend } from '@/content/disclosures'
import { formatUsd, type YearRow } from '../model/math'

const WIDTH = 640
const HEIGHT = 260
const PAD = { top: 12, right: 8, bottom: 28, left: 64 }

/**
 * Year-by-year contributions vs growth as stacked bars, drawn as plain SVG (no chart library),
 * described by the projection legend (`legendId`) and captioned with its short form.
 */
export function GrowthChart({ schedule, legendId }: { schedule: YearRow[]; legendId: string }) {
  const max = Math.max(1, ...schedule.map((row) => row.total))
  const plotW = WIDTH - PAD.left - PAD.right
  const plotH = HEIGHT - PAD.top - PAD.bottom
  const slot = plotW / Math.max(1, schedule.length)
  const barW = Math.max(2, slot * 0.7)
  const y = (value: number) => PAD.top + plotH - (value / max) * plotH
  const ticks = [0, 0.5, 1].map((f) => f * max)
  const labelEvery = Math.ceil(schedule.length / 10)
  const last = schedule.at(-1)

  return (
    <figure className="grid gap-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="growth-chart-desc"
        aria-describedby={legendId}
        className="h-auto w-full"
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#d5dbe3" />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize="11" fill="#4f5a6b">
              {formatUsd(tick)}
            </text>
          </g>
        ))}
        {schedule.map((row, i) => {
          const x = PAD.left + i * slot + (slot - barW) / 2
          return (
            <g key={row.year}>
              <rect x={x} y={y(row.invested)} width={barW} height={y(0) - y(row.invested)} fill="#1c3d6d" />
              <rect
                x={x}
                y={y(row.total)}
                width={barW}
                height={Math.max(0, y(row.invested) - y(row.total))}
                fill="#c9962c"
              />
              {(i + 1) % labelEvery === 0 || i === 0 ? (
                <text x={x + barW / 2} y={HEIGHT - 10} textAnchor="middle" fontSize="11" fill="#4f5a6b">
                  {row.year}
                </text>
              ) : null}
            </g>
          )
        })}
      </svg>
      <figcaption id="growth-chart-desc" className="flex flex-wrap gap-4 text-sm text-ink-700">
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-brand-700" />
          Contributions
        </span>
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-accent-500" />
          Growth
        </span>
        <span className="basis-full text-xs text-ink-700">{projectionLegend.short}</span>
        <span className="sr-only">
          {last
            ? `Year-by-year chart: after year ${last.year}, contributions ${formatUsd(last.invested)} and growth ${formatUsd(last.growth)}. The table below lists every year.`
            : 'No projection yet.'}
        </span>
      </figcaption>
    </figure>
  )
}
