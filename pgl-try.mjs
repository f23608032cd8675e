import { PGlite } from '@electric-sql/pglite'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { readFileSync, readdirSync } from 'node:fs'
let t=performance.now()
const lap=(l)=>{console.log(l, Math.round(performance.now()-t)); t=performance.now()}
const db = await PGlite.create({ extensions: { pgcrypto, pg_trgm } }); lap('create')
await db.exec(readFileSync('supabase/local/prelude.sql','utf8'))
for (const f of readdirSync('supabase/migrations').sort()) await db.exec(readFileSync('supabase/migrations/'+f,'utf8'))
lap('migrate')
const dump = await db.dumpDataDir('none'); lap('dump none '+dump.size)
const db2 = await PGlite.create({ loadDataDir: dump, extensions: { pgcrypto, pg_trgm } }); lap('load none')
const dumpg = await db.dumpDataDir('gzip'); lap('dump gzip '+dumpg.size)
const db3 = await PGlite.create({ loadDataDir: dumpg, extensions: { pgcrypto, pg_trgm } }); lap('load gzip')
const db4 = await PGlite.create({ }); lap('create no ext')
