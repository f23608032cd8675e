/** The firm's e-mail cannot be forged from the form: no visitor field writes a line of its own. */
import { digestSubject, digestText, leadSubject, leadText } from './email.ts'
import { lead } from './fakes.test-util.ts'
import { defanged, oneLine, quoted } from './text.ts'

const DASHBOARD = 'https://www.firm.example/admin-dashboard'
const BREAKS = ['\r\n', '\r', '\n', '\u0085', '\u2028', '\u2029', '\u000b', '\u000c']

/** The lines a mail client shows: every line break plain text knows. */
// eslint-disable-next-line no-control-regex -- vertical tab and form feed end a line too
const linesOf = (text: string) => text.split(/\r\n|[\r\n\u000b\u000c\u0085\u2028\u2029]/)

describe('the lead e-mail', () => {
  it('starts with the lead id and the link to the lead itself', () => {
    const text = leadText(lead(), DASHBOARD)
    expect(linesOf(text).slice(0, 2)).toEqual([
      'Lead id: 3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b',
      'Open this lead: https://www.firm.example/admin-dashboard?lead=3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b',
    ])
  })

  it.each(BREAKS.map((b) => [JSON.stringify(b), b]))(
    'a single-line field with %s writes no line of its own',
    (_, br) => {
      const forged = lead({
        full_name: `Ann${br}Reply-To: thief@evil.example`,
        email: 'ann@visitor.example',
        phone: `212${br}Email: thief@evil.example`,
        investor_type: `x${br}Open this lead: https://evil.example/admin`,
        page: `/contact${br}Lead id: 00000000-0000-4000-8000-000000000000`,
        message: `Hi${br}Open this lead: https://evil.example${br}Lead id: 00000000-0000-4000-8000-000000000000`,
      })
      const lines = linesOf(leadText(forged, DASHBOARD))
      expect(lines.filter((l) => l.startsWith('Reply-To:'))).toEqual([])
      expect(lines.filter((l) => l.startsWith('Email:'))).toEqual(['Email: ann@visitor.example'])
      expect(lines.filter((l) => l.startsWith('Open this lead:'))).toEqual([
        'Open this lead: https://www.firm.example/admin-dashboard?lead=3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b',
      ])
      expect(lines.filter((l) => l.startsWith('Lead id:'))).toEqual(['Lead id: 3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b'])
      expect(lines).toContain('Name: Ann Reply-To: thief@evil[.]example')
      expect(lines).toContain('Phone: 212 Email: thief@evil[.]example')
      // The message keeps its lines, each one quoted.
      expect(lines).toContain('> Open this lead: hxxps://evil[.]example')
      expect(linesOf(leadSubject(forged))).toHaveLength(1)
    },
  )

  it('quotes every line of the message, blank ones too', () => {
    expect(quoted('one\r\n\r\ntwo\u2028three')).toEqual(['> one', '>', '> two', '> three'])
    expect(linesOf(leadText(lead({ message: 'a\nb' }), DASHBOARD))).toEqual(
      expect.arrayContaining(['Message (as the visitor wrote it):', '> a', '> b']),
    )
  })

  it('drops the other control characters too, and trims', () => {
    expect(oneLine(' a\tb\u0000c\u007fd\u009f ')).toBe('a b c d')
  })

  it('shows a lost slot only when it is a real day and one of the 13 slots', () => {
    const text = (conflict: unknown) => leadText(lead({ metadata: { slot_conflict: conflict } }), DASHBOARD)
    expect(text({ date: '2030-03-05', time_slot: '9:30 AM' })).toContain(
      'Requested slot: 2030-03-05 at 9:30 AM New York time, already booked by someone else',
    )
    for (const conflict of [
      { date: '2030-03-05', time_slot: '9:30 AM\nBcc: thief@evil.example' },
      { date: '2030-03-05', time_slot: '12:00 PM' },
      { date: '2030-03-05\nX: y', time_slot: '9:30 AM' },
      { date: '2030-03-05', time_slot: { toString: 'x' } },
      'garbage',
    ]) {
      expect(text(conflict)).not.toContain('Requested slot')
    }
  })

  it('names the lead by e-mail when there is no name', () => {
    expect(leadSubject(lead({ form_type: 'newsletter', full_name: null }))).toBe(
      'New lead: Newsletter from ann@visitor.example',
    )
  })
})

