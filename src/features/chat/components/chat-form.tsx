import { Loader2, Send } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { MAX_QUESTION_LENGTH } from '../lib/messages'

interface ChatFormProps {
  pending: boolean
  onSend: (question: string) => Promise<boolean>
  /** Focus the input now (panel opened). */
  autoFocusKey: number
}

/** The question input and send button, both disabled while an answer is pending. */
export function ChatForm({ pending, onSend, autoFocusKey }: ChatFormProps) {
  const [value, setValue] = useState('')
  const inputRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    inputRef.current?.focus()
  }, [autoFocusKey])

  // Disabling the input drops its focus; give it back once the answer is in.
  useEffect(() => {
    if (!pending && document.activeElement === document.body) inputRef.current?.focus()
  }, [pending])

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!value.trim()) return
    const question = value
    setValue('')
    const sent = await onSend(question)
    if (!sent) setValue(question)
  }

  return (
    <form onSubmit={(e) => void handleSubmit(e)} className="flex items-center gap-2 border-t border-ink-200 p-3">
      <label htmlFor="chat-question" className="sr-only">
        Your question
      </label>
      <Input
        ref={inputRef}
        id="chat-question"
        name="question"
        autoComplete="off"
        placeholder="Ask about our investments..."
        maxLength={MAX_QUESTION_LENGTH}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        disabled={pending}
        compact
        pill
      />
      <Button type="submit" size="icon-md" disabled={pending} aria-label="Send message">
        {pending ? (
          <Loader2 aria-hidden="true" className="size-5 animate-spin" />
        ) : (
          <Send aria-hidden="true" className="size-5" />
        )}
      </Button>
    </form>
  )
}
