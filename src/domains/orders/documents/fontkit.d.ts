// The one fontkit call we make (pdfkit's own font engine; the package ships no types).
declare module 'fontkit' {
  /** A parsed font; pdfkit accepts it wherever it accepts font bytes. */
  export type Font = { readonly postscriptName: string; layout: (text: string) => unknown }
  export function create(buffer: Uint8Array, postscriptName?: string): Font
}

declare module 'tiny-inflate' {
  /** Raw DEFLATE into `dest` (sized to the known output); answers `dest`. */
  export default function inflate(source: Uint8Array, dest: Uint8Array): Uint8Array
}
