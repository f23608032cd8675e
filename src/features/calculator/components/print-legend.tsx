import { paths } from '@/config/paths'
import { site } from '@/config/site'
import { projectionLegend } from '@/content/disclosures'

/**
 * The legend as the printed report's footer: hidden on screen (the legend beside the figures is
 * there), repeated at the foot of every printed page (report.css makes it the footer group of the
 * report laid out as a table, which the browser repeats on each page).
 */
export function PrintLegend() {
  const disclaimer = `${site.url}${paths.disclaimer}`
  return (
    <div data-print-legend className="hidden">
      <p>
        <strong>{`${projectionLegend.title}.`}</strong> {projectionLegend.points.join(' ')}{' '}
        {`${projectionLegend.disclaimerLink}: `}
        <a href={disclaimer}>{disclaimer}</a>
      </p>
    </div>
  )
}
