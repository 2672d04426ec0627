import { css } from 'styled-system/css'

/** Typography for rendered Markdown (content pages, blog articles). */
export const prose = css({
  lineHeight: '1.7',
  '& p': { mb: '4' },
  '& h2': { fontSize: '2xl', fontWeight: 'bold', mt: '8', mb: '3' },
  '& h3': { fontSize: 'xl', fontWeight: 'semibold', mt: '6', mb: '2' },
  '& ul, & ol': { pl: '6', mb: '4' },
  '& ul': { listStyle: 'disc' },
  '& ol': { listStyle: 'decimal' },
  '& li': { mb: '1' },
  '& a': { color: 'link', textDecoration: 'underline' },
  '& blockquote': { borderLeft: '4px solid', borderColor: 'border', pl: '4', color: 'fg.muted', mb: '4' },
  '& img': { maxW: 'full', h: 'auto', borderRadius: 'md' },
  '& table': { w: 'full', borderCollapse: 'collapse', mb: '4' },
  '& th, & td': { border: '1px solid', borderColor: 'border', p: '2', textAlign: 'left' },
  '& code': { fontFamily: 'mono', bg: 'bg.subtle', px: '1', borderRadius: 'sm' },
})
