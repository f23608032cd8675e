/** One schema per step, with the spec's messages (docs/product.md §5). */
import { isPhone, PHONE_MAX_LENGTH } from '@/lib/phone'
import { z } from '@/lib/zod'
import { amountProblem } from './amount'
import { parseRate } from './math'
import {
  DURATIONS,
  INVESTMENT_GOALS,
  INVESTMENT_TIMELINES,
  INVESTMENT_TYPES,
  INVESTOR_TYPES,
  RATE_PATTERN,
} from './options'

export const MESSAGES = {
  name: 'Name must be at least 2 characters',
  nameTooLong: 'Name must be at most 200 characters',
  mobile: 'Please enter a valid 10-digit mobile number, or + and the country code for another country',
  email: 'Please enter a valid email address',
  investorType: 'Please select your investor type',
  goal: 'Please select your investment goal',
  timeline: 'Please select your investment timeline',
  rate: 'Please select an expected return rate',
  type: 'Please choose one-time or monthly',
  amount: 'Amount must be a number of at least 0',
  duration: 'Please select a duration between 1 and 30 years',
} as const

export const userInfoSchema = z.object({
  fullName: z.string().trim().min(2, MESSAGES.name).max(200, MESSAGES.nameTooLong),
  // A United States number, or any country's after "+" (stored as E.164: ./to-submission.ts).
  mobileNumber: z
    .string()
    .max(PHONE_MAX_LENGTH, MESSAGES.mobile)
    .refine((value) => isPhone(value), MESSAGES.mobile),
  email: z.string().trim().pipe(z.email(MESSAGES.email).max(320, MESSAGES.email)),
})
export type UserInfo = z.infer<typeof userInfoSchema>

export const qualificationSchema = z.object({
  investorType: z.enum(INVESTOR_TYPES, MESSAGES.investorType),
  investmentGoal: z.enum(INVESTMENT_GOALS, MESSAGES.goal),
  investmentTimeline: z.enum(INVESTMENT_TIMELINES, MESSAGES.timeline),
})
export type Qualification = z.infer<typeof qualificationSchema>

export const calculationSchema = z
  .object({
    // One of the firm's rates (the select offers only those; the archive says whether it was).
    returnRate: z
      .string(MESSAGES.rate)
      .regex(RATE_PATTERN, MESSAGES.rate)
      .refine((rate) => parseRate(rate) >= 1 && parseRate(rate) <= 15, MESSAGES.rate),
    investmentType: z.enum(INVESTMENT_TYPES, MESSAGES.type),
    investmentAmount: z.number(MESSAGES.amount).min(0, MESSAGES.amount),
    investmentDuration: z.enum(DURATIONS, MESSAGES.duration),
  })
  .superRefine(({ investmentType, investmentAmount }, context) => {
    const problem = amountProblem(investmentAmount, investmentType)
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['investmentAmount'] })
  })
export type Calculation = z.infer<typeof calculationSchema>

export type CalculatorData = UserInfo & Qualification & Calculation
