/**
 * The chart's two fills, as SVG (which prints without the browser's "background graphics"):
 * contributions solid navy, growth gold with dark diagonal stripes, so the key reads in grey too.
 */
export const CONTRIBUTIONS_FILL = '#1c3d6d'
export const GROWTH_FILL = '#c9962c'

/** The stripes' pattern, defined once per SVG that uses it. */
export function GrowthPattern({ id }: { id: string }) {
  return (
    <pattern id={id} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
      <rect width="6" height="6" fill={GROWTH_FILL} />
      <line x1="0" y1="0" x2="0" y2="6" stroke="#5c4210" strokeWidth="2" />
    </pattern>
  )
}

/** A key's swatch: a 14 px square drawn with a border, so it survives printing. */
export function Swatch({ kind, patternId }: { kind: 'contributions' | 'growth'; patternId: string }) {
  return (
    <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14" data-swatch={kind} className="shrink-0">
      {kind === 'growth' ? (
        <defs>
          <GrowthPattern id={patternId} />
        </defs>
      ) : null}
      <rect
        x="0.5"
        y="0.5"
        width="13"
        height="13"
        rx="2"
        fill={kind === 'growth' ? `url(#${patternId})` : CONTRIBUTIONS_FILL}
        stroke="#111827"
      />
    </svg>
  )
}
