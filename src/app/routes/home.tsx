// Placeholder route module: replaced by the feature that owns this page.
export function Component() {
  return <h1>Home</h1>
}
