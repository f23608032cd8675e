import { useWatch, type Control } from 'react-hook-form'
import { site } from '@/config/site'
import { socialImageValue } from '@/lib/backend/post-image'
import { usePostImageSrc } from '@/lib/post-image-src'
import type { PostFormValues } from '../lib/post-form-schema'

const HOST = new URL(site.url).host

/**
 * The card a link to the post shows in social networks and chats: its image (the social image,
 * else the post's), the site, the title and the meta description (else the excerpt), as the
 * article's meta tags give them.
 */
export function LinkCardPreview({ control, id }: { control: Control<PostFormValues>; id: string }) {
  const [title, excerpt, image, metaDescription, socialImage] = useWatch({
    control,
    name: ['title', 'excerpt', 'image', 'metaDescription', 'socialImage'],
  })
  const imageUrl = usePostImageSrc(socialImageValue(socialImage.trim(), image.trim()))
  return (
    <section aria-labelledby={id} className="grid content-start gap-1.5">
      <p id={id} className="text-sm font-medium text-ink-900">
        Link preview
      </p>
      <div className="max-w-md overflow-hidden rounded-lg border border-ink-200 bg-white">
        {imageUrl ? (
          <img src={imageUrl} alt="" className="aspect-[1.91/1] w-full bg-ink-100 object-cover" />
        ) : (
          <div className="flex aspect-[1.91/1] items-center justify-center bg-ink-100 text-sm text-ink-600">
            The site's default image
          </div>
        )}
        <div className="grid gap-1 border-t border-ink-200 p-3">
          <p className="text-xs text-ink-600 uppercase">{HOST}</p>
          <p className="font-semibold text-ink-900">{title.trim() || 'The post’s title'}</p>
          <p className="line-clamp-2 text-sm text-ink-700">
            {metaDescription.trim() || excerpt.trim() || 'The meta description, else the excerpt'}
          </p>
        </div>
      </div>
    </section>
  )
}
