import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster, toast } from 'sonner'
import { beforeAll, describe, expect, it } from 'vitest'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog'

function Screen() {
  return (
    <>
      <Toaster />
      <p>Outside the dialog</p>
      <Dialog defaultOpen>
        <DialogContent>
          <DialogTitle>Two-step sign-in</DialogTitle>
          <DialogDescription>Scan the code.</DialogDescription>
        </DialogContent>
      </Dialog>
    </>
  )
}

describe('DialogContent', () => {
  // sonner captures the pointer on a toast (for swiping); jsdom has no pointer capture.
  beforeAll(() => {
    Element.prototype.setPointerCapture ??= () => undefined
  })

  it('stays open when a toast is clicked, and closes on a click elsewhere', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 }) // the open dialog makes the page inert to pointers
    render(<Screen />)
    act(() => void toast('Signed in'))
    await user.click(await screen.findByText('Signed in'))
    expect(screen.getByRole('dialog', { name: 'Two-step sign-in' })).toBeInTheDocument()

    await user.click(screen.getByText('Outside the dialog'))
    expect(screen.queryByRole('dialog', { name: 'Two-step sign-in' })).not.toBeInTheDocument()
  })
})
