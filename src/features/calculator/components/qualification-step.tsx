import { useForm } from 'react-hook-form'
import { lazyResolver, SelectField } from '@/components/form'
import { Button } from '@/components/ui/button'
import { INVESTMENT_GOALS, INVESTMENT_TIMELINES, INVESTOR_TYPES, toOptions } from '../model/options'
import type { Qualification } from '../model/schema'
import { loadSend } from '../api/load-save-steps'
import { StepHeading } from './step-heading'

const QUESTIONS = [
  { name: 'investorType', label: 'What type of investor are you?', options: toOptions(INVESTOR_TYPES) },
  { name: 'investmentGoal', label: 'What is your primary investment goal?', options: toOptions(INVESTMENT_GOALS) },
  { name: 'investmentTimeline', label: 'When are you looking to invest?', options: toOptions(INVESTMENT_TIMELINES) },
] as const

const resolver = lazyResolver<Qualification>(() => import('../model/validation').then((m) => m.qualificationResolver))

export function QualificationStep({
  initial,
  onBack,
  onDone,
}: {
  initial: Qualification
  onBack: (values: Qualification) => void
  onDone: (values: Qualification) => void
}) {
  const form = useForm<Qualification>({ resolver, defaultValues: initial })
  const onSubmit = form.handleSubmit(async (values) => {
    const { confirmPreferences } = await loadSend()
    confirmPreferences()
    onDone(values)
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <StepHeading focus>Qualification Questions</StepHeading>
      {QUESTIONS.map((question) => (
        <SelectField key={question.name} control={form.control} {...question} required />
      ))}
      <div className="flex justify-between gap-3">
        <Button variant="outline" onClick={() => onBack(form.getValues())}>
          Back
        </Button>
        <Button type="submit">Continue</Button>
      </div>
    </form>
  )
}
