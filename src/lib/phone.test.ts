import { describe, expect, it } from 'vitest'
import { formatPhone, isPhone, phoneCharacters, toE164 } from './phone'

describe('toE164', () => {
  it.each([
    ['2125550142', '+12125550142'],
    ['(212) 555-0142', '+12125550142'],
    ['212.555.0142', '+12125550142'],
    ['212-555-0142', '+12125550142'],
    ['1 212 555 0142', '+12125550142'],
    ['+1 (212) 555-0142', '+12125550142'],
    ['  2125550142  ', '+12125550142'],
    ['5551234567', '+15551234567'],
    ['+44 20 7946 0958', '+442079460958'],
    ['011 44 20 7946 0958', '+442079460958'],
    ['00 44 20 7946 0958', '+442079460958'],
    ['+49 30 123456', '+4930123456'],
    ['+33 1 23 45 67 89', '+33123456789'],
    ['+91 98765 43210', '+919876543210'],
    ['+86 138 0013 8000', '+8613800138000'],
    ['+1 416 555 0199', '+14165550199'],
  ])('reads %j as %s', (typed, e164) => {
    expect(toE164(typed)).toBe(e164)
    expect(isPhone(typed)).toBe(true)
  })

  it.each([
    ['', 'nothing'],
    ['12345', 'too short'],
    ['555-1234', 'seven digits, no area code'],
    ['212555014', 'nine digits'],
    ['21255501421', 'eleven digits not starting with 1'],
    ['0215550142', 'an area code starting with 0'],
    ['1215550142', 'an area code starting with 1'],
    ['212-555-CALL', 'letters'],
    ['+1', 'a country code alone'],
    ['++44 20 7946 0958', 'two plus signs'],
    ['44+20 7946 0958', 'a plus sign inside'],
    ['+44 20', 'too short for its country'],
    ['+999 1234 5678', 'no such country code'],
    ['1'.repeat(41), 'over 40 characters'],
  ])('refuses %j (%s)', (typed) => {
    expect(toE164(typed)).toBeNull()
    expect(isPhone(typed)).toBe(false)
  })
})

describe('formatPhone', () => {
  it.each([
    ['5551234567', '(555) 123-4567'],
    ['(555) 123-4567', '(555) 123-4567'],
    ['555.123.4567', '(555) 123-4567'],
    ['+15551234567', '(555) 123-4567'],
    ['2125550142', '(212) 555-0142'],
    ['+1 212 555 0142', '(212) 555-0142'],
    ['+442079460958', '+44 20 7946 0958'],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['+4930123456', '+49 30 123456'],
    ['+14165550199', '(416) 555-0199'],
  ])('shows %j as %j', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown)
  })

  it('gives back, trimmed, what is no phone number, and "" for nothing', () => {
    expect(formatPhone(' call me ')).toBe('call me')
    expect(formatPhone('12345')).toBe('12345')
    expect(formatPhone('')).toBe('')
    expect(formatPhone(null)).toBe('')
    expect(formatPhone(undefined)).toBe('')
  })
})

describe('phoneCharacters', () => {
  it('keeps digits, spaces, "+" and the usual separators, drops the rest', () => {
    expect(phoneCharacters('+44 (20) 7946-0958')).toBe('+44 (20) 7946-0958')
    expect(phoneCharacters('212-555-CALL x1')).toBe('212-555- 1')
    expect(phoneCharacters('212.555.0142')).toBe('212.555.0142')
  })
})
