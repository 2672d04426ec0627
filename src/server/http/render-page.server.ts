import { createElement, type ReactNode } from 'react'
import * as reactDomServer from 'react-dom/server'
import { RouterServer, getSsrStatus, transformReadableStreamWithRouter } from '@tanstack/react-router/ssr/server'
import { defaultStreamHandler, defineHandlerCallback } from '@tanstack/react-start/server'
import type { AnyRouter } from '@tanstack/react-router'
import { runtime } from '#runtime'
import { log } from '~/lib/log.server'
import { renderModulesReady } from '~/lib/react/server-modules'
import { concatBytes } from '~/lib/bytes'
import { Utf8Blocks } from './utf8-blocks'
import { wholeResponse } from './whole-page.server'

type Bytes = Uint8Array<ArrayBuffer>
type StringChunks = (children: ReactNode, sink: (chunk: string) => void) => void

/**
 * React's string renderer handing its pieces over as they come: added to react-dom by
 * scripts/vite/react-string-chunks.ts in a build, absent where react-dom is loaded as it ships
 * (the dev server, unit tests), which render to one string instead.
 */
const renderToStringChunks = (reactDomServer as { renderToStringChunks?: StringChunks }).renderToStringChunks

const DOCTYPE = '<!DOCTYPE html>'

let warned = false
/** A build without the export renders correctly but slower: said once, so an upgrade that loses it shows. */
function warnWithoutChunks(): void {
  if (warned || renderToStringChunks || !import.meta.env.PROD) return
  warned = true
  log().warn('react-dom has no renderToStringChunks: pages are rendered to one string (decision 072)')
}

/** The page's HTML as UTF-8, before the router's scripts are merged in (decision 072). */
export function renderHtmlBytes(element: ReactNode, chunks: StringChunks | undefined = renderToStringChunks): Bytes {
  const blocks = new Utf8Blocks()
  blocks.push(DOCTYPE)
  if (chunks) chunks(element, blocks.push)
  else blocks.push(reactDomServer.renderToString(element))
  return blocks.bytes()
}

/**
 * The page with the router's hydration scripts, by Start's own transform. Ours are written
 * inline during the render, so the bytes pass through as they are: one array in, the same out.
 */
async function withRouterScripts(router: AnyRouter, html: Bytes): Promise<Bytes> {
  const app = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(html)
      controller.close()
    },
  })
  const parts: Bytes[] = []
  for await (const part of transformReadableStreamWithRouter(router, app)) parts.push(part as Bytes)
  if (parts.length === 1 && parts[0]!.byteOffset === 0 && parts[0]!.byteLength === parts[0]!.buffer.byteLength)
    return parts[0]!
  return concatBytes(parts)
}

/**
 * How Start turns a loaded route into HTML (decisions 070 and 072). On Node a page is sent as
 * one body anyway (decision 054), so it is rendered by React's string renderer, encoded a block
 * at a time as it comes, and answered whole. A string render cannot wait for code still loading,
 * so it first waits for the modules a render may need (`loadBeforeRender`). The edge runtimes
 * keep streaming, which they send as it comes.
 */
export const renderPage = defineHandlerCallback(async (context) => {
  if (runtime.name !== 'node') return defaultStreamHandler(context)
  const { router, responseHeaders } = context
  try {
    await renderModulesReady()
    warnWithoutChunks()
    const html = await withRouterScripts(router, renderHtmlBytes(createElement(RouterServer, { router })))
    // Bytes, not a string: a Response made from a string checks it character by character
    // (USVString) before encoding it, which cost a large page more than writing it out.
    return wholeResponse(html, { status: getSsrStatus(router), headers: responseHeaders })
  } catch (error) {
    log().error({ err: error }, 'page render failed')
    return new Response('Internal Server Error', { status: 500, headers: responseHeaders })
  } finally {
    router.serverSsr?.cleanup()
  }
})
