import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { SelectField } from '@/components/form'
import { Button } from '@/components/ui/button'
import { INVESTMENT_GOALS, INVESTMENT_TIMELINES, INVESTOR_TYPES, toOptions } from '../model/options'
import { qualificationSchema, type Qualification } from '../model/schema'
import { StepHeading } from './step-heading'

export function QualificationStep({
  initial,
  onBack,
  onDone,
}: {
  initial: Qualification
  onBack: (values: Qualification) => void
  onDone: (values: Qualification) => void
}) {
  const form = useForm<Qualification>({ resolver: zodResolver(qualificationSchema), defaultValues: initial })
  const onSubmit = form.handleSubmit((values) => {
    toast.success('Preferences Saved', {
      description: "Your investment preferences have been saved. Let's calculate your potential returns.",
    })
    onDone(values)
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <StepHeading focus>Qualification Questions</StepHeading>
      <SelectField
        control={form.control}
        name="investorType"
        label="What type of investor are you?"
        options={toOptions(INVESTOR_TYPES)}
        required
      />
      <SelectField
        control={form.control}
        name="investmentGoal"
        label="What is your primary investment goal?"
        options={toOptions(INVESTMENT_GOALS)}
        required
      />
      <SelectField
        control={form.control}
        name="investmentTimeline"
        label="When are you looking to invest?"
        options={toOptions(INVESTMENT_TIMELINES)}
        required
      />
      <div className="flex justify-between gap-3">
        <Button variant="outline" onClick={() => onBack(form.getValues())}>
          Back
        </Button>
        <Button type="submit">Continue</Button>
      </div>
    </form>
  )
}
