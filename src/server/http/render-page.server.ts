import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { RouterServer, getSsrStatus, transformHtmlStringWithRouter } from '@tanstack/react-router/ssr/server'
import { defaultStreamHandler, defineHandlerCallback } from '@tanstack/react-start/server'
import { runtime } from '#runtime'
import { log } from '~/lib/log.server'
import { renderModulesReady } from '~/lib/react/server-modules'
import { wholeResponse } from './whole-page.server'

const utf8 = new TextEncoder()

/**
 * How Start turns a loaded route into HTML (decision 070). On Node a page is sent as one body
 * anyway (decision 054), so it is rendered to one string and encoded once: React's stream
 * encoded each of a page's thousands of small pieces into bytes on its own. A string render
 * cannot wait for code still loading, so it first waits for the modules a render may need
 * (`loadBeforeRender`). The edge runtimes keep streaming, which they send as it comes.
 */
export const renderPage = defineHandlerCallback(async (context) => {
  if (runtime.name !== 'node') return defaultStreamHandler(context)
  const { router, responseHeaders } = context
  try {
    await renderModulesReady()
    const html = await transformHtmlStringWithRouter(router, renderToString(createElement(RouterServer, { router })))
    // Bytes, not the string: a Response made from a string checks it character by character
    // (USVString) before encoding it, which cost a large page more than writing it out.
    return wholeResponse(utf8.encode(html), { status: getSsrStatus(router), headers: responseHeaders })
  } catch (error) {
    log().error({ err: error }, 'page render failed')
    return new Response('Internal Server Error', { status: 500, headers: responseHeaders })
  } finally {
    router.serverSsr?.cleanup()
  }
})
