import type { BlogPost } from '@/lib/backend/posts-schema'

export type PostStatus = { kind: 'draft' } | { kind: 'scheduled'; at: Date } | { kind: 'live' }

/**
 * What the posts table says of a post: a draft (not published), scheduled (published, its time
 * ahead) or live. Only a label for the admin: who may read a post is the database's decision
 * (the visitors' policy on blog_posts), whatever this says.
 */
export function postStatus(post: Pick<BlogPost, 'published' | 'publishAt'>, now = new Date()): PostStatus {
  if (!post.published) return { kind: 'draft' }
  const at = post.publishAt ? new Date(post.publishAt) : undefined
  return at && at.getTime() > now.getTime() ? { kind: 'scheduled', at } : { kind: 'live' }
}
