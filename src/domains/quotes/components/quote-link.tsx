import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'

// The way into a quote or visit request (issue 44) from the home page, a product page, the
// configurator and the contact page; from a product, the request starts from it.
const link = css({
  display: 'inline-flex',
  alignItems: 'center',
  minH: '44px',
  px: '4',
  border: '1px solid',
  borderColor: 'primary',
  borderRadius: 'md',
  color: 'link',
  fontWeight: 'semibold',
  textDecoration: 'none',
  _hover: { bg: 'bg.subtle' },
})

export function QuoteLink({ product, className }: { product?: string; className?: string }) {
  return (
    <Link to="/preventivo" search={{ product }} className={className ? `${link} ${className}` : link} data-testid="quote-link">
      {product ? m.quotes_cta_product() : m.quotes_cta()}
    </Link>
  )
}
