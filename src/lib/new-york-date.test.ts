import { newYorkToday } from './new-york-date'
import { NO_FILTER, toSubmissionQuery } from './submission-filter'

describe("New York's date", () => {
  it('is still the previous day late in the New York evening, whatever the machine zone', () => {
    expect(newYorkToday(new Date('2026-11-23T03:30:00Z'))).toBe('2026-11-22')
    expect(newYorkToday(new Date('2026-11-23T05:30:00Z'))).toBe('2026-11-23')
    // summer time (UTC-4)
    expect(newYorkToday(new Date('2026-07-01T03:59:00Z'))).toBe('2026-06-30')
    expect(newYorkToday(new Date('2026-07-01T04:00:00Z'))).toBe('2026-07-01')
  })
})

describe('the toolbar as a query', () => {
  it('leaves out what is not filtered, turns "Due today" into a date and passes "Not notified"', () => {
    expect(toSubmissionQuery(NO_FILTER, '2026-11-23')).toEqual({})
    expect(
      toSubmissionQuery(
        {
          search: ' ann ',
          formType: 'lead',
          status: 'won',
          source: 'google',
          dueToday: true,
          notNotified: true,
          sort: 'follow_up',
        },
        '2026-11-23',
      ),
    ).toEqual({
      search: ' ann ',
      formType: 'lead',
      status: 'won',
      source: 'google',
      dueOn: '2026-11-23',
      notNotified: true,
      sort: 'follow_up',
    })
    expect(toSubmissionQuery({ ...NO_FILTER, formType: 'bogus', status: 'hot' }, '2026-11-23')).toEqual({})
  })
})
