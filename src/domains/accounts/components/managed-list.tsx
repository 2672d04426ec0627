import type { ReactNode } from 'react'
import { buttonStyle, FormMessage, introStyle, pageTitleStyle } from './form-kit'

type Notice = { kind: 'success' | 'error'; text: string } | null

/**
 * The top of an account page that manages a list (shipping addresses, a retailer's users):
 * title, intro, the last notice, then either the "add" button or the open editor.
 */
export function ManagedListHeader(props: {
  title: string
  intro: string
  notice: Notice
  addLabel: string
  /** The open form (new or edit), or null while the list is shown. */
  editor: ReactNode | null
  onAdd: () => void
}) {
  return (
    <>
      <header>
        <h1 className={pageTitleStyle}>{props.title}</h1>
        <p className={introStyle}>{props.intro}</p>
      </header>
      {props.notice && <FormMessage kind={props.notice.kind}>{props.notice.text}</FormMessage>}
      {props.editor ?? (
        <div>
          <button type="button" className={buttonStyle.primary} onClick={props.onAdd}>
            {props.addLabel}
          </button>
        </div>
      )}
    </>
  )
}
