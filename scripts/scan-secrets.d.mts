export const SECRET_PATTERNS: RegExp[]
export function findSecrets(text: string): string[]
