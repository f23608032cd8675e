import { format } from 'date-fns'
import { z } from '@/lib/zod'
import { site } from '@/config/site'
import { isPostImage, LIMITS, POST_IMAGE_MESSAGE, type BlogPost } from '@/lib/backend'

const required = (max: number) => z.string().trim().min(1, 'Required').max(max, `At most ${max} characters`)

/** The editor's fields; every one is required (docs/product.md §5). */
export const postFormSchema = z.object({
  title: required(LIMITS.postTitle),
  slug: required(LIMITS.postTitle).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, numbers and hyphens'),
  excerpt: required(LIMITS.postExcerpt),
  image: required(2000).refine(isPostImage, POST_IMAGE_MESSAGE),
  author: required(LIMITS.name),
  content: required(LIMITS.postContent),
  published: z.boolean(),
})
export type PostFormValues = z.infer<typeof postFormSchema>

export function emptyPostValues(): PostFormValues {
  return { title: '', slug: '', excerpt: '', image: '', author: site.brand, content: '', published: true }
}

export function postToValues(post: BlogPost): PostFormValues {
  const { title, slug, excerpt, image, author, content, published } = post
  return { title, slug, excerpt, image, author, content, published }
}

/**
 * New posts get `post-{timestamp}` and today's date in long US format; an edit keeps both, and
 * the publishing fields this form does not show (schedule, meta description, social image).
 */
export function valuesToPost(values: PostFormValues, existing: BlogPost | null, now = new Date()): BlogPost {
  return {
    ...values,
    id: existing?.id ?? `post-${now.getTime()}`,
    date: existing?.date ?? format(now, 'MMMM d, yyyy'),
    publishAt: existing?.publishAt,
    metaDescription: existing?.metaDescription,
    socialImage: existing?.socialImage,
  }
}
