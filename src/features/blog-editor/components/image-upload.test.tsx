import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NOT_AN_IMAGE_MESSAGE } from '@/lib/backend/image-signature'
import { renderWithProviders } from '@/testing/render-with-providers'
import { ImageUpload } from './image-upload'

const upload = vi.fn<(file: Blob) => Promise<string>>()
vi.mock('@/lib/backend', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getBackend: () => Promise.resolve({ postImages: { upload } }),
}))

describe('ImageUpload', () => {
  it('refuses a file whose bytes are not the image its name and type claim, sending nothing', async () => {
    const onUploaded = vi.fn()
    renderWithProviders(<ImageUpload label="Upload image" onUploaded={onUploaded} />)
    await userEvent.upload(
      screen.getByLabelText('Upload image'),
      new File(['<!doctype html><script>alert(1)</script>'], 'chart.png', { type: 'image/png' }),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_AN_IMAGE_MESSAGE)
    expect(screen.getByRole('button', { name: 'Upload image' })).toHaveAccessibleDescription(NOT_AN_IMAGE_MESSAGE)
    expect(upload).not.toHaveBeenCalled()
    expect(onUploaded).not.toHaveBeenCalled()
  })
})
