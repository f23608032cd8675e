/// <reference types="vite/client" />

declare module '*.md' {
  /** Front matter fields plus the trimmed body as `content` (scripts/vite-plugin-markdown-posts.ts). */
  const data: Record<string, unknown> & { content: string }
  export default data
}

interface ImportMetaEnv {
  readonly VITE_BACKEND?: string
  readonly VITE_SUPABASE_URL?: string
  readonly VITE_SUPABASE_ANON_KEY?: string
  readonly VITE_LOCAL_ADMIN_EMAIL?: string
  readonly VITE_LOCAL_ADMIN_PASSWORD?: string
  readonly VITE_LOCAL_MEMBER_EMAIL?: string
  readonly VITE_LOCAL_MEMBER_PASSWORD?: string
  readonly VITE_CHAT_API_URL?: string
  readonly VITE_CHAT_MODEL?: string
  readonly VITE_SITE_URL?: string
  readonly VITE_TURNSTILE_SITE_KEY?: string
}

/** The URL of the local database's snapshot, prepared by scripts/vite-plugin-local-db.ts. */
declare module 'virtual:local-db-snapshot' {
  const url: string
  export default url
}
