import { act } from '@testing-library/react'
import { useRef, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { useForm } from 'react-hook-form'
import { TextareaField, TextField } from './text-field'
import { useAdoptDomValue } from './use-adopt-dom-value'

interface Values {
  name: string
  phone: string
  note: string
}

function Form({ onValues }: { onValues: (values: Values, dirty: string[]) => void }) {
  const form = useForm<Values>({ defaultValues: { name: '', phone: '', note: '' } })
  // Read during render, so react-hook-form tracks dirtiness (its form state is a subscription proxy).
  const { dirtyFields } = form.formState
  return (
    <form onSubmit={form.handleSubmit((values) => onValues(values, Object.keys(dirtyFields)))} aria-label="test form">
      <TextField control={form.control} name="name" label="Name" />
      <TextField control={form.control} name="phone" label="Phone" clean={(raw) => raw.replace(/\D/g, '')} />
      <TextareaField control={form.control} name="note" label="Note" />
      <button type="submit">Send</button>
    </form>
  )
}

function Plain({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('')
  const ref = useRef<HTMLInputElement>(null)
  useAdoptDomValue(ref, value, setValue)
  return (
    <label>
      Email
      <input ref={ref} value={value} onChange={(event) => setValue(event.target.value)} onBlur={() => onValue(value)} />
    </label>
  )
}

/** Serves the markup, lets `type` change the DOM as a visitor would before the scripts run, then hydrates. */
async function hydrateAfterTyping(element: React.ReactElement, type: (container: HTMLElement) => void) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(element)
  document.body.append(container)
  type(container)
  // Resolves once hydration has committed and its effects have run.
  await act(() => {
    hydrateRoot(container, element)
    return Promise.resolve()
  })
  return container
}

const setDomValue = (field: HTMLInputElement | HTMLTextAreaElement, value: string) => {
  field.value = value
}

afterEach(() => document.body.replaceChildren())

describe('useAdoptDomValue', () => {
  it('adopts text typed before hydration into react-hook-form, cleaned and marked dirty', async () => {
    const onValues = vi.fn()
    const container = await hydrateAfterTyping(<Form onValues={onValues} />, (root) => {
      const [name, phone] = root.querySelectorAll('input')
      setDomValue(name!, 'Grace Hopper')
      setDomValue(phone!, '(212) 555-0142')
      setDomValue(root.querySelector('textarea')!, 'Typed early')
    })
    act(() => container.querySelector('form')!.requestSubmit())
    await vi.waitFor(() =>
      expect(onValues).toHaveBeenCalledWith(
        { name: 'Grace Hopper', phone: '2125550142', note: 'Typed early' },
        expect.arrayContaining(['name', 'phone', 'note']),
      ),
    )
    expect(container.querySelectorAll('input')[1]).toHaveValue('2125550142')
  })

  it('leaves untouched fields alone', async () => {
    const onValues = vi.fn()
    const container = await hydrateAfterTyping(<Form onValues={onValues} />, (root) => {
      setDomValue(root.querySelector('input')!, 'Ada')
    })
    act(() => container.querySelector('form')!.requestSubmit())
    await vi.waitFor(() => expect(onValues).toHaveBeenCalledWith({ name: 'Ada', phone: '', note: '' }, ['name']))
  })

  it('adopts into plain component state (the newsletter box)', async () => {
    const onValue = vi.fn()
    const container = await hydrateAfterTyping(<Plain onValue={onValue} />, (root) => {
      setDomValue(root.querySelector('input')!, 'ada@example.com')
    })
    act(() => {
      container.querySelector('input')!.focus()
      container.querySelector('input')!.blur()
    })
    expect(onValue).toHaveBeenCalledWith('ada@example.com')
  })
})
