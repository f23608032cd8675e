import { absoluteUrl } from '@/components/seo'
import { paths } from '@/config/paths'
import { site } from '@/config/site'
import type { BlogPost } from '@/lib/backend/posts-schema'
import { isoDate } from '@/lib/iso-date'
import { postImage } from './posts'

/** schema.org BlogPosting and BreadcrumbList for an article (structured data). */
export function postJsonLd(post: BlogPost): object[] {
  const url = absoluteUrl(paths.blogPost(post.slug))
  const published = isoDate(post.date)
  const image = postImage(post)
  const organization = {
    '@type': 'Organization',
    name: site.name,
    url: absoluteUrl('/'),
    logo: { '@type': 'ImageObject', url: absoluteUrl('/favicon.svg') },
  }
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.excerpt,
      ...(image ? { image: absoluteUrl(image) } : {}),
      ...(published ? { datePublished: published } : {}),
      author:
        post.author === site.brand || post.author === site.name
          ? organization
          : { '@type': 'Person', name: post.author },
      publisher: organization,
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      url,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: absoluteUrl(paths.home) },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: absoluteUrl(paths.blog) },
        { '@type': 'ListItem', position: 3, name: post.title, item: url },
      ],
    },
  ]
}
