/** Blog posts as the editor saves them and readers accept them, and the uploaded images they show. */
import { z } from '@/lib/zod'
import { LIMITS, SLUG_PATTERN } from './limits'
import { isPostImage, POST_IMAGE_MESSAGE } from './post-image'
import type { PendingRebuild } from './site-rebuild'

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

export interface PostsPort {
  /** Published custom posts for visitors; every custom post for an admin. */
  list(): Promise<BlogPost[]>
  getBySlug(slug: string): Promise<BlogPost | null>
  /** Admin only: creates the post, or updates the one with the same id. */
  save(post: BlogPost): Promise<void>
  /** Admin only. */
  remove(id: string): Promise<void>
  /** Staff only: the rebuild of the public site the host has not confirmed yet, or null. */
  pendingRebuild(): Promise<PendingRebuild | null>
}

/**
 * Admin only: images uploaded for posts (Storage bucket `post-images` in Supabase). Not part of
 * `Backend` yet: the local backend's image store comes with its rewrite (the editor's upload
 * widget, phase 2 of publishing, wires both).
 */
export interface PostImagesPort {
  /** Admin only: checks the file (post-image-file.ts), stores it under a new name, returns the path a post stores. */
  upload(file: Blob): Promise<string>
  /** Admin only: deletes an uploaded image by the path a post stores (`post-images/…`); `not_found` if none was. */
  remove(path: string): Promise<void>
  /**
   * For anyone: an address an `<img>` loads for an uploaded image (`post-images/…`): Storage's
   * public URL, or in local mode a `blob:` URL of the bytes the local database keeps; undefined
   * when there is no such image.
   */
  displayUrl(path: string): Promise<string | undefined>
}
