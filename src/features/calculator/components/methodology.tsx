import { NamedSection } from '@/components/ui/named-section'
import { calculatorMethodology } from '@/content/disclosures'

/**
 * Beside the projection: what the figures assume and how they are computed, and that results vary
 * with each use and over time (src/content/disclosures.ts).
 */
export function Methodology() {
  return (
    <NamedSection
      title={calculatorMethodology.title}
      level={3}
      className="rounded-lg border border-ink-200 bg-white px-4 py-3 text-sm text-ink-700"
      titleClassName="font-semibold text-ink-900"
    >
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {calculatorMethodology.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <p className="mt-2 font-medium text-ink-900">{calculatorMethodology.varies}</p>
    </NamedSection>
  )
}
