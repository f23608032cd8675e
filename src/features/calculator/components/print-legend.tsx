import { paths } from '@/config/paths'
import { site } from '@/config/site'
import { projectionLegend } from '@/content/disclosures'

/**
 * The legend as the footer of the report's layout table: hidden on screen (the legend beside the
 * figures is there); printed, the browser repeats a table's footer at the foot of every page.
 */
export function PrintLegend() {
  const disclaimer = `${site.url}${paths.disclaimer}`
  return (
    <tfoot data-print-legend className="hidden">
      <tr>
        <td>
          <strong>{`${projectionLegend.title}.`}</strong> {projectionLegend.points.join(' ')}{' '}
          {`${projectionLegend.disclaimerLink}: `}
          <a href={disclaimer}>{disclaimer}</a>
        </td>
      </tr>
    </tfoot>
  )
}
