import { css } from 'styled-system/css'
import type { LineSnapshot } from '../cart-lines'

/** A configured door's choices (decision 009), readable in the cart: "Finitura: Laccato bianco". */
export function LineChoices({ priced }: { priced: LineSnapshot | null }) {
  if (!priced?.choices?.length && !priced?.problems?.length) return null
  return (
    <>
      {priced.choices && priced.choices.length > 0 && (
        <dl
          data-testid="line-choices"
          className={css({ color: 'fg.muted', display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '2', m: 0 })}
        >
          {priced.choices.map((c) => (
            <div key={c.step} className={css({ display: 'contents' })}>
              <dt>{c.step}:</dt>
              <dd className={css({ m: 0 })}>{c.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {priced.problems?.map((p) => (
        <p key={p} className={css({ color: 'error.text' })}>
          {p}
        </p>
      ))}
    </>
  )
}
