/**
 * The disclosure version: the SHA-256 (hex) of the disclosure texts' JSON. The build records the
 * texts with it in the archive (scripts/archive-manifest.mjs, `npm run archive:build`), and a
 * printed calculator report names it, so the archive tells which words a visitor was shown.
 * Web Crypto: the same code in the browser and in Node.
 */
import { disclosureTexts } from './disclosures'

/** The exact text the version is the hash of. */
export const disclosureJson = (texts: object = disclosureTexts): string => JSON.stringify(texts)

export async function disclosureVersion(json: string = disclosureJson()): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(json))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}
