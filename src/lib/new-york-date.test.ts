import { formatNewYork, newYorkToday } from '@/lib/new-york-date'

describe("New York's date", () => {
  it('is still the previous day late in the New York evening, whatever the machine zone', () => {
    expect(newYorkToday(new Date('2026-11-23T03:30:00Z'))).toBe('2026-11-22')
    expect(newYorkToday(new Date('2026-11-23T05:30:00Z'))).toBe('2026-11-23')
    // summer time (UTC-4)
    expect(newYorkToday(new Date('2026-07-01T03:59:00Z'))).toBe('2026-06-30')
    expect(newYorkToday(new Date('2026-07-01T04:00:00Z'))).toBe('2026-07-01')
  })

  it("shows an instant on New York's clock in winter and in summer, and unreadable text as it is", () => {
    expect(formatNewYork('2026-11-23T03:30:00Z')).toBe('Nov 22, 2026 10:30 PM')
    expect(formatNewYork('2026-07-01T16:05:00Z', 'MMM d, yyyy h:mm a')).toBe('Jul 1, 2026 12:05 PM')
    expect(formatNewYork('not a date')).toBe('not a date')
  })
})