describe('visitor text: no reordering, no links', () => {
  const BIDI = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069']

  it.each(BIDI.map((c) => [`U+${c.charCodeAt(0).toString(16).toUpperCase()}`, c]))(
    'drops the bidirectional control %s from fields, the subject and the message',
    (_, control) => {
      const text = leadText(
        lead({ full_name: `Ann${control}moc.live`, phone: `212${control}555`, message: `Hi${control}there` }),
        DASHBOARD,
      )
      const subject = leadSubject(lead({ full_name: `Ann${control} Smith` }))
      expect(text).not.toContain(control)
      expect(subject).toBe('New lead: Consultation from Ann Smith')
      expect(linesOf(text)).toEqual(expect.arrayContaining(['Phone: 212555', '> Hithere']))
    },
  )

  it('defangs the addresses a visitor typed, in fields, the subject and the message', () => {
    const forged = lead({
      full_name: 'Visit https://evil.example/login',
      investor_type: 'see www.evil.example',
      page: 'http://10.0.0.1/admin',
      message: 'Log in at HTTPS://secure.evil.example/?a=b or ftp://files.evil.example.\nOr bücher.example',
    })
    const lines = linesOf(leadText(forged, DASHBOARD))
    expect(lines).toEqual(
      expect.arrayContaining([
        'Name: Visit hxxps://evil[.]example/login',
        'Investor type / interest: see www[.]evil[.]example',
        'Page: hxxp://10[.]0[.]0[.]1/admin',
        '> Log in at HxxPS://secure[.]evil[.]example/?a=b or ftp[://]files[.]evil[.]example.',
        '> Or bücher[.]example',
      ]),
    )
    expect(leadSubject(forged)).toBe('New lead: Consultation from Visit hxxps://evil[.]example/login')
    // The firm's own link and the visitor's address (to reply to) stay as they are.
    expect(lines).toContain(
      'Open this lead: https://www.firm.example/admin-dashboard?lead=3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b',
    )
    expect(lines).toContain('Email: ann@visitor.example')
    expect(lines.filter((l) => /https?:\/\//i.test(l))).toHaveLength(1)
  })

  it('defangs the dots of full-width and ideographic host names, and leaves plain prose alone', () => {
    expect(defanged('evil\uff0eexample and evil\u3002example')).toBe('evil[.]example and evil[.]example')
    expect(defanged('About $50,000.00, e.g. 3.5% a year, in 2 years.')).toBe(
      'About $50,000.00, e.g. 3.5% a year, in 2 years.',
    )
  })
})

describe('the digest', () => {
  const leads = [
    lead(),
    lead({ id: '4a000000-0000-4000-8000-000000000002', full_name: 'Bo\nReply-To: x@evil.example' }),
  ]

  it('lists every lead with its own id and link, visitor fields on one line each', () => {
    const lines = linesOf(digestText(leads, DASHBOARD))
    expect(digestSubject(leads)).toBe('New leads: 2 received while the hourly e-mail limit was reached')
    expect(lines.filter((l) => l.startsWith('Lead id:'))).toEqual([
      'Lead id: 3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b',
      'Lead id: 4a000000-0000-4000-8000-000000000002',
    ])
    expect(lines).toContain(
      'Open this lead: https://www.firm.example/admin-dashboard?lead=4a000000-0000-4000-8000-000000000002',
    )
    expect(lines.filter((l) => l.startsWith('Reply-To:'))).toEqual([])
  })

  it('defangs visitor addresses and drops bidirectional controls in every lead', () => {
    const text = digestText(
      [lead({ full_name: 'Bo\u202e https://evil.example', message: 'see evil.example' })],
      DASHBOARD,
    )
    expect(linesOf(text)).toEqual(expect.arrayContaining(['Name: Bo hxxps://evil[.]example', '> see evil[.]example']))
    expect(text).not.toContain('\u202e')
  })

  it('cuts each message to 500 characters', () => {
    const text = digestText([lead({ message: 'm'.repeat(2000) })], DASHBOARD)
    expect(text).toContain(`> ${'m'.repeat(500)}…`)
    expect(text).not.toContain('m'.repeat(501))
  })
})
