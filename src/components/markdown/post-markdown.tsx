/**
 * A blog post's body, written in Markdown (CommonMark and GitHub's tables, strikethrough, task
 * lists and autolinks), rendered as React elements: it works in the prerenderer's
 * `renderToString` and in the browser alike. What an author writes can never run:
 * - raw HTML (`<script>`, `<img onerror>`, `<b>`) is dropped, never rendered;
 * - link and image addresses outside http(s), mailto and site paths (`javascript:`, `data:`)
 *   are emptied by react-markdown's URL filter;
 * - links to other sites get `rel="noopener noreferrer"`;
 * - headings start at h2 (the page's h1 is the post's title: shift-headings.ts);
 * - a body nested too deep to render safely is shown as plain text (bounded-markdown.tsx).
 * Only the article and the editor import this (react-markdown is about 40 KB gzip).
 */
import { createElement, type ComponentProps } from 'react'
import Markdown, { defaultUrlTransform, type Components, type ExtraProps } from 'react-markdown'
import remarkGfm from 'remark-gfm'
import { site } from '@/config/site'
import { usePostImageSrc } from '@/lib/post-image-src'
import { cn } from '@/lib/utils'
import { boundedMarkdown } from './bounded-markdown'
import { shiftHeadings } from './shift-headings'

const SITE_ORIGIN = new URL(site.url).origin

/** True when `href` leads away from this site (another origin, or not a web address at all). */
export function isExternalLink(href: string): boolean {
  try {
    return new URL(href, `${SITE_ORIGIN}/`).origin !== SITE_ORIGIN
  } catch {
    return true
  }
}

type Block = 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'ul' | 'ol' | 'blockquote' | 'code' | 'pre' | 'th' | 'td'

/** An element with the article's classes, plus any class Markdown gave it (`language-ts`, task lists). */
function styled<T extends Block>(tag: T, base: string) {
  return function Styled({ node: _node, className, ...props }: ComponentProps<T> & ExtraProps) {
    return createElement(tag, { ...props, className: cn(base, className) })
  }
}

/**
 * An image of the body. Addresses and a Supabase build's uploads are there at once (prerendered
 * pages hold them); a local build's upload shows once the local database has read it. An address
 * that is not a valid post image (or was emptied) is left out.
 */
function PostImage({
  src,
  alt,
  title,
}: {
  src: string | undefined
  alt: string | undefined
  title: string | undefined
}) {
  const url = usePostImageSrc(src)
  if (!url) return null
  return <img src={url} alt={alt ?? ''} title={title} loading="lazy" decoding="async" className="w-full rounded-xl" />
}

const heading = 'font-serif font-bold text-ink-900'
const components: Components = {
  h2: styled('h2', `${heading} pt-4 text-2xl md:text-3xl`),
  h3: styled('h3', `${heading} pt-2 text-xl md:text-2xl`),
  h4: styled('h4', `${heading} text-lg`),
  h5: styled('h5', `${heading} text-lg`),
  h6: styled('h6', `${heading} text-lg`),
  ul: styled('ul', 'list-disc space-y-2 pl-6'),
  ol: styled('ol', 'list-decimal space-y-2 pl-6'),
  blockquote: styled('blockquote', 'border-l-4 border-brand-200 pl-5 text-ink-700 italic'),
  code: styled('code', 'rounded bg-ink-100 px-1.5 py-0.5 font-mono text-[0.9em] text-ink-900'),
  pre: styled(
    'pre',
    'overflow-x-auto rounded-xl bg-ink-100 p-4 text-base leading-normal [&_code]:bg-transparent [&_code]:p-0',
  ),
  th: styled('th', 'border-b-2 border-ink-300 px-3 py-2 font-semibold text-ink-900'),
  td: styled('td', 'border-b border-ink-200 px-3 py-2'),
  // A link whose address the filter emptied (`javascript:`) keeps only its text.
  a: ({ node: _node, href, children }) =>
    href ? (
      <a
        href={href}
        rel={isExternalLink(href) ? 'noopener noreferrer' : undefined}
        className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  table: ({ node: _node, ...props }) => (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-base" {...props} />
    </div>
  ),
  hr: () => <hr className="border-ink-200" />,
  img: ({ src, alt, title }) => <PostImage src={typeof src === 'string' ? src : undefined} alt={alt} title={title} />,
}

/** Links and images: react-markdown's filter, which empties `javascript:` and other schemes. */
const urlTransform = defaultUrlTransform

const plugins = [remarkGfm, shiftHeadings]

/**
 * The body (react-markdown's Markdown is a plain function without hooks: called here so a body too
 * deep to parse or render is caught and shown as plain text, bounded-markdown.tsx).
 */
export function PostMarkdown({ source }: { source: string }) {
  return boundedMarkdown(source, (text) =>
    Markdown({ children: text, remarkPlugins: plugins, skipHtml: true, urlTransform, components }),
  )
}
