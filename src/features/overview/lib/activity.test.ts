import { timeSpent } from './activity'

describe('the Time Spent rule', () => {
  it('says the seconds spent, in minutes and hours when longer', () => {
    expect(timeSpent(0)).toBe('0s')
    expect(timeSpent(42)).toBe('42s')
    expect(timeSpent(185)).toBe('3m 05s')
    expect(timeSpent(3725)).toBe('1h 02m')
  })
  it('otherwise reads Active', () => {
    expect(timeSpent(null)).toBe('Active')
    expect(timeSpent(-1)).toBe('Active')
  })
})
