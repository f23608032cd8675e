import { disclosureVersion } from '@/content/disclosure-version'
import { insertLead } from '@/lib/submissions/insert-lead'
import { useHarness } from '@/testing/backend-harness'
import { aCalculatorData } from '@/testing/records'
import { validRow } from '@/testing/valid-row'
import { toReportSubmission } from '../model/to-submission'

const data = aCalculatorData()

describe('a printed report in the communications archive', () => {
  const h = useHarness('local')

  it('is recorded with its inputs, figures and disclosure version, and no personal data', async () => {
    const version = await disclosureVersion()
    await insertLead(h.client, validRow(toReportSubmission(data, version)))

    await h.signInAs('admin')
    const { data: rows, error } = await h.client
      .from('communications_archive')
      .select('kind, address, content_type, content, details')
      .eq('kind', 'report')
    expect(error).toBeNull()
    expect(rows).toHaveLength(1)
    const [row] = rows!
    expect(row).toMatchObject({ address: '/investment-calculator', content_type: 'application/json' })
    const report = JSON.parse(row!.content) as Record<string, unknown>
    expect(report).toMatchObject({
      inputs: { investment_type: 'one-time', amount: 100_000, return_rate: '8%', years: '10' },
      figures: { investedAmount: 100_000, totalValue: 215_892.5 },
      disclosure_version: version,
      rate_offered: true,
    })
    expect(row!.content).not.toMatch(/Ann Lee|ann@example\.com|2125550142/)
    expect(row!.details).toMatchObject({ disclosure_version: version })
  })

  it('says when the rate was not one the firm offers', async () => {
    await insertLead(h.client, validRow(toReportSubmission({ ...data, returnRate: '7%' }, 'v')))
    await h.signInAs('admin')
    const { data: rows } = await h.client.from('communications_archive').select('content').eq('kind', 'report')
    expect(JSON.parse(rows![0]!.content)).toMatchObject({ rate_offered: false, inputs: { return_rate: '7%' } })
  })
})
