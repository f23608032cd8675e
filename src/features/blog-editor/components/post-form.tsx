import { zodResolver } from '@hookform/resolvers/zod'
import { RefreshCw } from 'lucide-react'
import { useId, type FormEvent } from 'react'
import { useForm, useWatch, type FieldErrors } from 'react-hook-form'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { postFormSchema, type PostFormValues } from '../lib/post-form-schema'
import { slugify } from '../lib/slug'
import { MarkdownPreview } from './markdown-preview'
import { PostImageFields } from './post-image-fields'
import { PublishingFields } from './publishing-fields'

function onInvalid(errors: FieldErrors<PostFormValues>) {
  const missing = Object.values(errors).some((error) => error?.message === 'Required')
  if (missing) toast.error('Missing fields', { description: 'Please fill in all required fields' })
  else toast.error('Invalid fields', { description: 'Please correct the highlighted fields' })
}

/**
 * The inline create/edit form. An empty slug is generated from the title. `notice` says what the
 * save does for visitors when it does not show at once (it waits for review).
 */
export function PostForm({
  mode,
  defaultValues,
  onSave,
  onCancel,
  notice,
}: {
  mode: 'create' | 'edit'
  defaultValues: PostFormValues
  onSave: (values: PostFormValues) => Promise<void>
  onCancel: () => void
  notice: (published: boolean) => string | null
}) {
  const previewId = useId()
  const noticeId = useId()
  const { register, handleSubmit, getValues, setValue, formState, control } = useForm<PostFormValues>({
    resolver: zodResolver(postFormSchema),
    defaultValues,
  })
  const { errors, isSubmitting } = formState
  const fillSlug = (force: boolean) => {
    if (force || !getValues('slug').trim()) setValue('slug', slugify(getValues('title')), { shouldValidate: force })
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    fillSlug(false)
    return handleSubmit(onSave, onInvalid)(event)
  }
  const title = register('title')
  const saveNotice = notice(useWatch({ control, name: 'published' }))

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 rounded-xl border border-ink-200 bg-white p-5">
      <h3 className="text-lg font-semibold text-ink-900">{mode === 'create' ? 'New Post' : 'Edit Post'}</h3>
      <div className="grid gap-4 md:grid-cols-2">
        <Field label="Title" required error={errors.title?.message} className="content-start">
          {(c) => <Input {...c} {...title} onBlur={(e) => (fillSlug(false), title.onBlur(e))} />}
        </Field>
        <Field label="Slug" required error={errors.slug?.message} hint="Generated from the title when left empty.">
          {(c) => (
            <div className="flex gap-2">
              <Input {...c} {...register('slug')} />
              <Button
                type="button"
                variant="outline"
                size="icon"
                onClick={() => fillSlug(true)}
                title="Regenerate slug from title"
              >
                <RefreshCw aria-hidden="true" className="size-4" />
                <span className="sr-only">Regenerate slug from title</span>
              </Button>
            </div>
          )}
        </Field>
        <Field label="Author" required error={errors.author?.message} className="content-start">
          {(c) => <Input {...c} {...register('author')} />}
        </Field>
      </div>
      <PostImageFields register={register} control={control} errors={errors} setValue={setValue} />
      <Field label="Excerpt" required error={errors.excerpt?.message}>
        {(c) => <Textarea rows={2} {...c} {...register('excerpt')} />}
      </Field>
      <div className="grid gap-4 md:grid-cols-2">
        <Field
          label="Content"
          required
          error={errors.content?.message}
          hint="Markdown: ## for a heading, - for a list, **bold**, [text](address), > for a quote, | for tables."
          className="content-start"
        >
          {(c) => <Textarea rows={16} className="font-mono text-sm" {...c} {...register('content')} />}
        </Field>
        <MarkdownPreview control={control} id={previewId} />
      </div>
      <div className="flex items-center gap-2">
        <input id="post-published" type="checkbox" className="size-4 accent-brand-700" {...register('published')} />
        <label htmlFor="post-published" className="text-sm text-ink-800">
          Published (visible on the blog)
        </label>
      </div>
      <PublishingFields register={register} control={control} errors={errors} setValue={setValue} />
      {saveNotice ? (
        <p id={noticeId} className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-ink-800">
          Saving makes a new version for review. {saveNotice}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={isSubmitting} aria-describedby={saveNotice ? noticeId : undefined}>
          {isSubmitting ? 'Saving...' : 'Save Post'}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
