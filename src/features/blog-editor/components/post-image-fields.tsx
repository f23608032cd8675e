import { useId } from 'react'
import { useWatch } from 'react-hook-form'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { isStoredImagePath } from '@/lib/backend/post-image'
import { LIMITS } from '@/lib/backend/limits'
import { usePostImageSrc } from '@/lib/post-image-src'
import type { PostFieldGroupProps } from '../lib/post-form-schema'
import { ImageUpload } from './image-upload'

/**
 * The post's image: an address typed by hand or an uploaded file, its text alternative (required
 * for an upload) and a preview of what the article shows.
 */
export function PostImageFields({ register, control, errors, setValue }: PostFieldGroupProps) {
  const previewId = useId()
  const [image, imageAlt] = useWatch({ control, name: ['image', 'imageAlt'] })
  const src = usePostImageSrc(image.trim())
  const uploaded = isStoredImagePath(image.trim())
  return (
    <fieldset className="grid gap-4 rounded-lg border border-ink-200 p-4 md:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-ink-900">Image</legend>
      <div className="grid content-start gap-4">
        <Field
          label="Image URL"
          required
          error={errors.image?.message}
          hint="An https:// address or a path on this site, or upload a JPEG, PNG, WebP or AVIF image of at most 5 MB (wider than 2,000 px, it is resized)."
        >
          {(c) => <Input type="url" placeholder="/images/blog/..." {...c} {...register('image')} />}
        </Field>
        <ImageUpload
          label="Upload image"
          onUploaded={(path) => setValue('image', path, { shouldValidate: true, shouldDirty: true })}
        />
        <Field
          label="Image description (alt text)"
          required={uploaded}
          error={errors.imageAlt?.message}
          hint={`What the image shows, for readers who cannot see it (at most ${LIMITS.imageAlt} characters). Required for an uploaded image; empty otherwise: the title.`}
        >
          {(c) => <Input {...c} {...register('imageAlt')} />}
        </Field>
      </div>
      <figure aria-labelledby={previewId} className="grid content-start gap-1.5">
        <figcaption id={previewId} className="text-sm font-medium text-ink-900">
          Image preview
        </figcaption>
        {src ? (
          <img
            src={src}
            alt={imageAlt.trim() || 'The post’s image'}
            className="aspect-video w-full max-w-md rounded-lg bg-ink-100 object-cover"
          />
        ) : (
          <div className="flex aspect-video w-full max-w-md items-center justify-center rounded-lg bg-ink-100 text-sm text-ink-600">
            No image to show yet
          </div>
        )}
      </figure>
    </fieldset>
  )
}
