import { usePostImageSrc } from '@/lib/post-image-src'

/**
 * A card's decorative 16:9 image of a post's image value (the card's title says the same, hence
 * the empty alt). Without a valid image the same box stays empty, so the cards of a row keep one height.
 */
export function CardImage({ image, priority }: { image: string; priority?: 'high' | 'eager' }) {
  const src = usePostImageSrc(image)
  const className = 'aspect-video w-full bg-brand-50 object-cover'
  if (!src) return <div className={className} />
  return (
    <img
      src={src}
      alt=""
      width={640}
      height={360}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority === 'high' ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  )
}
