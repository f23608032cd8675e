// Placeholder: the site engineer builds the real footer.
export function SiteFooter() {
  return <footer />
}
