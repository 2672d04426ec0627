import { Dialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { useId, useState } from 'react'
import { css } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'
import type { FieldErrors } from '~/lib/api/errors'
import { buttonStyle, inputStyle, labelStyle } from '../kit/styles'

type Field = { name: 'carrier' | 'tracking' | 'reason'; label: string }

/** The question a transition asks before it runs: carrier and tracking to ship, a reason to cancel. */
export function OrderEventDialog(props: {
  open: boolean
  title: string
  fields: Field[]
  confirmLabel: string
  busy: boolean
  errors: FieldErrors
  onConfirm: (values: Record<string, string>) => void
  onCancel: () => void
}) {
  const id = useId()
  const [values, setValues] = useState<Record<string, string>>({})
  return (
    <Dialog.Root open={props.open} onOpenChange={(e) => !e.open && props.onCancel()} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className={css({ position: 'fixed', inset: 0, bg: 'rgba(0, 0, 0, 0.45)', zIndex: 50 })} />
        <Dialog.Positioner
          className={css({
            position: 'fixed',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            zIndex: 51,
            p: '4',
          })}
        >
          <Dialog.Content
            className={css({
              bg: 'bg.canvas',
              color: 'fg.default',
              borderRadius: 'lg',
              p: '6',
              maxW: '500px',
              w: 'full',
              boxShadow: 'lg',
            })}
          >
            <Dialog.Title className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '4' })}>{props.title}</Dialog.Title>
            <form
              onSubmit={(e) => {
                e.preventDefault()
                props.onConfirm(values)
              }}
              className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
            >
              {props.fields.map((f) => (
                <div key={f.name} className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
                  <label htmlFor={`${id}-${f.name}`} className={labelStyle}>
                    {f.label}
                  </label>
                  {f.name === 'reason' ? (
                    <textarea
                      id={`${id}-${f.name}`}
                      name={f.name}
                      rows={3}
                      required
                      className={inputStyle}
                      value={values[f.name] ?? ''}
                      onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
                      aria-invalid={props.errors[f.name] ? true : undefined}
                      aria-describedby={props.errors[f.name] ? `${id}-${f.name}-e` : undefined}
                    />
                  ) : (
                    <input
                      id={`${id}-${f.name}`}
                      name={f.name}
                      required
                      className={inputStyle}
                      value={values[f.name] ?? ''}
                      onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
                      aria-invalid={props.errors[f.name] ? true : undefined}
                      aria-describedby={props.errors[f.name] ? `${id}-${f.name}-e` : undefined}
                    />
                  )}
                  {props.errors[f.name] && (
                    <p id={`${id}-${f.name}-e`} className={css({ color: 'error.text', fontSize: 'sm' })}>
                      {props.errors[f.name]!.join(' ')}
                    </p>
                  )}
                </div>
              ))}
              <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end', flexWrap: 'wrap' })}>
                <Dialog.CloseTrigger type="button" className={buttonStyle.secondary}>
                  {m.adm_cancel()}
                </Dialog.CloseTrigger>
                <button type="submit" className={buttonStyle.primary} disabled={props.busy}>
                  {props.confirmLabel}
                </button>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
