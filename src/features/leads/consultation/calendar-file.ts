/** 'Add to calendar': an .ics file for the booked slot, made with the `ics` package (loaded on click). */
import { formatAddress, site } from '@/config/site'
import { CONSULTATION_MINUTES, slotStartMs, type TimeSlot } from './slots'

export interface Booking {
  date: Date
  timeSlot: TimeSlot
  fullName: string
}

export async function createCalendarFile(booking: Booking): Promise<string> {
  const { createEvent } = await import('ics')
  const { error, value } = createEvent({
    start: slotStartMs(booking.date, booking.timeSlot),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: CONSULTATION_MINUTES },
    title: `Consultation with ${site.name}`,
    description: `Requested consultation for ${booking.fullName} at ${booking.timeSlot} New York time. ${site.name} will contact you to confirm. Questions: ${site.email}, ${site.phone}.`,
    location: `${site.name}, ${formatAddress()}`,
    organizer: { name: site.name, email: site.email },
    status: 'TENTATIVE',
    productId: 'hudson-reinsurance/consultation',
  })
  if (error || !value) throw error ?? new Error('Could not create the calendar file')
  return value
}

export async function downloadCalendarFile(booking: Booking): Promise<void> {
  const text = await createCalendarFile(booking)
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = 'consultation.ics'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1_000)
}
