/** The Time Spent column: the text after 'Time spent:' in the details, otherwise 'Active'. */
export function timeSpent(details: string): string {
  const index = details.indexOf('Time spent:')
  if (index === -1) return 'Active'
  const rest = details.slice(index + 'Time spent:'.length).trim()
  return rest || 'Active'
}
