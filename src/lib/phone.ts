/**
 * Phone numbers in one shape: what a visitor types is read as a United States number unless it
 * starts with "+" (or an international prefix such as 011 / 00 + country code), stored as E.164
 * ("+12125550142", "+442079460958") and shown in one format (national for North America's +1,
 * international for every other country). Uses libphonenumber-js with its small ("min") metadata;
 * see docs/decisions for why, and keep this module out of the public pages' first load.
 */
import { parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/min'

/** The country a number without "+" belongs to. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'US'
/** The longest text kept for a phone (the database's form_submissions_contact_check). */
export const PHONE_MAX_LENGTH = 40

/** Only the characters a phone number is written with. */
const WRITTEN = /^[\d\s()+./-]*$/

function read(value: string, country: CountryCode): PhoneNumber | undefined {
  const text = value.trim()
  if (text === '' || text.length > PHONE_MAX_LENGTH || !WRITTEN.test(text)) return undefined
  // "+" may appear once, and only first.
  if (text.lastIndexOf('+') > 0) return undefined
  // "00" is the international prefix outside North America: "00 44 ..." is "+44 ...".
  return parsePhoneNumberFromString(text.replace(/^00/, '+'), country)
}

/** A number that can be dialled: its length fits its country; a North American area code starts with 2-9. */
function dialable(phone: PhoneNumber | undefined): phone is PhoneNumber {
  if (!phone?.isPossible()) return false
  return phone.countryCallingCode !== '1' || /^[2-9]/.test(phone.nationalNumber)
}

/** The number in E.164 ("+12125550142") when it is a possible number, else null. */
export function toE164(value: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): string | null {
  const phone = read(value, country)
  return dialable(phone) ? phone.number : null
}

/** Whether the text is a phone number someone can be called on. */
export const isPhone = (value: string, country: CountryCode = DEFAULT_PHONE_COUNTRY) => toE164(value, country) !== null

/**
 * A stored phone for display: "(212) 555-0142" for +1 (United States, Canada), "+44 20 7946 0958" for any
 * other country; "5551234567", "(555) 123-4567" and "+15551234567" all read the same. Text that is
 * no phone number is returned trimmed, as it was stored; nothing gives "".
 */
export function formatPhone(value: string | null | undefined): string {
  const text = (value ?? '').trim()
  const phone = read(text, DEFAULT_PHONE_COUNTRY)
  if (!dialable(phone)) return text
  return phone.countryCallingCode === '1' ? phone.formatNational() : phone.formatInternational()
}

/** Keeps what a phone is written with as the visitor types (letters and symbols fall away). */
export const phoneCharacters = (raw: string) => raw.replace(/[^\d\s()+./-]/g, '')
