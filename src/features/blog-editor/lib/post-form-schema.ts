import { format } from 'date-fns'
import type { Control, FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form'
import { z } from '@/lib/zod'
import { MAX_MARKDOWN_NESTING, markdownNestingDepth, NESTING_MESSAGE } from '@/components/markdown/nesting'
import { site } from '@/config/site'
import { IMAGE_ALT_MESSAGE, isPostImage, isStoredImagePath, POST_IMAGE_MESSAGE } from '@/lib/backend/post-image'
import { LIMITS, SLUG_PATTERN } from '@/lib/backend/limits'
import type { BlogPost } from '@/lib/backend/posts-schema'
import { hasControlCharacter, TITLE_CONTROLS_MESSAGE } from '@/lib/backend/messages'

const required = (max: number) => z.string().trim().min(1, 'Required').max(max, `At most ${max} characters`)
/** An optional text field: empty means "none" (the post then uses its default). */
const optional = (max: number) => z.string().trim().max(max, `At most ${max} characters`)

/** A `datetime-local` value (`2026-12-01T09:30`, seconds optional): a time on the admin's clock. */
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/

/**
 * The editor's fields. Title to content are required (docs/product.md §5), and an uploaded image's
 * text alternative (the database's rule); the schedule and the link card's fields are optional:
 * empty means at once, the excerpt and the post's image.
 */
export const postFormSchema = z
  .object({
    title: required(LIMITS.postTitle).refine((value) => !hasControlCharacter(value), TITLE_CONTROLS_MESSAGE),
    slug: required(LIMITS.postTitle).regex(SLUG_PATTERN, 'Use lowercase letters, numbers and hyphens'),
    excerpt: required(LIMITS.postExcerpt),
    image: required(LIMITS.postImage).refine(isPostImage, POST_IMAGE_MESSAGE),
    imageAlt: optional(LIMITS.imageAlt),
    author: required(LIMITS.name),
    content: required(LIMITS.postContent).refine(
      (value) => markdownNestingDepth(value) <= MAX_MARKDOWN_NESTING,
      NESTING_MESSAGE,
    ),
    published: z.boolean(),
    publishAt: z.string().refine((value) => value === '' || LOCAL_TIME.test(value), 'Enter a date and a time'),
    metaDescription: optional(LIMITS.metaDescription),
    socialImage: optional(LIMITS.postImage).refine((value) => value === '' || isPostImage(value), POST_IMAGE_MESSAGE),
  })
  .superRefine(({ image, imageAlt }, context) => {
    if (isStoredImagePath(image) && !imageAlt)
      context.addIssue({ code: 'custom', path: ['imageAlt'], message: IMAGE_ALT_MESSAGE })
  })
export type PostFormValues = z.infer<typeof postFormSchema>

/** What a group of the editor's fields gets from the form (post-form.tsx). */
export interface PostFieldGroupProps {
  register: UseFormRegister<PostFormValues>
  control: Control<PostFormValues>
  errors: FieldErrors<PostFormValues>
  setValue: UseFormSetValue<PostFormValues>
}

export function emptyPostValues(): PostFormValues {
  return {
    title: '',
    slug: '',
    excerpt: '',
    image: '',
    imageAlt: '',
    author: site.brand,
    content: '',
    published: true,
    publishAt: '',
    metaDescription: '',
    socialImage: '',
  }
}

/** A stored instant as the `datetime-local` field shows it: on the admin's clock, to the minute. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return ''
  const at = new Date(iso)
  return Number.isNaN(at.getTime()) ? '' : format(at, "yyyy-MM-dd'T'HH:mm")
}

/** A `datetime-local` value (the admin's clock) as the instant it names; empty: none. */
export function fromLocalInput(value: string): string | undefined {
  return value === '' ? undefined : new Date(value).toISOString()
}

export function postToValues(post: BlogPost): PostFormValues {
  const { title, slug, excerpt, image, author, content, published } = post
  return {
    title,
    slug,
    excerpt,
    image,
    author,
    content,
    published,
    imageAlt: post.imageAlt ?? '',
    publishAt: toLocalInput(post.publishAt),
    metaDescription: post.metaDescription ?? '',
    socialImage: post.socialImage ?? '',
  }
}

/**
 * New posts get `post-{timestamp}` and today's date in long US format; an edit keeps both, and
 * keeps its schedule to the second unless the field was changed (the field shows minutes). A
 * schedule in the past is kept as written: the post is live at once (the database's rule).
 */
export function valuesToPost(values: PostFormValues, existing: BlogPost | null, now = new Date()): BlogPost {
  const { publishAt, metaDescription, socialImage, imageAlt, ...fields } = values
  const unchanged = existing?.publishAt && publishAt === toLocalInput(existing.publishAt)
  return {
    ...fields,
    id: existing?.id ?? `post-${now.getTime()}`,
    date: existing?.date ?? format(now, 'MMMM d, yyyy'),
    publishAt: unchanged ? existing.publishAt : fromLocalInput(publishAt),
    imageAlt: imageAlt || undefined,
    metaDescription: metaDescription || undefined,
    socialImage: socialImage || undefined,
  }
}
