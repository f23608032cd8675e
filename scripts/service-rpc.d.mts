export function withViteModules<T>(
  run: (load: (path: string) => Promise<Record<string, unknown>>) => Promise<T>,
): Promise<T>
export function serviceRpc(
  name: string,
  argument: string,
  value: unknown,
  env?: Record<string, string | undefined>,
): Promise<{ where: string; result: unknown; ms: number }>
