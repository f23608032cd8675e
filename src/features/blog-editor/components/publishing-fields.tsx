import { useId } from 'react'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { LIMITS } from '@/lib/backend/limits'
import type { PostFieldGroupProps } from '../lib/post-form-schema'
import { ImageUpload } from './image-upload'
import { LinkCardPreview } from './link-card-preview'

/**
 * When a published post goes live, and what a link to it shows: the schedule, the meta
 * description and the social image, with a preview of the link card.
 */
export function PublishingFields({ register, control, errors, setValue }: PostFieldGroupProps) {
  const cardId = useId()
  return (
    <fieldset className="grid gap-4 rounded-lg border border-ink-200 p-4 md:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-ink-900">Publishing and link card</legend>
      <div className="grid content-start gap-4">
        <Field
          label="Publish at"
          error={errors.publishAt?.message}
          hint="Your local time. Empty: as soon as the post is published; a time already past publishes it now."
        >
          {(c) => <Input type="datetime-local" {...c} {...register('publishAt')} />}
        </Field>
        <Field
          label="Meta description"
          error={errors.metaDescription?.message}
          hint={`What search engines and link cards show, at most ${LIMITS.metaDescription} characters. Empty: the excerpt.`}
        >
          {(c) => <Textarea rows={3} {...c} {...register('metaDescription')} />}
        </Field>
        <Field label="Social image" error={errors.socialImage?.message} hint="Empty: the post's image.">
          {(c) => <Input placeholder="/images/blog/..." {...c} {...register('socialImage')} />}
        </Field>
        <ImageUpload
          label="Upload social image"
          onUploaded={(path) => setValue('socialImage', path, { shouldValidate: true, shouldDirty: true })}
        />
      </div>
      <LinkCardPreview control={control} id={cardId} />
    </fieldset>
  )
}
