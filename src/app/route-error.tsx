import { isRouteErrorResponse, useRouteError } from 'react-router-dom'

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`
  if (error instanceof Error) return error.message
  return String(error)
}

/** Rendering errors of the application (docs/product.md §2, 404 page). */
export function RouteError() {
  const error = useRouteError()
  return (
    <main className="mx-auto max-w-2xl px-4 py-24">
      <h1 className="text-2xl font-bold text-ink-900">Unexpected Application Error!</h1>
      <p className="mt-4 font-mono text-sm break-words text-red-800">{messageOf(error)}</p>
    </main>
  )
}
