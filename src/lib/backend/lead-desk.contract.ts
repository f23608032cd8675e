/**
 * The lead desk's part of the backend contract (run by contract.test.ts on both adapters):
 * status, follow-up, source, the desk's filters and sorts, notes and history, who may do what.
 */
import type { Backend } from './backend'
import type { SubmissionInput } from './leads-schema'
import { codeOf } from './team.contract'

export interface ContractContext {
  backend: () => Backend
  signInAs: (who: 'admin' | 'member' | 'visitor') => Promise<void>
  submission: (overrides?: Partial<SubmissionInput>) => SubmissionInput
  adminEmail: string
  /** Records that the firm was e-mailed about the lead (the notification path's write). */
  markNotified: (id: string) => Promise<void>
}

export function leadDeskContract({ backend, signInAs, submission, adminEmail, markNotified }: ContractContext) {
  const b = () => backend()
  /** Stores the leads (as a visitor), signs the admin in and returns their ids by name. */
  async function seed(leads: Partial<SubmissionInput>[]): Promise<Record<string, string>> {
    for (const lead of leads) await b().submissions.insert(submission(lead))
    await signInAs('admin')
    const { rows } = await b().submissions.query({ pageSize: 100 })
    return Object.fromEntries(rows.map((r) => [r.fullName ?? '', r.id]))
  }
  const names = async (query: Parameters<Backend['submissions']['query']>[0]) =>
    (await b().submissions.query(query)).rows.map((r) => r.fullName)

  it('starts a lead as new; an admin changes its status, recorded in the history with who', async () => {
    const ids = await seed([{ fullName: 'Ann' }, { fullName: 'Bo' }])
    const ann = ids.Ann ?? ''
    await expect(b().submissions.query()).resolves.toMatchObject({ rows: [{ status: 'new' }, { status: 'new' }] })
    await b().submissions.setStatus(ann, 'contacted')
    await b().submissions.setStatus(ann, 'contacted')
    await expect(names({ status: 'contacted' })).resolves.toEqual(['Ann'])
    await expect(names({ status: 'new' })).resolves.toEqual(['Bo'])
    const history = await b().notes.list(ann)
    expect(history).toMatchObject({
      total: 1,
      rows: [{ kind: 'status', status: 'contacted', authorEmail: adminEmail, submissionId: ann }],
    })
    expect(await codeOf(b().submissions.setStatus(ann, 'hot' as 'new'))).toBe('invalid')
    expect(await codeOf(b().submissions.setStatus('00000000-0000-4000-8000-0000000000ff', 'won'))).toBe('not_found')
  })

  it('finds the leads the firm was not e-mailed about (spam left out), with or without words', async () => {
    const ids = await seed([
      { fullName: 'Ann Lee' },
      { fullName: 'Bo Lee' },
      { fullName: 'Cy Lee' },
      { fullName: 'Di' },
    ])
    await markNotified(ids['Ann Lee'] ?? '')
    await b().submissions.setStatus(ids['Bo Lee'] ?? '', 'spam')
    await expect(names({ notNotified: true })).resolves.toEqual(['Di', 'Cy Lee'])
    await expect(names({ notNotified: true, search: 'lee' })).resolves.toEqual(['Cy Lee'])
    await expect(b().submissions.query({ notNotified: true })).resolves.toMatchObject({
      total: 2,
      rows: [
        { notifiedAt: null, unnotified: true },
        { notifiedAt: null, unnotified: true },
      ],
    })
    await expect(names({ search: 'lee' })).resolves.toHaveLength(3)
  })

  it('keeps status, follow-up and notes from members and visitors', async () => {
    const ids = await seed([{ fullName: 'Ann' }])
    const ann = ids.Ann ?? ''
    await signInAs('member')
    expect(await codeOf(b().submissions.setStatus(ann, 'won'))).toBe('not_found')
    expect(await codeOf(b().submissions.setFollowUp(ann, '2026-12-01'))).toBe('not_found')
    expect(await codeOf(b().notes.add(ann, 'Hi'))).toBe('forbidden')
    await expect(b().notes.list(ann)).resolves.toEqual({ rows: [], total: 0 })
    await expect(b().submissions.sources()).resolves.toEqual([])
    await signInAs('visitor')
    expect(await codeOf(b().submissions.setStatus(ann, 'won'))).toBe('forbidden')
    expect(await codeOf(b().notes.add(ann, 'Hi'))).toBe('forbidden')
    expect(await codeOf(b().notes.list(ann))).toBe('forbidden')
    expect(await codeOf(b().submissions.sources())).toBe('forbidden')
    await signInAs('admin')
    await expect(b().submissions.query()).resolves.toMatchObject({ rows: [{ status: 'new', followUpOn: null }] })
  })

  it('adds notes newest first with the status changes; refuses blank, long and orphan notes', async () => {
    const ids = await seed([{ fullName: 'Ann' }])
    const ann = ids.Ann ?? ''
    await b().notes.add(ann, '  Called, left a voicemail  ')
    await b().submissions.setStatus(ann, 'qualified')
    await b().notes.add(ann, 'Sent the term sheet')
    const { rows, total } = await b().notes.list(ann)
    expect(total).toBe(3)
    expect(rows.map((n) => [n.kind, n.body])).toEqual([
      ['note', 'Sent the term sheet'],
      ['status', 'Status changed from new to qualified'],
      ['note', 'Called, left a voicemail'],
    ])
    expect(rows[0]).toMatchObject({ authorEmail: adminEmail, status: null })
    await expect(b().notes.list(ann, { page: 1, pageSize: 2 })).resolves.toMatchObject({ total: 3, rows: [{}] })
    expect(await codeOf(b().notes.add(ann, '   '))).toBe('invalid')
    expect(await codeOf(b().notes.add(ann, 'x'.repeat(5001)))).toBe('invalid')
    expect(await codeOf(b().notes.add('00000000-0000-4000-8000-0000000000ff', 'Lost'))).toBe('invalid')
  })

  it('sets and clears follow-ups; "due" finds today and overdue; sorts by follow-up, then oldest first', async () => {
    const ids = await seed([{ fullName: 'Ann' }, { fullName: 'Bo' }, { fullName: 'Cy' }, { fullName: 'Di' }])
    await b().submissions.setFollowUp(ids.Ann ?? '', '2026-11-20')
    await b().submissions.setFollowUp(ids.Bo ?? '', '2026-11-23')
    await b().submissions.setFollowUp(ids.Cy ?? '', '2026-11-24')
    await b().submissions.setFollowUp(ids.Di ?? '', '2026-11-01')
    await b().submissions.setFollowUp(ids.Di ?? '', null)
    await expect(names({ dueOn: '2026-11-23' })).resolves.toEqual(['Bo', 'Ann'])
    await expect(names({ sort: 'follow_up' })).resolves.toEqual(['Ann', 'Bo', 'Cy', 'Di'])
    await expect(names({ sort: 'oldest' })).resolves.toEqual(['Ann', 'Bo', 'Cy', 'Di'])
    await expect(names({})).resolves.toEqual(['Di', 'Cy', 'Bo', 'Ann'])
    expect(await codeOf(b().submissions.setFollowUp(ids.Ann ?? '', '2026-02-30'))).toBe('invalid')
    await expect(b().notes.list(ids.Ann ?? '')).resolves.toMatchObject({ total: 0 })
  })

  it('names each source (utm, referrer host, Direct), filters by it and counts the sources', async () => {
    await seed([
      { fullName: 'Ann', metadata: { attribution: { source: 'newsletter', medium: 'email', landing_page: '/' } } },
      { fullName: 'Bo', metadata: { attribution: { referrer: 'https://www.google.com', landing_page: '/about' } } },
      { fullName: 'Cy', metadata: { attribution: { landing_page: '/contact' } } },
      { fullName: 'Di', metadata: {} },
      { fullName: 'Ed', metadata: { attribution: { source: 'newsletter', referrer: 'https://x.io' } } },
    ])
    await expect(names({ source: 'newsletter' })).resolves.toEqual(['Ed', 'Ann'])
    await expect(names({ source: 'www.google.com' })).resolves.toEqual(['Bo'])
    await expect(names({ source: 'Direct' })).resolves.toEqual(['Di', 'Cy'])
    await expect(b().submissions.sources()).resolves.toEqual([
      { source: 'Direct', leads: 2 },
      { source: 'newsletter', leads: 2 },
      { source: 'www.google.com', leads: 1 },
    ])
  })

  it('refuses an attribution of the wrong shape', async () => {
    const bad = [{ attribution: { gclid: 'x' } }, { attribution: { source: 's'.repeat(201) } }, { attribution: 'x' }]
    for (const metadata of bad) expect(await codeOf(b().submissions.insert(submission({ metadata })))).toBe('invalid')
  })
}
