import { NO_FILTER, toLeadQuery } from './lead-filter'

describe('the toolbar as a query', () => {
  it('leaves out what is not filtered, turns "Due today" into a date and passes "Not notified"', () => {
    expect(toLeadQuery(NO_FILTER, '2026-11-23')).toEqual({})
    expect(
      toLeadQuery(
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
    expect(toLeadQuery({ ...NO_FILTER, formType: 'bogus', status: 'hot' }, '2026-11-23')).toEqual({})
  })
})
