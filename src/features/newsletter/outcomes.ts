/**
 * What the confirm and unsubscribe pages say after the visitor's press: one answer of the
 * database (public.confirm_newsletter / public.unsubscribe_newsletter) each. Only `confirmed` and
 * `unsubscribed` changed anything; every other answer says that nothing was changed.
 */
import { site } from '@/config/site'

export const CONFIRM_OUTCOMES = ['confirmed', 'already', 'used', 'expired', 'invalid'] as const
export const UNSUBSCRIBE_OUTCOMES = ['unsubscribed', 'already', 'invalid'] as const
export type ConfirmOutcome = (typeof CONFIRM_OUTCOMES)[number]
export type UnsubscribeOutcome = (typeof UNSUBSCRIBE_OUTCOMES)[number]

export interface OutcomeText {
  /** True when the press changed something (a success), false when nothing was changed. */
  done: boolean
  title: string
  text: string
}

const NOTHING_CHANGED = 'Nothing was changed.'
const SIGN_UP_AGAIN = 'To subscribe, sign up again in the box on our blog: we will send a new link.'

export const CONFIRM_TEXT: Record<ConfirmOutcome, OutcomeText> = {
  confirmed: {
    done: true,
    title: 'You are subscribed',
    text: 'Thank you: our newsletter will come to this address. Every issue has a link to unsubscribe.',
  },
  already: { done: false, title: 'Already subscribed', text: `This address is already subscribed. ${NOTHING_CHANGED}` },
  used: {
    done: false,
    title: 'This link was used already',
    text: `This confirmation link was used already, or the address left the newsletter since. ${NOTHING_CHANGED} ${SIGN_UP_AGAIN}`,
  },
  expired: {
    done: false,
    title: 'This link has expired',
    text: `Confirmation links work for 7 days. ${NOTHING_CHANGED} ${SIGN_UP_AGAIN}`,
  },
  invalid: {
    done: false,
    title: 'This link is not valid',
    text: `The link is incomplete or was changed: copy the whole link from the e-mail. ${NOTHING_CHANGED}`,
  },
}

export const UNSUBSCRIBE_TEXT: Record<UnsubscribeOutcome, OutcomeText> = {
  unsubscribed: {
    done: true,
    title: 'You are unsubscribed',
    text: 'We will send no more newsletters to this address.',
  },
  already: {
    done: false,
    title: 'Already unsubscribed',
    text: `This address receives no newsletter. ${NOTHING_CHANGED}`,
  },
  invalid: {
    done: false,
    title: 'This link is not valid',
    text: `The link is incomplete or was changed: copy the whole link from the e-mail, or write to ${site.email}. ${NOTHING_CHANGED}`,
  },
}
