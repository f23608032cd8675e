import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { WholeNumberField } from '@/components/ui/whole-number-field'
import { useMay } from '@/lib/staff/staff-role'
import { samplePercentSchema, useChatSamplePercent, useSetChatSamplePercent } from '../api/chat-sample'

/**
 * The firm's random sample of conversations for review: admins set the percentage (audited);
 * compliance reads it.
 */
export function ChatSampleSetting() {
  const canChange = useMay('changeSettings')
  const current = useChatSamplePercent()
  const change = useSetChatSamplePercent()
  const [draft, setDraft] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | undefined>()
  const percent = current.data
  const said =
    percent === undefined
      ? 'Checking the sample...'
      : `Besides the conversations flagged for a reason, ${percent}\u00a0% of all conversations are sampled for review at random.`

  function submit(event: FormEvent) {
    event.preventDefault()
    const checked = samplePercentSchema.safeParse(draft ?? percent)
    if (!checked.success) return setProblem(checked.error.issues[0]?.message)
    setProblem(undefined)
    change.mutate(checked.data, { onSuccess: () => setDraft(null) })
  }

  if (!canChange || percent === undefined) return <p className="text-sm text-ink-700">{said}</p>
  return (
    <form onSubmit={submit} aria-label="Random sample" className="flex flex-wrap items-end gap-3">
      <p className="basis-full text-sm text-ink-700">{said}</p>
      <WholeNumberField
        label="Sample (% of conversations)"
        error={problem ?? change.error?.message}
        className="w-48"
        max={100}
        value={draft ?? String(percent)}
        onChange={setDraft}
      />
      <Button type="submit" variant="outline" disabled={change.isPending || draft === null}>
        Save sample
      </Button>
    </form>
  )
}
