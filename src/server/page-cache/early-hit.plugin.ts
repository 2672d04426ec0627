import { definePlugin } from 'nitro'
import { withEarlyAnswers } from './early-hook'

// Cache hits before the framework (decision 016): nitro's fetch is what srvx calls for every
// request, and plugins run before the server reads it, so wrapping it here puts the page cache
// in front of h3's event, route rules, static files, the lazy SSR handler and TanStack Start.
export default definePlugin((nitroApp) => {
  nitroApp.fetch = withEarlyAnswers(nitroApp.fetch)
})
