import { site } from '@/config/site'

/** What a page says about itself in <head>: title, description, canonical, Open Graph, JSON-LD. */
export interface SeoProps {
  /** Page title without the site suffix; omitted on the home page. */
  title?: string
  description?: string
  /** The page's path, e.g. `/about`; makes the canonical URL. */
  path: string
  image?: string
  type?: 'website' | 'article'
  /** schema.org objects, written as JSON-LD. */
  jsonLd?: object[]
  noindex?: boolean
}

export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script'
  attrs: Record<string, string>
  text?: string
}

export function absoluteUrl(path: string): string {
  return new URL(path, site.url + '/').toString()
}

export function headTags(props: SeoProps): HeadTag[] {
  const title = props.title ? site.seo.titleTemplate.replace('%s', props.title) : site.seo.defaultTitle
  const description = props.description ?? site.seo.description
  const url = absoluteUrl(props.path)
  const image = absoluteUrl(props.image ?? site.seo.image)
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
    tag: 'meta',
    attrs: { [key]: name, content },
  })
  return [
    { tag: 'title', attrs: {}, text: title },
    meta('name', 'description', description),
    ...(props.noindex ? [meta('name', 'robots', 'noindex')] : []),
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    meta('property', 'og:type', props.type ?? 'website'),
    meta('property', 'og:site_name', site.name),
    meta('property', 'og:locale', site.seo.locale),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', 'summary_large_image'),
    ...(props.jsonLd ?? []).map((data): HeadTag => ({
      tag: 'script',
      attrs: { type: 'application/ld+json' },
      text: JSON.stringify(data),
    })),
  ]
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Serialises tags for the prerendered HTML. JSON-LD has `<` escaped so it cannot close the script. */
export function headTagsToHtml(tags: HeadTag[]): string {
  return tags
    .map(({ tag, attrs, text }) => {
      const attributes = Object.entries(attrs)
        .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
        .join('')
      if (tag === 'meta' || tag === 'link') return `<${tag} data-seo${attributes}>`
      const body = tag === 'script' ? (text ?? '').replace(/</g, '\\u003c') : escapeHtml(text ?? '')
      return `<${tag} data-seo${attributes}>${body}</${tag}>`
    })
    .join('\n    ')
}
