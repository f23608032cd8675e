/**
 * A post's fields as the staff screens name them (blog_posts' columns, as a post version keeps
 * them): the editor's history says which changed, the review shows how. A column added later
 * shows as its name.
 */
const POST_FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  excerpt: 'Excerpt',
  content: 'Content',
  slug: 'Slug',
  image: 'Image',
  image_alt: 'Image description',
  author: 'Author',
  date: 'Date',
  published: 'Published',
  publish_at: 'Publish time',
  meta_description: 'Meta description',
  social_image: 'Social image',
}

export const postFieldLabel = (field: string): string => POST_FIELD_LABELS[field] ?? field.replaceAll('_', ' ')

/** The fields a reader sees, in the editor's order (the text itself is compared line by line). */
export const SHOWN_POST_FIELDS = [
  'title',
  'slug',
  'excerpt',
  'author',
  'date',
  'image',
  'image_alt',
  'published',
  'publish_at',
  'meta_description',
  'social_image',
] as const
