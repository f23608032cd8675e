/**
 * For tests of code that renders in a detached React root of its own (the blog editor's HTML of
 * a post body), outside any test's act(): React then does not ask for act() around it.
 */
export function renderingOutsideAct(): void {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  beforeEach(() => {
    const previous = scope.IS_REACT_ACT_ENVIRONMENT
    scope.IS_REACT_ACT_ENVIRONMENT = false
    return () => {
      scope.IS_REACT_ACT_ENVIRONMENT = previous
    }
  })
}
