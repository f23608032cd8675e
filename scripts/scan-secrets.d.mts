export const SECRET_PATTERNS: RegExp[]
export function findSecrets(text: string): string[]
export const LOCAL_ACCOUNT_VARS: string[]
export function buildBackend(vars: Record<string, string | undefined>): 'local' | 'supabase'
export function parseDotenv(text: string): Record<string, string>
export function localOnlyValues(
  vars: Record<string, string | undefined>,
  documented: Record<string, string | undefined>,
): string[]
export function findValues(text: string, values: string[]): string[]
export function findLocalBackend(vars: Record<string, string | undefined>, path: string, text: string): string[]
