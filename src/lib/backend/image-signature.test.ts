import { describe, expect, it } from 'vitest'
import { imageBytesProblem, imageTypeOfBytes, NOT_AN_IMAGE_MESSAGE } from './image-signature'

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)))

const SAMPLE_IMAGES = {
  'image/jpeg': bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'),
  'image/png': bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR'),
  'image/webp': bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '),
  'image/avif': bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0], 'avifmif1miaf'),
} as const

describe('imageTypeOfBytes', () => {
  it.each(Object.entries(SAMPLE_IMAGES))('knows %s by its first bytes', (type, sample) =>
    expect(imageTypeOfBytes(sample)).toBe(type),
  )

  it('knows an AVIF image sequence, and an AVIF whose major brand is mif1', () => {
    expect(imageTypeOfBytes(bytes([0, 0, 0, 0x18], 'ftypavis', [0, 0, 0, 0], 'avismsf1'))).toBe('image/avif')
    expect(imageTypeOfBytes(bytes([0, 0, 0, 0x18], 'ftypmif1', [0, 0, 0, 0], 'mif1avif'))).toBe('image/avif')
  })

  it.each([
    ['HTML', bytes('<!doctype html><script>alert(1)</script>')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['the first half of a PNG signature', bytes([0x89, 0x50, 0x4e, 0x47])],
    ['a WAVE file (RIFF, not WEBP)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['an MP4 video (ftyp, not avif)', bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 0, 0], 'isomiso2')],
    ['a GIF', bytes('GIF89a')],
    ['nothing', bytes()],
  ])('knows %s is none of them', (_name, sample) => expect(imageTypeOfBytes(sample)).toBeUndefined())
})

describe('imageBytesProblem', () => {
  it('accepts an image whose bytes are the type it declares', async () => {
    for (const [type, sample] of Object.entries(SAMPLE_IMAGES))
      await expect(imageBytesProblem(new Blob([sample], { type }))).resolves.toBeUndefined()
  })

  it('refuses HTML declared as a PNG, and a JPEG declared as a PNG', async () => {
    await expect(imageBytesProblem(new Blob(['<html><script>1</script>'], { type: 'image/png' }))).resolves.toBe(
      NOT_AN_IMAGE_MESSAGE,
    )
    await expect(imageBytesProblem(new Blob([SAMPLE_IMAGES['image/jpeg']], { type: 'image/png' }))).resolves.toBe(
      NOT_AN_IMAGE_MESSAGE,
    )
  })
})
