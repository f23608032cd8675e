import { SYSTEM_PROMPT } from './system-prompt.ts'

it.each([
  'Hudson Reinsurance Partners',
  'brief, friendly and conversational',
  'reinsurance investments',
  'preferred-share programs',
  'tax advantages',
  '$50,000',
  'stable long-term returns',
  'since 2005',
  'transparency and compliance',
  'scheduling a call',
  'politely decline anything else',
])('the system prompt mentions %s', (fact) => {
  expect(SYSTEM_PROMPT).toContain(fact)
})
