import { changeOf, rateChangeOf } from './change'

describe('a figure beside the previous period', () => {
  it('says the rise or fall in whole per cent, in words for screen readers', () => {
    expect(changeOf(112, 100, 30)).toEqual({
      direction: 'up',
      percent: 12,
      short: '▲ 12%',
      sentence: 'Up 12% from 100 in the previous 30 days',
    })
    expect(changeOf(1900, 2000, 7)).toMatchObject({
      direction: 'down',
      percent: -5,
      short: '▼ 5%',
      sentence: 'Down 5% from 2,000 in the previous 7 days',
    })
  })

  it('rounds a change below half a per cent to no change', () => {
    expect(changeOf(1001, 1000, 90)).toMatchObject({ direction: 'same', percent: 0, short: 'No change' })
  })

  it('gives no per cent of nothing', () => {
    expect(changeOf(5, 0, 30)).toMatchObject({ direction: 'new', percent: null, short: 'New' })
    expect(changeOf(0, 0, 30)).toMatchObject({ direction: 'same', short: 'No change' })
  })
})

describe('a rate beside the previous period', () => {
  it('says the change in percentage points', () => {
    expect(rateChangeOf(0.025, 0.02, 30)).toMatchObject({
      direction: 'up',
      short: '▲ 0.5 pts',
      sentence: 'Up 0.5 percentage points from 2.0% in the previous 30 days',
    })
    expect(rateChangeOf(0.01, 0.02, 7)).toMatchObject({ direction: 'down', short: '▼ 1.0 pts' })
    expect(rateChangeOf(0.02, null, 7)).toMatchObject({ short: 'n/a' })
  })
})
