import { timeSpent } from './activity'

describe('the Time Spent rule', () => {
  it('takes the text after "Time spent:"', () => {
    expect(timeSpent('Left /about. Time spent: 42 seconds')).toBe('42 seconds')
  })
  it('otherwise reads Active', () => {
    expect(timeSpent('Viewed /about')).toBe('Active')
    expect(timeSpent('Time spent:')).toBe('Active')
  })
})
