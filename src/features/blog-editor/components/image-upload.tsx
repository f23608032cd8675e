import { ImageUp } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { isBackendError } from '@/lib/backend/errors'
import { imageBytesProblem } from '@/lib/backend/image-signature'
import { POST_IMAGE_TYPES, isPostImageType, postImageFileProblem } from '@/lib/backend/post-image-file'
import { useUploadPostImage } from '../api/upload-post-image'
import { resizeImage, UnreadableImageError } from '../lib/resize-image'

/** Why an upload failed, in the admin's words. */
function uploadProblem(error: unknown): string {
  if (error instanceof UnreadableImageError || isBackendError(error)) return error.message
  return 'The image could not be uploaded. Please try again.'
}

/**
 * Uploads a post image: its type checked first (never SVG), and its bytes (a JPEG, PNG, WebP or
 * AVIF file, as declared), then resized to at most 2,000 px wide,
 * its size checked (at most 5 MB), then stored; `onUploaded` gets the path a post stores. A
 * refused file gets its reason and nothing is stored.
 */
export function ImageUpload({ label, onUploaded }: { label: string; onUploaded: (path: string) => void }) {
  const input = useRef<HTMLInputElement>(null)
  const problemId = useId()
  const upload = useUploadPostImage()
  const [problem, setProblem] = useState<string>()
  const [done, setDone] = useState('')
  // Resizing a large photo takes a moment before the upload starts: busy from the choice on.
  const [busy, setBusy] = useState(false)

  async function send(file: File) {
    setProblem(undefined)
    setDone('')
    if (!isPostImageType(file.type)) return setProblem(postImageFileProblem(file))
    setBusy(true)
    try {
      // Its first bytes, not its name or declared type, say what it is (an .png may be HTML).
      const notAnImage = await imageBytesProblem(file)
      if (notAnImage) return setProblem(notAnImage)
      const resized = await resizeImage(file)
      const tooBig = postImageFileProblem(resized)
      if (tooBig) return setProblem(tooBig)
      onUploaded(await upload.mutateAsync(resized))
      setDone(`Uploaded ${file.name}.`)
    } catch (error) {
      setProblem(uploadProblem(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="grid justify-items-start gap-1.5">
      <input
        ref={input}
        type="file"
        hidden
        aria-label={label}
        accept={Object.keys(POST_IMAGE_TYPES).join(',')}
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = '' // the same file can be chosen again after a refusal
          if (file) void send(file)
        }}
      />
      <Button
        type="button"
        variant="outline"
        disabled={busy}
        aria-describedby={problem ? problemId : undefined}
        onClick={() => input.current?.click()}
      >
        <ImageUp aria-hidden="true" className="size-4" />
        {busy ? 'Uploading...' : label}
      </Button>
      <p role="status" className="text-sm text-ink-600">
        {done}
      </p>
      {problem ? (
        <p id={problemId} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  )
}
