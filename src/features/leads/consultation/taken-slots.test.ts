import { TIME_SLOTS } from './slots'
import { isFullyBooked, monthKey, monthRange, slotOptions, takenOn } from './taken-slots'
import { draftFromSubmission } from './draft'
import { toConsultationSubmission } from './to-submission'
import { toSubmissionInput } from '@/lib/submissions'
import { aConsultation } from '@/testing/records'

const day = new Date(2030, 2, 5) // Tuesday March 5, 2030, local midnight

describe('taken slots', () => {
  it('asks for the whole month of a day, at most 31 days', () => {
    expect(monthRange(day)).toEqual(['2030-03-01', '2030-03-31'])
    expect(monthRange(new Date(2032, 1, 10))).toEqual(['2032-02-01', '2032-02-29'])
    expect(monthKey(day)).toBe('2030-03')
  })

  it('lists the taken slots of one day only', () => {
    const slots = [
      { date: '2030-03-05', timeSlot: '9:30 AM' as const },
      { date: '2030-03-06', timeSlot: '10:00 AM' as const },
    ]
    expect([...takenOn(slots, day)]).toEqual(['9:30 AM'])
    expect(takenOn(undefined, day).size).toBe(0)
    expect(takenOn(slots, undefined).size).toBe(0)
  })

  it('offers every slot, the taken ones as unavailable and disabled', () => {
    const options = slotOptions(new Set(['9:30 AM'] as const))
    expect(options).toHaveLength(13)
    expect(options[1]).toEqual({ value: '9:30 AM', label: '9:30 AM (unavailable)', disabled: true })
    expect(options[0]).toEqual({ value: '9:00 AM', label: '9:00 AM' })
  })

  it('calls a day fully booked only when all 13 slots are taken', () => {
    const all = TIME_SLOTS.map((timeSlot) => ({ date: '2030-03-05', timeSlot }))
    expect(isFullyBooked(all, day)).toBe(true)
    expect(isFullyBooked(all.slice(1), day)).toBe(false)
    expect(isFullyBooked(all, new Date(2030, 2, 6))).toBe(false)
  })
})

describe('a booking handed back', () => {
  it('becomes the form values again, with the day kept and the time cleared', () => {
    const values = aConsultation({ fullName: 'Ann Lee', email: 'ann@example.com', date: day, message: 'Call me' })
    const input = toSubmissionInput(toConsultationSubmission(values))
    expect(input).toMatchObject({ consultationDate: '2030-03-05', consultationSlot: '9:30 AM' })
    expect(draftFromSubmission(input)).toEqual({ ...values, timeSlot: '' })
  })
})
