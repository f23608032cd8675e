import { projectionLegend } from '@/content/disclosures'
import { cn } from '@/lib/utils'

/**
 * The legend every projected figure carries (src/content/disclosures.ts). Figures point to it with
 * `aria-describedby={id}`, so screen readers read it with them.
 */
export function ProjectionLegend({ id, className }: { id: string; className?: string }) {
  return (
    <div
      id={id}
      data-slot="projection-legend"
      className={cn('rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-ink-800', className)}
    >
      <p className="font-semibold text-ink-900">{projectionLegend.title}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {projectionLegend.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </div>
  )
}
