import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'

// The way into a quote or visit request (issue 44) from the home page, a product page, the
// configurator and the contact page; from a product, the request starts from it.
const base = css.raw({
  display: 'inline-flex',
  alignItems: 'center',
  minH: '44px',
  px: '4',
  border: '1px solid',
  borderRadius: 'md',
  fontWeight: 'semibold',
  textDecoration: 'none',
})
// On the home page's highlighted box it takes the inverse colours, as the shop's button there.
const styles = {
  plain: css(base, { color: 'link', borderColor: 'primary', _hover: { bg: 'bg.subtle' } }),
  box: css(base, { bg: 'box.primaryFg', color: 'box.primary', borderColor: 'box.primaryFg' }),
}

export function QuoteLink({ product, onBox = false }: { product?: string; onBox?: boolean }) {
  return (
    <Link to="/preventivo" search={{ product }} className={onBox ? styles.box : styles.plain} data-testid="quote-link">
      {product ? m.quotes_cta_product() : m.quotes_cta()}
    </Link>
  )
}
