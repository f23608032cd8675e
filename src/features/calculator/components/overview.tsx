import { durationLabel } from '../model/options'
import { formatUsd, type Projection } from '../model/math'
import { ProjectionLegend } from './projection-legend'

/**
 * Invested Amount, Estimated Returns, Total Value After N Years and the projected-growth bar, with
 * the legend right under them (`legendId`: the legend's id, which the chart and table point to too).
 */
export function Overview({ projection, years, legendId }: { projection: Projection; years: number; legendId: string }) {
  const growth = projection.growthPercent
  return (
    <section aria-labelledby="overview-title" aria-describedby={legendId} className="rounded-2xl bg-brand-50 p-5">
      <h3 id="overview-title" className="text-lg font-semibold text-ink-900">
        Investment Overview
      </h3>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3" aria-live="polite">
        <div>
          <dt className="text-sm text-ink-700">Invested Amount</dt>
          <dd className="text-xl font-semibold text-ink-900">{formatUsd(projection.invested)}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-700">Estimated Returns</dt>
          <dd className="text-xl font-semibold text-emerald-800">{formatUsd(projection.returns)}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-700">{`Total Value After ${durationLabel(years).replace('year', 'Year')}`}</dt>
          <dd className="text-xl font-semibold text-brand-800">{formatUsd(projection.total)}</dd>
        </div>
      </dl>
      <div className="mt-5">
        <p className="flex justify-between text-sm text-ink-700">
          <span>Projected growth</span>
          <span>{`${growth.toFixed(1)}% of total value`}</span>
        </p>
        {/* Drawn as SVG inside a border: both print without the browser's background graphics. */}
        <div aria-hidden="true" className="mt-1 overflow-hidden rounded-full border border-ink-500 bg-white">
          <svg data-growth-bar viewBox="0 0 100 10" preserveAspectRatio="none" className="block h-3 w-full">
            <rect width={Math.min(100, Math.max(0, growth))} height="10" fill="#1c3d6d" />
          </svg>
        </div>
      </div>
      <ProjectionLegend id={legendId} className="mt-5" />
    </section>
  )
}
