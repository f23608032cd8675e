import { afterFirstPaint, preloadModules } from './preload'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove())
})

describe('afterFirstPaint', () => {
  it('waits for a frame, then a task', async () => {
    const frames: FrameRequestCallback[] = []
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback))
    const task = vi.fn()
    afterFirstPaint(task)
    await flush()
    expect(task).not.toHaveBeenCalled()
    frames[0]?.(0)
    expect(task).not.toHaveBeenCalled()
    await flush()
    expect(task).toHaveBeenCalledTimes(1)
    raf.mockRestore()
  })
})

describe('preloadModules', () => {
  const preloaded = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => new URL(link.href).pathname,
    )

  it('adds a modulepreload link per listed file, in order', async () => {
    await preloadModules(['/assets/a.js', '/assets/b.js'])
    expect(preloaded()).toEqual(['/assets/a.js', '/assets/b.js'])
    await preloadModules([])
    expect(preloaded()).toHaveLength(2)
  })

  it('starts a few downloads per task, so a long list never makes one long task', async () => {
    const files = Array.from({ length: 5 }, (_, i) => `/assets/m${i}.js`)
    const done = preloadModules(files)
    expect(preloaded()).toEqual(files.slice(0, 2))
    await flush()
    expect(preloaded()).toEqual(files.slice(0, 4))
    await done
    expect(preloaded()).toEqual(files)
  })
})
