import { appKey } from '@/lib/storage'

/** The local backend's session (localStorage, shared by every tab). A light module: blog pages read it. */
export const LOCAL_SESSION_KEY = appKey('local-session', 2)
