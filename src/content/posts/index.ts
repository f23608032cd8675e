import type { BlogPost } from '@/lib/backend/ports'

// Placeholder: the site engineer adds the four built-in posts as Markdown files here.
export const builtInPosts: BlogPost[] = []
