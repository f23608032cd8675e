import { useRef } from 'react'

/**
 * A field people never see or reach (visually hidden, aria-hidden, out of the tab order,
 * autocomplete off) but form-filling bots do: a filled honeypot drops the submission quietly.
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
    <div aria-hidden="true" className="sr-only" data-slot="honeypot">
      <label>
        Leave this field empty
        <input ref={inputRef} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}
