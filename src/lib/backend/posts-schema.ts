/** Blog posts as the editor saves them and readers accept them, and the uploaded images they show. */
import { z } from '@/lib/zod'
import { LIMITS, SLUG_PATTERN } from './limits'
import { isPostImage, POST_IMAGE_MESSAGE } from './post-image'

export const blogPostSchema = z.object({
  /** Built-in posts have their own ids; custom posts use `post-{timestamp}`. */
  id: z.string().min(1).max(LIMITS.shortText),
  title: z.string().trim().min(1).max(LIMITS.postTitle),
  excerpt: z.string().trim().min(1).max(LIMITS.postExcerpt),
  /** Display text in long US format, e.g. "June 1, 2023"; kept unchanged on edit. */
  date: z.string().trim().min(1).max(LIMITS.shortText),
  author: z.string().trim().min(1).max(LIMITS.name),
  /** An https:// address, a path on this site or an uploaded image (post-image.ts); the database checks the same. */
  image: z.string().trim().min(1).max(LIMITS.postImage).refine(isPostImage, POST_IMAGE_MESSAGE),
  /** The image's text alternative; none: the title. The database requires it for an uploaded image. */
  imageAlt: z.string().trim().min(1).max(LIMITS.imageAlt).nullish(),
  slug: z.string().trim().min(1).max(LIMITS.postTitle).regex(SLUG_PATTERN),
  /** Markdown (src/components/markdown): raw HTML in it is never rendered. */
  content: z.string().trim().min(1).max(LIMITS.postContent),
  /** False: a draft, seen by admins only. */
  published: z.boolean(),
  /** When a published post goes live (ISO 8601 with an offset); none: at once. Visitors never see it earlier (RLS). */
  publishAt: z.iso.datetime({ offset: true }).nullish(),
  /** What search engines and link cards show; none: the excerpt. */
  metaDescription: z.string().trim().min(1).max(LIMITS.metaDescription).nullish(),
  /** The link card's image (same rules as `image`); none: the post's image. */
  socialImage: z.string().trim().min(1).max(LIMITS.postImage).refine(isPostImage, POST_IMAGE_MESSAGE).nullish(),
})
export type BlogPost = z.infer<typeof blogPostSchema>

/**
 * A post as readers accept it: any image text, since a row written before the image rule may hold
 * a bad one. The blog then shows that post without its image (`isPostImage`); a bad social
 * image falls back to the post's image.
 */
export const storedPostSchema = blogPostSchema.extend({
  image: z.string().trim().min(1).max(LIMITS.postImage),
  socialImage: z.string().trim().min(1).max(LIMITS.postImage).nullish(),
  publishAt: z.string().nullish(),
})

/**
 * Where an uploaded post image (`post-images/…`) shows, for anyone: Storage's public URL, or in a
 * local build a `blob:` URL of the bytes the local database keeps. Uploads and deletions are the
 * blog editor's operations (src/features/blog-editor/api/).
 */
export interface PostImageUrls {
  /** An address an `<img>` loads for the uploaded image; undefined when there is no such image. */
  displayUrl(path: string): Promise<string | undefined>
  /** After a deletion: a local build lets go of the image's `blob:` URL (a Supabase build has none). */
  forget(path: string): void
}
