// Compiles messages/*.json into src/paraglide (typed message functions + runtime). What the shop
// changes in the output goes through Paraglide's options (paraglide-options.ts) and a Vite
// plugin (vite/urlpattern-on-demand.ts), never by editing the generated files (decision 113).
import { compile } from '@inlang/paraglide-js'
import { paraglideOptions } from './paraglide-options.ts'

await compile(paraglideOptions)

// The compiler keeps timers alive; nothing else is left to do.
process.exit(0)
