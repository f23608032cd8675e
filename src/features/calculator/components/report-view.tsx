import { Printer } from 'lucide-react'
import { useId } from 'react'
import { site } from '@/config/site'
import { once } from '@/lib/once'
import { Button } from '@/components/ui/button'
import { durationLabel } from '../model/options'
import type { CalculatorData } from '../model/schema'
import { projectionFor } from '../model/projection'
import { CalculatorDisclaimer } from './disclaimer'
import { GrowthChart } from './growth-chart'
import { Overview } from './overview'
import { Methodology } from './methodology'
import { PrintLegend } from './print-legend'
import { ScheduleTable } from './schedule-table'
import { StepHeading } from './step-heading'
import './report.css'

const dateFormat = once(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }))

/** The confirmation and the printable projection report (print stylesheet in report.css). */
export function ReportView({ data, onBack }: { data: CalculatorData; onBack: () => void }) {
  const projection = projectionFor(data)
  const years = Number(data.investmentDuration)
  const legendId = useId()
  const rows: [string, string][] = [
    ['Name', data.fullName],
    ['Email', data.email],
    ['Mobile', data.mobileNumber],
    ['Investor type', data.investorType],
    ['Goal', data.investmentGoal],
    ['Timeline', data.investmentTimeline],
    ['Expected return', `${data.returnRate} per year`],
    ['Investment type', data.investmentType === 'monthly' ? 'Monthly contributions' : 'One-time investment'],
    ['Duration', durationLabel(years)],
  ]
  return (
    <div className="grid gap-6">
      <div className="grid gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-5" data-print-hide>
        <StepHeading focus>Report Requested</StepHeading>
        <p className="text-ink-800">
          Your personalized investment report will be sent to your email shortly. You can also print it or save it as a
          PDF now.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            Print or save as PDF
          </Button>
          <Button variant="outline" onClick={onBack}>
            Back to calculator
          </Button>
        </div>
      </div>
      <article data-print-report aria-labelledby="report-title" className="rounded-2xl border border-ink-200 p-6">
        {/* A one-cell layout table: printed, its footer (the legend) repeats at the foot of every page. */}
        <table role="presentation" className="w-full">
          <tbody>
            <tr>
              <td>
                <div className="grid gap-5">
                  <div className="grid gap-1">
                    <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{site.name}</p>
                    <h2 id="report-title" className="text-2xl font-semibold text-ink-900">
                      Investment Projection Report
                    </h2>
                    <p className="text-sm text-ink-700">{`Prepared for ${data.fullName} on ${dateFormat().format(new Date())}`}</p>
                  </div>
                  <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
                    {rows.map(([term, value]) => (
                      <div key={term}>
                        <dt className="text-ink-600">{term}</dt>
                        <dd className="font-medium text-ink-900">{value}</dd>
                      </div>
                    ))}
                  </dl>
                  <Overview projection={projection} years={years} legendId={legendId} />
                  <Methodology />
                  <GrowthChart schedule={projection.schedule} legendId={legendId} />
                  <ScheduleTable schedule={projection.schedule} legendId={legendId} />
                  <CalculatorDisclaimer />
                  <p className="text-sm text-ink-700">{`${site.name} · ${site.email} · ${site.phone}`}</p>
                </div>
              </td>
            </tr>
          </tbody>
          <PrintLegend />
        </table>
      </article>
    </div>
  )
}
