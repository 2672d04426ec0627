import { runtime } from '#runtime'

// The browsable API reference: Swagger UI from the installed package (no CDN), read or bundled
// by the runtime adapter (decision 045).
const assets: Record<'swagger-ui.css' | 'swagger-ui-bundle.js', string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
}

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Soglia API reference</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<main id="api-reference"></main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>`

const init = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#api-reference', deepLinking: true });`

export function docsResponders(): Record<string, () => Promise<Response> | Response> {
  const responders: Record<string, () => Promise<Response> | Response> = {
    '/docs': () => new Response(page, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
    '/docs/init.js': () => new Response(init, { headers: { 'content-type': 'text/javascript; charset=utf-8' } }),
  }
  for (const [file, type] of Object.entries(assets) as Array<[keyof typeof assets, string]>) {
    responders[`/docs/${file}`] = async () =>
      new Response(await runtime.docsAsset(file), {
        headers: { 'content-type': type, 'cache-control': 'public, max-age=86400' },
      })
  }
  return responders
}
