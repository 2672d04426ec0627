// `npm run db:migrate`: brings the configured database's schema up to date.
import { join } from 'node:path'
import { env } from '../src/config/env.server'
import { connect } from '../src/db/connect.server'

const config = env()
const database = config.DATABASE_URL
  ? await connect({ kind: 'postgres', url: config.DATABASE_URL })
  : await connect({ kind: 'pglite', dir: join(config.DATA_DIR, 'pglite') })
console.log(`Migrated the ${database.kind} database.`)
await database.close()
