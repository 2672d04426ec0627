// Lets a benchmark run under tsx import what Vite builds as `?inline` assets (the order PDF's
// fonts): the module answers the file as a data URL, as Vite does. Loaded with --import.
import { register } from 'node:module'

register('./inline-assets-hooks.mjs', import.meta.url)
