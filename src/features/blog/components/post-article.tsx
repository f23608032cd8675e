import { ArrowLeft, Clock } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Seo } from '@/components/seo'
import { paths } from '@/config/paths'
import type { BlogPost } from '@/lib/backend/posts-schema'
import { usePostImageSrc } from '@/lib/post-image-src'
import { postJsonLd } from '../lib/post-json-ld'
import { postSocialImage, readingTimeMinutes } from '../lib/posts'
import { PostBody } from './post-body'
import { PostAuthor, PostDate } from './post-meta'
import { ShareButton } from './share-button'

/** The article itself: back link, title, meta, large image, the Markdown body, share section. */
export function PostArticle({ post }: { post: BlogPost }) {
  const image = usePostImageSrc(post.image)
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <Seo
        title={post.title}
        description={post.metaDescription ?? post.excerpt}
        path={paths.blogPost(post.slug)}
        image={postSocialImage(post)}
        type="article"
        jsonLd={postJsonLd(post)}
      />
      <Link
        to={paths.blog}
        className="inline-flex items-center gap-2 rounded-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to All Articles
      </Link>
      <h1 className="mt-6 font-serif text-3xl leading-tight font-bold text-ink-900 md:text-5xl">{post.title}</h1>
      <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-ink-600">
        <PostDate date={post.date} />
        <PostAuthor author={post.author} />
        <span className="inline-flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4" />
          {readingTimeMinutes(post.content)} min read
        </span>
      </p>
      {image && (
        <img
          src={image}
          alt={post.imageAlt ?? post.title}
          width={1280}
          height={720}
          fetchPriority="high"
          decoding="async"
          className="mt-8 aspect-video w-full rounded-2xl bg-brand-50 object-cover"
        />
      )}
      <PostBody source={post.content} />
      <section
        aria-labelledby="share-title"
        className="mt-12 flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-brand-50 p-6"
      >
        <h2 id="share-title" className="text-lg font-semibold text-ink-900">
          Share this article
        </h2>
        <ShareButton title={post.title} />
      </section>
    </article>
  )
}
