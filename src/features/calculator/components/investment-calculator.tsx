import { useRef, useState } from 'react'
import { toast } from 'sonner'
import { submitLead, SUBMIT_ERROR } from '@/lib/submissions'
import { CALCULATOR_DEFAULTS } from '../model/options'
import type { Calculation, CalculatorData, Qualification, UserInfo } from '../model/schema'
import { toReportSubmission } from '../model/to-submission'
import { CalculatorStep } from './calculator-step'
import { ProgressSteps } from './progress-steps'
import { QualificationStep } from './qualification-step'
import { ReportView } from './report-view'
import { UserInfoStep } from './user-info-step'

type Step = 'userInfo' | 'qualification' | 'calculator' | 'report'
const STEP_INDEX: Record<Step, number> = { userInfo: 0, qualification: 1, calculator: 2, report: 3 }

const { investorType, investmentGoal, investmentTimeline, ...calculationDefaults } = CALCULATOR_DEFAULTS

/** The three-step calculator (SPEC section 4): userInfo -> qualification -> calculator -> report. */
export function InvestmentCalculator() {
  const [step, setStep] = useState<Step>('userInfo')
  const [info, setInfo] = useState<UserInfo | null>(null)
  const [qualification, setQualification] = useState<Qualification>({
    investorType,
    investmentGoal,
    investmentTimeline,
  })
  const [calculation, setCalculation] = useState<Calculation>(calculationDefaults)
  const honeypot = useRef('')
  const go = setStep

  async function requestReport(values: Calculation) {
    if (!info) return
    const data: CalculatorData = { ...info, ...qualification, ...values }
    try {
      await submitLead(toReportSubmission(data), { honeypot: honeypot.current })
    } catch (error) {
      console.error('Could not save the report request', error)
      toast.error(SUBMIT_ERROR.title, { description: SUBMIT_ERROR.description })
      return
    }
    setCalculation(values)
    toast.success('Report Requested', {
      description: 'Your personalized investment report will be sent to your email shortly.',
    })
    go('report')
  }

  return (
    <div className="grid gap-8">
      <ProgressSteps current={Math.min(STEP_INDEX[step], 2)} />
      <div className="rounded-2xl border border-ink-200 bg-white p-5 shadow-sm sm:p-8" data-print-plain>
        {step === 'userInfo' ? (
          <UserInfoStep
            initial={info}
            focusHeading={info !== null}
            onDone={(values, trap) => {
              setInfo(values)
              honeypot.current = trap
              go('qualification')
            }}
          />
        ) : null}
        {step === 'qualification' ? (
          <QualificationStep
            initial={qualification}
            onBack={(values) => {
              setQualification(values)
              go('userInfo')
            }}
            onDone={(values) => {
              setQualification(values)
              go('calculator')
            }}
          />
        ) : null}
        {step === 'calculator' ? (
          <CalculatorStep
            initial={calculation}
            onBack={(values) => {
              setCalculation(values)
              go('qualification')
            }}
            onReport={requestReport}
          />
        ) : null}
        {step === 'report' && info ? (
          <ReportView data={{ ...info, ...qualification, ...calculation }} onBack={() => go('calculator')} />
        ) : null}
      </div>
    </div>
  )
}
