/**
 * A card's decorative 16:9 image (the card's title says the same, hence the empty alt). Without a
 * valid image the same box stays empty, so the cards of a row keep one height.
 */
export function CardImage({ src, priority }: { src: string | undefined; priority?: 'high' | 'eager' }) {
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
