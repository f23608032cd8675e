/**
 * The Time Spent column: the seconds the visitor spent on the page ("42s", "3m 05s", "1h 02m"),
 * otherwise 'Active' (no time recorded yet: the visitor may still be on the page).
 */
export function timeSpent(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return 'Active'
  const whole = Math.round(seconds)
  const pad = (n: number) => String(n).padStart(2, '0')
  if (whole < 60) return `${whole}s`
  if (whole < 3600) return `${Math.floor(whole / 60)}m ${pad(whole % 60)}s`
  return `${Math.floor(whole / 3600)}h ${pad(Math.floor((whole % 3600) / 60))}m`
}
