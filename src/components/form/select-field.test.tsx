import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm, useWatch } from 'react-hook-form'
import { SelectField } from './select-field'

const options = [
  { value: 'alpha', label: 'Alpha' },
  { value: 'bravo', label: 'Bravo' },
  { value: 'charlie', label: 'Charlie' },
]

function Form({ initial = '', onValue }: { initial?: string; onValue?: (value: string) => void }) {
  const { control } = useForm({ defaultValues: { choice: initial } })
  const choice = useWatch({ control, name: 'choice' })
  onValue?.(choice)
  return (
    <form>
      <SelectField control={control} name="choice" label="Choice" options={options} />
    </form>
  )
}

/** Radix mirrors the rendered options into a hidden native <select>. */
const mirroredOptions = () =>
  [...document.querySelectorAll('select option')].map((option) => option.getAttribute('value'))

describe('SelectField', () => {
  it('shows the chosen label without rendering the options', () => {
    render(<Form initial="bravo" />)
    expect(screen.getByRole('combobox', { name: 'Choice' })).toHaveTextContent('Bravo')
    expect(mirroredOptions()).not.toContain('alpha')
  })

  it('shows the placeholder while nothing is chosen', () => {
    render(<Form />)
    expect(screen.getByRole('combobox', { name: 'Choice' })).toHaveTextContent('Select an option')
  })

  it('renders the options once the visitor reaches the select, and typing picks one', async () => {
    const user = userEvent.setup()
    const seen: string[] = []
    render(<Form onValue={(value) => seen.push(value)} />)
    await user.tab()
    expect(screen.getByRole('combobox', { name: 'Choice' })).toHaveFocus()
    await waitFor(() => expect(mirroredOptions()).toEqual(expect.arrayContaining(['alpha', 'bravo', 'charlie'])))

    await user.keyboard('c')
    expect(screen.getByRole('combobox', { name: 'Choice' })).toHaveTextContent('Charlie')
    expect(seen.at(-1)).toBe('charlie')
  })
})
