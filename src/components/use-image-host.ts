import { useRouterState } from '@tanstack/react-router'

/** IMAGE_HOST as the root loader sent it to the page ('' when images are served by the app). */
export function useImageHost(): string {
  return useRouterState({
    select: (s) => (s.matches[0]?.loaderData as { imageHost?: string } | undefined)?.imageHost ?? '',
  })
}
