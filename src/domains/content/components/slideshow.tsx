import { Carousel, useCarouselContext } from '@ark-ui/react/carousel'
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { responsiveImage } from '~/lib/format/image'
import { m } from '~/paraglide/messages.js'
import type { z } from 'zod'
import type { slideSchema } from '../slides.contract'

type Slide = z.output<typeof slideSchema>

const control = css({
  w: '10',
  h: '10',
  borderRadius: 'full',
  bg: 'bg.canvas',
  color: 'fg.default',
  border: '1px solid',
  borderColor: 'border',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  fontSize: 'lg',
  _disabled: { opacity: 0.4, cursor: 'default' },
})

/**
 * The home slideshow: a fixed 8:3 frame (no layout shift), previous/next and dot controls,
 * autoplay with a pause button (WCAG 2.2.2), keyboard operable, slides announced by number.
 */
export function Slideshow({ slides, imageHost }: { slides: Slide[]; imageHost: string }) {
  if (slides.length === 0) return null
  return (
    <Carousel.Root
      slideCount={slides.length}
      loop
      autoplay={{ delay: 6000 }}
      translations={{
        nextTrigger: m.home_slide_next(),
        prevTrigger: m.home_slide_previous(),
        indicator: (i) => m.home_slide_go({ number: String(i + 1) }),
        item: (i, count) => m.home_slide_of({ number: String(i + 1), count: String(count) }),
        autoplayStart: m.home_slide_play(),
        autoplayStop: m.home_slide_pause(),
      }}
      className={css({ position: 'relative', borderRadius: 'xl', overflow: 'hidden' })}
    >
      <SlideItems slides={slides} imageHost={imageHost} />
      <Carousel.Control className={css({ position: 'absolute', top: '3', right: '3', display: 'flex', gap: '2' })}>
        <Carousel.AutoplayTrigger className={control}>
          <Carousel.Context>{(api) => (api.isPlaying ? '❚❚' : '▶')}</Carousel.Context>
        </Carousel.AutoplayTrigger>
        <Carousel.PrevTrigger className={control}>‹</Carousel.PrevTrigger>
        <Carousel.NextTrigger className={control}>›</Carousel.NextTrigger>
      </Carousel.Control>
      {/* On phones the dots sit top-left, across from the buttons, clear of the text below. */}
      <Carousel.IndicatorGroup
        className={css({
          position: 'absolute',
          top: { base: '3', md: 'auto' },
          left: { base: '3', md: 'auto' },
          bottom: { md: '2' },
          right: { md: '3' },
          display: 'flex',
          gap: '1',
        })}
      >
        {slides.map((slide, index) => (
          <Carousel.Indicator
            key={slide.id}
            index={index}
            // A 24 px target (WCAG 2.5.8) around a 12 px dot.
            className={css({
              w: '6',
              h: '6',
              display: 'grid',
              placeItems: 'center',
              bg: 'transparent',
              border: 'none',
              p: '0',
              cursor: 'pointer',
              _before: {
                content: '""',
                w: '3',
                h: '3',
                borderRadius: 'full',
                bg: 'white/60',
                border: '1px solid white',
              },
              _current: { _before: { bg: 'white' } },
            })}
          />
        ))}
      </Carousel.IndicatorGroup>
    </Carousel.Root>
  )
}

/** The slides; only the current page's slide is exposed to assistive technology. */
function SlideItems({ slides, imageHost }: { slides: Slide[]; imageHost: string }) {
  const { page } = useCarouselContext()
  return (
    <Carousel.ItemGroup className={css({ bg: 'bg.subtle' })}>
      {slides.map((slide, index) => (
        // Hidden unless it is the current page's slide. The carousel's own rule needs the
        // measured scroll position: in the server's HTML it hid every slide, the first one's
        // link included, until the carousel's code arrived (axe: aria-hidden-focus).
        <Carousel.Item
          key={slide.id}
          index={index}
          aria-hidden={page !== index}
          className={css({ position: 'relative' })}
        >
          <img
            {...responsiveImage(slide.image, imageHost, '/images/brand/logo.svg', {
              sizes: '(min-width: 1280px) 1280px, 100vw',
            })}
            alt={slide.image_alt}
            width={1600}
            height={600}
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            className={css({ w: 'full', h: 'auto', aspectRatio: '8 / 3', objectFit: 'cover', display: 'block' })}
          />
          {/* On phones the 8:3 image is too short for the text and the buttons: the text goes
              under the image (issue 16: the title ran under pause/previous/next). From `md` it
              lies over the image's lower part, right padding clear of the dots. */}
          <div
            className={css({
              position: { base: 'static', md: 'absolute' },
              insetX: 0,
              bottom: 0,
              p: { base: '4', md: '8' },
              pr: { md: '32' },
              minH: { base: '28', md: 'auto' },
              bg: { base: 'footer.bg', md: 'linear-gradient(transparent, rgba(0,0,0,0.72))' },
              color: { base: 'footer.fg', md: 'white' },
            })}
          >
            <h2 className={css({ fontSize: { base: 'xl', md: '3xl' }, fontWeight: 'bold' })}>{slide.title}</h2>
            {slide.subtitle && (
              <p className={css({ mt: '1', display: { base: 'none', sm: 'block' } })}>{slide.subtitle}</p>
            )}
            {slide.link && slide.button_label && (
              <SlideLink link={slide.link} label={slide.button_label} index={index} />
            )}
          </div>
        </Carousel.Item>
      ))}
    </Carousel.ItemGroup>
  )
}

const cta = css({
  display: 'inline-block',
  mt: '3',
  bg: 'secondary',
  color: 'black',
  px: '5',
  py: '2',
  borderRadius: 'md',
  fontWeight: 'bold',
  textDecoration: 'none',
})

/**
 * Slide links are canonical shop paths (localized by the router) or full URLs. Only the shown
 * slide's link is in the tab order: hidden slides are aria-hidden.
 */
function SlideLink({ link, label, index }: { link: string; label: string; index: number }) {
  const carousel = useCarouselContext()
  const tabIndex = carousel.page === index ? undefined : -1
  if (/^https?:\/\//.test(link))
    return (
      <a href={link} className={cta} tabIndex={tabIndex}>
        {label}
      </a>
    )
  return (
    <Link to={link} className={cta} tabIndex={tabIndex}>
      {label}
    </Link>
  )
}
