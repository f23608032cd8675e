import { existsSync } from 'node:fs'
import { BOOT_SHARED_FILES, filesPattern } from './shared-files'

it('lists files that exist', () => {
  for (const file of BOOT_SHARED_FILES) expect(existsSync(file), file).toBe(true)
})

it('matches the module ids of exactly the listed files', () => {
  const pattern = filesPattern(['src/lib/activity/visit.ts', 'src/lib/next-task.ts'])
  expect(pattern.test('/work/site/src/lib/activity/visit.ts')).toBe(true)
  expect(pattern.test('/work/site/src/lib/next-task.ts')).toBe(true)
  expect(pattern.test('/work/site/src/lib/activity/visits.ts')).toBe(false)
  expect(pattern.test('/work/site/src/lib/activity/visit.test.ts')).toBe(false)
  expect(pattern.test('/work/site/other/src/lib/next-task.tsx')).toBe(false)
})
