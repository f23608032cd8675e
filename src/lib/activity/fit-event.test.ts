import { siteEventInputSchema } from '@/lib/backend/events-schema'
import { cutText, fitDetails, fitMetadata } from './fit-event'

const asEvent = (details: string, metadata: Record<string, unknown>) =>
  siteEventInputSchema.safeParse({ type: 'form', details, metadata, page: '/', userAgent: null })

describe('fitDetails', () => {
  it('keeps short details and cuts long ones to 1000 characters', () => {
    expect(fitDetails('What is the minimum?')).toBe('What is the minimum?')
    expect(fitDetails('a'.repeat(5000))).toBe('a'.repeat(1000))
    expect(asEvent(fitDetails('a'.repeat(5000)), {}).success).toBe(true)
  })

  it('never splits a surrogate pair', () => {
    const text = `${'a'.repeat(999)}😀tail`
    expect(fitDetails(text)).toBe('a'.repeat(999))
    expect(cutText('ab😀', 3)).toBe('ab')
    expect(cutText('ab😀', 4)).toBe('ab😀')
  })
})

describe('fitMetadata', () => {
  it('returns small metadata as plain JSON (dates as ISO strings)', () => {
    expect(fitMetadata({ path: '/', at: new Date('2030-01-02T00:00:00Z') })).toEqual({
      path: '/',
      at: '2030-01-02T00:00:00.000Z',
    })
  })

  it('shortens long text so a consultation with a long message still fits, and marks the cut', () => {
    const metadata = { visitId: 'v-123', fullName: 'Ann Lee', email: 'ann@example.com', message: 'm'.repeat(5000) }
    const fitted = fitMetadata(metadata)
    expect(fitted).toMatchObject({ visitId: 'v-123', fullName: 'Ann Lee', email: 'ann@example.com', truncated: true })
    expect(String(fitted.message)).toMatch(/^m{199}…$/)
    expect(asEvent('Consultation scheduled', fitted).success).toBe(true)
  })

  it('keeps the smallest entries when shortening text is not enough', () => {
    const metadata = {
      list: Array.from({ length: 500 }, (_, i) => `item ${i}`),
      visitId: '0f8c2d4e-1b3a-4c5d-8e9f-a0b1c2d3e4f5',
      seconds: 12,
    }
    const fitted = fitMetadata(metadata)
    expect(fitted).toEqual({ visitId: metadata.visitId, seconds: 12, truncated: true })
    expect(asEvent('x', fitted).success).toBe(true)
  })

  it('fits metadata of many small keys (measured as the database measures it)', () => {
    const metadata = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`k${String(i).padStart(3, '0')}`, 0]))
    const fitted = fitMetadata(metadata)
    expect(fitted.truncated).toBe(true)
    expect(Object.keys(fitted).length).toBeGreaterThan(100)
    expect(asEvent('x', fitted).success).toBe(true)
  })

  it('replaces metadata that cannot be serialised', () => {
    const circular: Record<string, unknown> = {}
    circular.self = circular
    expect(fitMetadata(circular)).toEqual({ unserialisable: true })
  })
})
