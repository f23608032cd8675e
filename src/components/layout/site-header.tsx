// Placeholder: the site engineer builds the real header.
export function SiteHeader() {
  return <header />
}
