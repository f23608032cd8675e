/** The PostgreSQL extensions the migrations create (PGlite ships each as a separate module). */
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'

export const LOCAL_EXTENSIONS = { pgcrypto, pg_trgm }
