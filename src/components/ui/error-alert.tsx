/**
 * A read or a change that failed, said where it happened: `prefix`, then the error's own message
 * (the database's sentence); nothing when there is no error.
 */
export function ErrorAlert({ error, prefix }: { error: Error | null | undefined; prefix: string }) {
  if (!error) return null
  return (
    <p role="alert" className="text-sm text-red-700">
      {prefix} {error.message}
    </p>
  )
}
