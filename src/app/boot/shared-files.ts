/**
 * The files src/boot.ts shares with the app. The build puts them in a `boot-shared` chunk
 * (vite.config.ts): left in the entry chunk, every chunk importing them would be taken to need the
 * entry's stylesheet, which the prerenderer inlines, and fetch it again. The prerenderer fails the
 * build when a chunk still imports the entry chunk, i.e. when a file is missing here.
 * Plain data, read by vite.config.ts.
 */
export const BOOT_SHARED_FILES = [
  'src/app/boot/served-page.ts',
  'src/lib/activity/keys.ts',
  'src/lib/activity/visit.ts',
  'src/lib/activity/visits.ts',
  'src/lib/first-interaction.ts',
  'src/lib/next-task.ts',
  'src/lib/storage.ts',
  'src/lib/submissions/keys.ts',
]

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/** Matches the module id (an absolute path) of any of `files`. */
export function filesPattern(files: readonly string[]): RegExp {
  return new RegExp(`/(${files.map(escapeRegExp).join('|')})$`)
}
