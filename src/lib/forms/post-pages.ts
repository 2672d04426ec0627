import { delocalizePath } from '~/lib/i18n/locales'

// The page paths whose route takes a POST: the confirm pages opened from an e-mail link, posted by
// the browser itself without JavaScript (native-post.server.ts), the back office's upload
// (administration_.upload.ts), the quote request page and its photo uploads (decision 097), the
// retailer's letterhead logo upload (account_.quotes.logo.ts, decision 111), the photos of a measured
// opening (administration_.quotes.$id.openings.$opening.photos.ts, decision 112).
// Every other page answers a POST with 405 before its body is read (issue 41: `POST /` read and
// rendered a 100 MB body). post-pages.test.ts holds this
// list to the routes that declare a POST handler.
const NATIVE_POST_PAGES =
  /^\/(?:accept-invitation|restore-email|newsletter\/confirm|newsletter\/unsubscribe|reviews\/stop|login-link\/[^/]+|verify-email|administration\/upload|administration\/quotes\/[^/]+\/openings\/[^/]+\/photos|account\/quotes\/logo|preventivo|quote-photo)(?:\/|$)/

export const pageTakesPost = (pathname: string) => NATIVE_POST_PAGES.test(delocalizePath(pathname).canonical)
