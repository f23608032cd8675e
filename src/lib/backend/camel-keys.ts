/** `first_message_id` as `firstMessageId`, in the type too. */
type Camel<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S
export type CamelKeys<T> = { [K in keyof T & string as Camel<K>]: T[K] }

/** A row's snake_case column names as the domain's camelCase field names, the values as they are. */
export function camelKeys<T extends object>(row: T): CamelKeys<T> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()),
      value,
    ]),
  ) as CamelKeys<T>
}
