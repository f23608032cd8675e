/** One page of a list, and how many rows match the whole query. */
export interface Page<T> {
  rows: T[]
  total: number
}
