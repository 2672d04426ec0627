import { lazyDeferred } from '~/components/layout/deferred'

/**
 * The home slideshow, rendered in full by the server (the first slide is the page's largest
 * image); its carousel code (autoplay, controls) is fetched once the page has loaded and the
 * browser is idle, so it does not delay the first paint (decision 010).
 */
export const LazySlideshow = lazyDeferred('home-slideshow', 'idle', () =>
  import('./slideshow').then((mod) => mod.Slideshow),
)
