// Simple monochrome glyphs for the footer's social links (currentColor, 24×24); unknown
// networks get a generic link glyph. The link's accessible name comes from its label.
const paths: Record<string, string> = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4 1.9-4 4.5V11H7v4h3v9h4v-9h3l1-4h-4V8.8c0-.5.3-.8 1-.8z',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm0 2a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2H7zm5 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM17 6a1 1 0 1 1 0 2 1 1 0 0 1 0-2z',
  youtube:
    'M21.6 7.2a2.7 2.7 0 0 0-1.9-1.9C18 4.8 12 4.8 12 4.8s-6 0-7.7.5A2.7 2.7 0 0 0 2.4 7.2 28 28 0 0 0 2 12a28 28 0 0 0 .4 4.8 2.7 2.7 0 0 0 1.9 1.9c1.7.5 7.7.5 7.7.5s6 0 7.7-.5a2.7 2.7 0 0 0 1.9-1.9A28 28 0 0 0 22 12a28 28 0 0 0-.4-4.8zM10 15V9l5.2 3L10 15z',
  linkedin:
    'M4 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM2 9h4v12H2V9zm7 0h4v1.7c.6-1 1.9-2 3.9-2 4 0 4.1 2.7 4.1 6V21h-4v-5.6c0-1.4 0-3.2-2-3.2s-2.2 1.5-2.2 3.1V21H9V9z',
}
const fallback =
  'M10.6 13.4a1 1 0 0 0 1.4 1.4l4.9-4.9a3 3 0 0 0-4.2-4.2L10.5 7.8l1.4 1.4 2.2-2.2a1 1 0 0 1 1.4 1.4l-4.9 5zM13.4 10.6a1 1 0 0 0-1.4-1.4l-4.9 4.9a3 3 0 0 0 4.2 4.2l2.2-2.1-1.4-1.4-2.2 2.2a1 1 0 0 1-1.4-1.4l4.9-5z'

export function SocialIcon({ name }: { name: string }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={paths[name.toLowerCase()] ?? fallback} />
    </svg>
  )
}
