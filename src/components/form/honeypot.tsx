import { useRef } from 'react'
import { botCheckOn } from '@/lib/bot-check/site-key'

/**
 * A field people never see or reach (visually hidden, aria-hidden, out of the tab order,
 * autocomplete off) but form-filling bots do: a filled honeypot drops the submission quietly.
 * Beside it, on a build with a Turnstile site key, the slot where the form's challenge shows when
 * Cloudflare asks the visitor to interact (src/lib/bot-check/turnstile.ts); empty otherwise.
 */
export function useHoneypot() {
  const ref = useRef<HTMLInputElement>(null)
  return {
    field: <Honeypot inputRef={ref} />,
    value: () => ref.current?.value ?? '',
    reset: () => {
      if (ref.current) ref.current.value = ''
    },
  }
}

function Honeypot({ inputRef }: { inputRef: React.Ref<HTMLInputElement> }) {
  return (
    <>
      <div aria-hidden="true" className="sr-only" data-slot="honeypot">
        <label>
          Leave this field empty
          <input ref={inputRef} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {botCheckOn ? <div data-slot="bot-check" className="empty:hidden" /> : null}
    </>
  )
}
