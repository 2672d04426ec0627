import { delocalizePath } from '~/lib/i18n/locales'

// The pages that take a browser's own form post (native-post.server.ts: the confirm pages opened
// from an e-mail link, with no JavaScript). Every other page answers a POST with 405 before its
// body is read (issue 41: `POST /` read and rendered a 100 MB body).
const NATIVE_POST_PAGES = /^\/(?:accept-invitation|restore-email|newsletter\/confirm|newsletter\/unsubscribe|verify-email)(?:\/|$)/

export const takesNativePost = (pathname: string) => NATIVE_POST_PAGES.test(delocalizePath(pathname).canonical)
