/**
 * database.types.ts is what the migrations make of it (scripts/database-types.ts): a migration
 * that changes the schema fails here until `npm run db:types` writes the file again.
 */
import { resolve } from 'node:path'
import { testDatabase } from '@/testing/local-database'
import { databaseTypes } from './database-types'

const TYPES = resolve(__dirname, '../src/lib/backend/supabase/database.types.ts')

it('database.types.ts is made from the migrated schema', { timeout: 60_000 }, async () => {
  await expect(await databaseTypes(await testDatabase(), TYPES)).toMatchFileSnapshot(TYPES)
})
