import type { Submission } from '@/lib/backend/leads-schema'
import { aSubmission } from '@/testing/records'
import { leadsCsv, toLeadRow } from './lead-rows'

const lead = (over: Partial<Submission>) => aSubmission({ message: 'Hello, "team"', ...over })

describe('lead rows', () => {
  const rows = [
    lead({ id: '1' }),
    lead({
      id: '2',
      fullName: 'Bo Chen',
      email: 'bo@x.io',
      phone: '2125550100',
      formType: 'consultation',
      message: null,
    }),
    lead({ id: '3', fullName: null, email: null, formType: 'other_form', message: 'Quarterly payouts?' }),
  ].map(toLeadRow)

  it('exports the rows as CSV', () => {
    const csv = leadsCsv(rows.slice(0, 1))
    const [header, line] = csv.split('\r\n')
    expect(header).toBe(
      '"Date","Form Type","Name","Email","Phone","Details","Investor Type","Investment Amount","Investment Goal","Investment Timeline","Message","Submitted From","Status","Source","Follow-up"',
    )
    expect(line).toBe(
      '"2026-03-01T10:00:00.000Z","Contact Form","Ann Lee","ann@example.com","","Hello, ""team""","","","","","Hello, ""team""","/contact","New","Direct",""',
    )
  })
})
