// `npm run db:seed`: migrates, then seeds the demo shop; idempotent (a second run adds nothing).
import { join } from 'node:path'
import { env } from '../src/config/env.server'
import { connect } from '../src/db/connect.server'
import { seedDatabase } from '../src/db/seed'

const config = env()
let seeded = false
const database = config.DATABASE_URL
  ? await connect(
      { kind: 'postgres', url: config.DATABASE_URL },
      async (db) => void ({ seeded } = await seedDatabase(db, console.log)),
    )
  : await connect(
      { kind: 'pglite', dir: join(config.DATA_DIR, 'pglite') },
      async (db) => void ({ seeded } = await seedDatabase(db, console.log)),
    )
console.log(seeded ? 'Seeded the demo shop.' : 'The demo shop was already seeded: nothing changed.')
await database.close()
