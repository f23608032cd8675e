/**
 * What an image file is by its first bytes ("magic numbers"), not by the type it declares: a file
 * named chart.png and declared image/png may be HTML or SVG. The rule itself is shared with the
 * edge functions (supabase/functions/_shared/post-image-rules.ts): the editor and the upload operation
 * check before an upload is sent, the `upload-post-image` function (and the local backend in its
 * place) before it is stored (docs/decisions/0017-publishing-round4.md).
 */
import {
  bytesAreDeclaredType,
  NOT_AN_IMAGE_MESSAGE,
  SIGNATURE_BYTES,
} from '../../../supabase/functions/_shared/post-image-rules.ts'

export {
  bytesAreDeclaredType,
  imageTypeOfBytes,
  NOT_AN_IMAGE_MESSAGE,
  SIGNATURE_BYTES,
} from '../../../supabase/functions/_shared/post-image-rules.ts'

/** Why the file's bytes cannot be uploaded as its declared type, or undefined when they can. */
export async function imageBytesProblem(file: Blob): Promise<string | undefined> {
  const bytes = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer())
  return bytesAreDeclaredType(bytes, file.type) ? undefined : NOT_AN_IMAGE_MESSAGE
}
