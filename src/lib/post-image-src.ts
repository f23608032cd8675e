/**
 * The address an `<img>` shows for a post's image value. Addresses and a Supabase build's uploads
 * resolve at once (`postImageUrl`, so prerendered pages hold them); the local backend keeps its
 * uploads in the local database, read after the first render and shown through a `blob:` URL.
 */
import { useEffect, useState } from 'react'
import { isStoredImagePath, postImageUrl } from '@/lib/backend/post-image'

/** A value only the local backend can show (a local build's upload), else undefined. */
const localUpload = (value: string | null | undefined) =>
  import.meta.env.VITE_BACKEND !== 'supabase' && value && isStoredImagePath(value) ? value : undefined

export function usePostImageSrc(value: string | null | undefined): string | undefined {
  const direct = value ? postImageUrl(value) : undefined
  const upload = direct ? undefined : localUpload(value)
  const [loaded, setLoaded] = useState<{ path: string; url: string | undefined }>()
  useEffect(() => {
    if (!upload) return
    let current = true
    import('@/lib/backend')
      .then(({ getBackend }) => getBackend())
      .then((backend) => backend.postImages.displayUrl(upload))
      .then(
        (url) => current && setLoaded({ path: upload, url }),
        () => current && setLoaded({ path: upload, url: undefined }), // shown without its image, as an invalid one
      )
    return () => {
      current = false
    }
  }, [upload])
  return direct ?? (loaded && loaded.path === upload ? loaded.url : undefined)
}
