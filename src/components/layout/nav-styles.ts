/**
 * Class names shared by the header's links. Plain strings (no class merging at run time), so the
 * layout stays out of the way of the first load's JavaScript budget.
 */
export const pillLink = (isActive: boolean): string =>
  [
    'rounded-full px-4 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-brand-700 text-white' : 'text-ink-800 hover:bg-brand-50 hover:text-brand-800',
  ].join(' ')

export const mobileLink = (isActive: boolean): string =>
  [
    'block rounded-lg px-4 py-3 text-base font-medium',
    isActive ? 'bg-brand-700 text-white' : 'text-ink-800 hover:bg-brand-50',
  ].join(' ')

export const primaryLinkButton =
  'h-11 items-center justify-center gap-2 rounded-full bg-brand-700 px-6 text-sm font-semibold whitespace-nowrap text-white transition-colors hover:bg-brand-800'
