import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'

/**
 * The PostgreSQL extensions the migrations create (decision 029: typo-tolerant search). PGlite
 * ships them as bundles that must be named when a database is opened; PostgreSQL has them in
 * its contrib package.
 */
export const pgliteExtensions = { pg_trgm, unaccent }
