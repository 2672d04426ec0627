import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

// Swagger UI's files for /api/docs, read from the installed package (Node, Deno: the build
// copies swagger-ui-dist beside the server bundle). Workers bundle them instead (decision 045).

let dir: string | undefined
const assetDir = () => (dir ??= dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json')))

export const readDocsAsset = async (file: 'swagger-ui.css' | 'swagger-ui-bundle.js') =>
  new Uint8Array(await readFile(join(assetDir(), file))) as Uint8Array<ArrayBuffer>
