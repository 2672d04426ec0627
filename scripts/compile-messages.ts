// Compiles messages/*.json into src/paraglide (typed message functions + runtime).
import { compile } from '@inlang/paraglide-js'
import { paraglideOptions } from './paraglide-options.ts'

await compile(paraglideOptions)
// The compiler keeps timers alive; nothing else is left to do.
process.exit(0)
