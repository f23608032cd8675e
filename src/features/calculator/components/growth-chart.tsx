import { useId } from 'react'
import { projectionLegend } from '@/content/disclosures'
import { formatUsd, type YearRow } from '../model/math'
import { useWidth } from '../lib/use-width'
import { CONTRIBUTIONS_FILL, GrowthPattern, Swatch } from './chart-swatch'

const HEIGHT = 240
const FONT = 12
const PAD = { top: 12, right: 12, bottom: 26, left: 58 }
const axisUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
})

/**
 * Year-by-year contributions vs growth as stacked bars, drawn as plain SVG (no chart library) at
 * the width it is shown (never scaled: its labels stay 12 px on a phone), described by the
 * projection legend (`legendId`) and captioned with its short form. Growth is striped, so the key
 * keeps its meaning printed in grey or without background graphics.
 */
export function GrowthChart({ schedule, legendId }: { schedule: YearRow[]; legendId: string }) {
  const [ref, width] = useWidth<HTMLDivElement>(640)
  const pattern = useId()
  const max = Math.max(1, ...schedule.map((row) => row.total))
  const plotW = Math.max(1, width - PAD.left - PAD.right)
  const plotH = HEIGHT - PAD.top - PAD.bottom
  const slot = plotW / Math.max(1, schedule.length)
  const barW = Math.max(2, slot * 0.7)
  const y = (value: number) => PAD.top + plotH - (value / max) * plotH
  const ticks = [0, 0.5, 1].map((f) => f * max)
  // A year label every so many bars, so that labels (about 2 digits of 12 px) never touch.
  const labelEvery = Math.max(1, Math.ceil(schedule.length / Math.max(1, Math.floor(plotW / 28))))
  const last = schedule.at(-1)

  return (
    <figure className="grid gap-2">
      <div ref={ref} className="w-full">
        <svg
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="img"
          aria-labelledby="growth-chart-desc"
          aria-describedby={legendId}
          className="block h-auto max-w-full"
        >
          <defs>
            <GrowthPattern id={pattern} />
          </defs>
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={PAD.left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#d5dbe3" />
              <text
                x={PAD.left - 6}
                y={y(tick) + FONT / 3}
                textAnchor="end"
                fontSize={FONT}
                fill="#4f5a6b"
                data-axis="y"
              >
                {axisUsd.format(tick)}
              </text>
            </g>
          ))}
          {schedule.map((row, i) => {
            const x = PAD.left + i * slot + (slot - barW) / 2
            return (
              <g key={row.year}>
                <rect
                  x={x}
                  y={y(row.invested)}
                  width={barW}
                  height={y(0) - y(row.invested)}
                  fill={CONTRIBUTIONS_FILL}
                />
                <rect
                  x={x}
                  y={y(row.total)}
                  width={barW}
                  height={Math.max(0, y(row.invested) - y(row.total))}
                  fill={`url(#${pattern})`}
                />
                {(i + 1) % labelEvery === 0 || i === 0 ? (
                  <text
                    x={x + barW / 2}
                    y={HEIGHT - 8}
                    textAnchor="middle"
                    fontSize={FONT}
                    fill="#4f5a6b"
                    data-axis="x"
                  >
                    {row.year}
                  </text>
                ) : null}
              </g>
            )
          })}
        </svg>
      </div>
      <figcaption id="growth-chart-desc" className="flex flex-wrap gap-4 text-sm text-ink-700">
        <span className="flex items-center gap-2" data-key="contributions">
          <Swatch kind="contributions" patternId={`${pattern}-key`} />
          Contributions
        </span>
        <span className="flex items-center gap-2" data-key="growth">
          <Swatch kind="growth" patternId={`${pattern}-key`} />
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
