import { fitWidth, MAX_IMAGE_WIDTH, resizedType } from './resize-image'

describe('fitWidth', () => {
  it('keeps an image at most 2,000 px wide as it is', () => {
    expect(fitWidth(1280, 720)).toEqual({ width: 1280, height: 720 })
    expect(fitWidth(MAX_IMAGE_WIDTH, 10)).toEqual({ width: 2000, height: 10 })
  })

  it('scales a wider one to 2,000 px, keeping its proportions', () => {
    expect(fitWidth(4000, 3000)).toEqual({ width: 2000, height: 1500 })
    expect(fitWidth(2001, 1000)).toEqual({ width: 2000, height: 1000 })
    expect(fitWidth(3000, 1001)).toEqual({ width: 2000, height: 667 })
  })

  it('never makes an image less than 1 px high', () => {
    expect(fitWidth(100_000, 10)).toEqual({ width: 2000, height: 1 })
  })
})

describe('resizedType', () => {
  it('keeps JPEG, PNG and WebP, and encodes AVIF (which canvases cannot write) as WebP', () => {
    expect(resizedType('image/jpeg')).toBe('image/jpeg')
    expect(resizedType('image/png')).toBe('image/png')
    expect(resizedType('image/webp')).toBe('image/webp')
    expect(resizedType('image/avif')).toBe('image/webp')
  })
})
