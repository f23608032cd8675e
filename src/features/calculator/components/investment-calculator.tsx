import { Suspense, useRef, useState } from 'react'
import { trackStep, useStepOneSeen } from '../lib/track-step'
import { CALCULATOR_DEFAULTS } from '../model/options'
import type { Calculation, CalculatorData, Qualification, UserInfo } from '../model/schema'
import { loadSend } from '../api/load-save-steps'
import { CalculatorStep, preloadLaterSteps, QualificationStep, ReportView } from '../lib/lazy-steps'
import { ProgressSteps } from './progress-steps'
import { UserInfoStep } from './user-info-step'

type Step = 'userInfo' | 'qualification' | 'calculator' | 'report'
const STEP_INDEX: Record<Step, number> = { userInfo: 0, qualification: 1, calculator: 2, report: 3 }

const { investorType, investmentGoal, investmentTimeline, ...calculationDefaults } = CALCULATOR_DEFAULTS

/** The three-step calculator (docs/product.md §4): userInfo -> qualification -> calculator -> report. */
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
  useStepOneSeen()

  async function requestReport(values: Calculation) {
    if (!info) return
    const data: CalculatorData = { ...info, ...qualification, ...values }
    const { requestReport: send } = await loadSend()
    if (!(await send(data, honeypot.current))) return
    trackStep('report requested')
    setCalculation(values)
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
            onEngage={preloadLaterSteps}
            onDone={(values, trap) => {
              setInfo(values)
              honeypot.current = trap
              trackStep('step 1 completed')
              go('qualification')
            }}
          />
        ) : null}
        <Suspense fallback={<p className="text-ink-700">Loading...</p>}>
          {step === 'qualification' ? (
            <QualificationStep
              initial={qualification}
              onBack={(values) => {
                setQualification(values)
                go('userInfo')
              }}
              onDone={(values) => {
                setQualification(values)
                trackStep('step 2 completed')
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
        </Suspense>
      </div>
    </div>
  )
}
