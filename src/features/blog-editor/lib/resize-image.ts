/**
 * Post images are resized in the browser before upload: at most 2,000 px wide (the article shows
 * them at most 1,280 px wide, twice that covers every screen), keeping their proportions.
 */
import { isPostImageType, type PostImageType } from '@/lib/backend/post-image-file'

export const MAX_IMAGE_WIDTH = 2000

/** The size to draw an image at: unchanged when narrow enough, else scaled to the maximum width. */
export function fitWidth(width: number, height: number, max = MAX_IMAGE_WIDTH): { width: number; height: number } {
  if (width <= max) return { width, height }
  return { width: max, height: Math.max(1, Math.round((height * max) / width)) }
}

/**
 * The type a resized image is encoded in: its own where browsers encode it (JPEG, PNG, WebP),
 * else WebP (no browser encodes AVIF from a canvas; a PNG of a photo could pass 5 MB).
 */
export function resizedType(type: PostImageType): PostImageType {
  return type === 'image/avif' ? 'image/webp' : type
}

export class UnreadableImageError extends Error {}

/**
 * The file itself when it is at most 2,000 px wide, else a copy that is. Throws
 * UnreadableImageError when the browser cannot decode it (a damaged file, or not the type it says).
 */
export async function resizeImage(file: Blob): Promise<Blob> {
  if (!isPostImageType(file.type)) return file
  const bitmap = await createImageBitmap(file).catch(() => {
    throw new UnreadableImageError('This file could not be read as an image.')
  })
  try {
    const size = fitWidth(bitmap.width, bitmap.height)
    if (size.width === bitmap.width) return file
    const canvas = document.createElement('canvas')
    Object.assign(canvas, size)
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, size.width, size.height)
    const type = resizedType(file.type)
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.88))
    if (!blob) throw new UnreadableImageError('This image could not be resized.')
    return blob
  } finally {
    bitmap.close()
  }
}
