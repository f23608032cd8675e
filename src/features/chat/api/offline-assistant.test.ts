import { site } from '@/config/site'
import { ANSWER_LEGEND } from '../../../../supabase/functions/_shared/answer-legend.ts'
import { answerOffline, createOfflineAssistant, matchIntent } from './offline-assistant'

const CALL = '(/schedule-consultation)'

/** [question, intent, facts the answer must contain] */
const cases: Array<[string, string, string[]]> = [
  ['What is the minimum investment?', 'minimum', ['$50,000']],
  ['How much do I need to invest?', 'minimum', ['$50,000']],
  ['Can I start with $10,000?', 'minimum', ['$50,000']],
  ['How long have you been in business?', 'track-record', ['since 2005']],
  ["What's your track record?", 'track-record', ['since 2005']],
  ['When are distributions paid?', 'distributions', ['quarterly']],
  ['How often do you pay dividends?', 'distributions', ['quarterly']],
  [
    'What returns can I expect?',
    'returns',
    ['stable long-term returns', 'does not guarantee', '/investment-calculator'],
  ],
  ['Who can invest? Do I need to be accredited?', 'qualified', ['qualified investors', 'net worth', CALL]],
  ['Am I eligible?', 'qualified', ['qualified investors']],
  ['What are preferred shares?', 'preferred-shares', ['preferred-share programs', 'quarterly']],
  ['Are there tax benefits?', 'tax', ['tax-advantaged', 'tax advisor', CALL]],
  ['Is this investment risky? Could I lose money?', 'risk', ['loss of principal', CALL]],
  ['Is it safe?', 'risk', ['risk']],
  ['Are you regulated and compliant?', 'compliance', ['Transparency and compliance']],
  ['How transparent is your reporting?', 'compliance', ['Transparency']],
  [
    'What is reinsurance and how does it work?',
    'reinsurance',
    ['insurance for insurance companies', '- You buy shares'],
  ],
  ['How do I get started?', 'get-started', ['1. ', CALL, '$50,000']],
  ['What are the next steps to sign up?', 'get-started', [CALL]],
  ['Can I book a meeting with an advisor?', 'schedule', [CALL]],
  ['What is your email address?', 'contact', [site.email]],
  ['Where is your office located?', 'contact', ['165 Broadway', 'New York']],
  ['What is your phone number?', 'contact', [site.phone]],
  ['What fees do you charge?', 'fees', [CALL]],
  ['Can I withdraw my money early?', 'liquidity', [CALL]],
  ['Who are you?', 'about', [site.name, 'preferred-share']],
  ['What is the minimum age to invest?', 'qualified', ['at least 18']],
  ['Can I hold this in my IRAs?', 'tax', ['tax advisor']],
  ['How are profits distributed?', 'distributions', ['quarterly']],
  ['Are you SEC registered?', 'compliance', ['compliance']],
  ['What happens if there is a hurricane?', 'risk', ['loss of principal']],
  ['What do you invest in?', 'about', ['reinsurance investment and preferred-share programs']],
  ['Hello', 'greeting', ['Hello!']],
  ['Thanks a lot!', 'thanks', ["You're welcome"]],
  ['Is it FDIC insured?', 'insured', ['not FDIC insured', 'may lose value', 'principal']],
  ['Is my investment insured?', 'insured', ['not FDIC insured', 'may lose value']],
  ['Is my money protected?', 'insured', ['not insured by any government agency', 'not guaranteed']],
]

describe('offline assistant: intents and facts', () => {
  it.each(cases)('%s -> %s', (question, intent, facts) => {
    expect(matchIntent(question)?.id).toBe(intent)
    const answer = answerOffline(question)
    for (const fact of facts) expect(answer).toContain(fact)
  })

  it('has at least 20 question cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(20)
  })

  it.each(['What is the weather in Paris?', 'asdfgh', 'Tell me a joke', '???'])(
    'is unsure about %j and suggests booking a call',
    (question) => {
      expect(matchIntent(question)).toBeNull()
      expect(answerOffline(question)).toContain(`[schedule a consultation]${CALL}`)
    },
  )

  it('is deterministic', () => {
    for (const [question] of cases) expect(answerOffline(question)).toBe(answerOffline(question))
  })
})

describe('offline assistant: the legend', () => {
  it.each([
    'What returns can I expect?',
    'Is it FDIC insured?',
    'Are returns guaranteed?',
    'When are distributions paid?',
    'Is the yield guaranteed?',
  ])('an answer about returns, yields, guarantees or insurance ends with it: %j', (question) => {
    const answer = answerOffline(question)
    expect(answer.endsWith(`\n\n${ANSWER_LEGEND}`)).toBe(true)
    expect(answer.split(ANSWER_LEGEND)).toHaveLength(2)
  })

  it.each(['What is the minimum investment?', 'Where is your office located?', 'Hello'])(
    'other answers carry none: %j',
    (question) => {
      expect(answerOffline(question)).not.toContain(ANSWER_LEGEND)
    },
  )
})

describe('createOfflineAssistant', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('answers after a short simulated wait', async () => {
    const ask = createOfflineAssistant({ delayMs: 500 })
    let answer: string | undefined
    void ask([], 'minimum investment?').then((a) => (answer = a.content))
    await vi.advanceTimersByTimeAsync(499)
    expect(answer).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(answer).toContain('$50,000')
  })

  it('stops when aborted', async () => {
    const ask = createOfflineAssistant({ delayMs: 500 })
    const controller = new AbortController()
    const pending = ask([], 'hi', controller.signal)
    controller.abort(new Error('closed'))
    await expect(pending).rejects.toThrow('closed')
  })
})
