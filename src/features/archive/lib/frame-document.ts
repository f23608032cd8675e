/**
 * The document an archived HTML version is shown in (an iframe's `srcdoc`, sandboxed: nothing in
 * it runs). A whole page is shown as it is; a post's body, archived without the site around it,
 * gets a plain readable style. The archived text itself is unchanged.
 */
const WHOLE_PAGE = /^\s*(<!doctype\s|<html[\s>])/i
const BODY_STYLE =
  'body{font:16px/1.6 system-ui,sans-serif;color:#1f2937;margin:1rem auto;max-width:70ch;padding:0 1rem}img{max-width:100%;height:auto}'

export function frameDocument(html: string): string {
  if (WHOLE_PAGE.test(html)) return html
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${BODY_STYLE}</style></head><body>${html}</body></html>`
}
