/**
 * database.types.ts and database.constants.ts are what the migrations make of them
 * (scripts/database-types.ts): a migration that changes the schema fails here until
 * `npm run db:types` writes the files again.
 */
import { resolve } from 'node:path'
import { testDatabase } from '@/testing/local-database'
import { databaseConstants, databaseTypes } from './database-types'

const TYPES = resolve(__dirname, '../src/lib/backend/supabase/database.types.ts')
const CONSTANTS = resolve(__dirname, '../src/lib/backend/database.constants.ts')

it('database.types.ts is made from the migrated schema', { timeout: 60_000 }, async () => {
  await expect(await databaseTypes(await testDatabase(), TYPES)).toMatchFileSnapshot(TYPES)
})

it('database.constants.ts is made from the migrated schema', { timeout: 60_000 }, async () => {
  await expect(await databaseConstants(await testDatabase(), CONSTANTS)).toMatchFileSnapshot(CONSTANTS)
})
