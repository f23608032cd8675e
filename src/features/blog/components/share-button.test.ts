import { toast } from 'sonner'
import { sharePost } from './share-button'

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

const url = 'https://www.example.com/blog/a-post'

function stubNavigator(
  share: ((data: ShareData) => Promise<void>) | undefined,
  writeText = vi.fn(() => Promise.resolve()),
) {
  vi.stubGlobal('navigator', { share, clipboard: { writeText } })
  return writeText
}

describe('sharePost', () => {
  it('uses the Web Share API when the browser has it', async () => {
    const share = vi.fn(() => Promise.resolve())
    const writeText = stubNavigator(share)
    await sharePost('A post', url)
    expect(share).toHaveBeenCalledWith({ title: 'A post', url })
    expect(writeText).not.toHaveBeenCalled()
    expect(toast.success).not.toHaveBeenCalled()
  })

  it('does nothing more when the visitor cancels the share sheet', async () => {
    const writeText = stubNavigator(() => Promise.reject(new DOMException('cancelled', 'AbortError')))
    await sharePost('A post', url)
    expect(writeText).not.toHaveBeenCalled()
  })

  it('copies the link and toasts "Link copied" without Web Share, or when sharing fails', async () => {
    const writeText = stubNavigator(undefined)
    await sharePost('A post', url)
    expect(writeText).toHaveBeenCalledWith(url)
    expect(toast.success).toHaveBeenCalledWith('Link copied', {
      description: 'The article link is on your clipboard.',
    })

    const again = stubNavigator(() => Promise.reject(new DOMException('denied', 'NotAllowedError')))
    await sharePost('A post', url)
    expect(again).toHaveBeenCalledWith(url)
  })

  it('shows an error toast with the link when the clipboard refuses', async () => {
    stubNavigator(
      undefined,
      vi.fn(() => Promise.reject(new Error('denied'))),
    )
    await sharePost('A post', url)
    expect(toast.error).toHaveBeenCalledWith('Could not copy the link', { description: url })
  })
})
