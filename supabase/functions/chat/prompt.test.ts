import { buildSystemPrompt } from './prompt.ts'

it.each([
  'Hudson Reinsurance Partners',
  'brief, friendly and conversational',
  'preferred-share programs',
  'tax advantages',
  '$50,000',
  'stable long-term returns',
  'since 2005',
  'transparency and compliance',
  'scheduling a call',
])('the server prompt mentions %s', (fact) => {
  expect(buildSystemPrompt('Hudson Reinsurance Partners')).toContain(fact)
})
