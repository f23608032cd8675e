// Test fixture for one build (scripts/test.sh, the Supabase-mode build): loaded into the build
// with `node --import`, it answers the build's read of the project's published posts
// (GET <VITE_SUPABASE_URL>/rest/v1/published_posts) with the live post of live-post.json, as PostgREST
// answers a visitor. The build then prerenders it (its page, sitemap entry and RSS item), which
// tests/e2e/live-posts-build.spec.ts checks. Any other request goes out as usual.
import { readFileSync } from 'node:fs'

const post = JSON.parse(readFileSync(new URL('./live-post.json', import.meta.url), 'utf8'))
const project = process.env.VITE_SUPABASE_URL?.replace(/\/+$/, '')
const send = globalThis.fetch

globalThis.fetch = (input, init) => {
  const url = input instanceof Request ? input.url : String(input)
  if (!project || !url.startsWith(`${project}/rest/v1/published_posts?`)) return send(input, init)
  return Promise.resolve(
    new Response(JSON.stringify([post]), { status: 200, headers: { 'content-type': 'application/json' } }),
  )
}
