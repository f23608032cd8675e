import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NOT_AN_IMAGE_MESSAGE } from '@/lib/backend/image-signature'
import { cannedSupabase } from '@/testing/canned-supabase'
import { renderWithProviders } from '@/testing/render-with-providers'
import { ImageUpload } from './image-upload'

const project = cannedSupabase()
vi.mock('@/lib/backend', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getClient: () => Promise.resolve(project.backend.client),
}))
const uploads = () => project.wire.requests.filter((request) => request.path === '/functions/v1/upload-post-image')

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
    expect(uploads()).toEqual([])
    expect(onUploaded).not.toHaveBeenCalled()
  })
})
