/**
 * A stand-in for the Web Locks API, which jsdom lacks: exclusive locks granted in request order,
 * shared by every module instance in the test (as the browser shares them between tabs).
 */
export function installFakeLocks() {
  const requested: string[] = []
  const tails = new Map<string, Promise<unknown>>()
  const request = (name: string, _options: unknown, task: () => Promise<unknown>) => {
    requested.push(name)
    const result = (tails.get(name) ?? Promise.resolve()).then(task)
    tails.set(
      name,
      result.catch(() => undefined),
    )
    return result
  }
  Object.defineProperty(navigator, 'locks', { configurable: true, value: { request } })
  return { requested, uninstall: () => Reflect.deleteProperty(navigator, 'locks') }
}
