import { Dialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'

/**
 * Phones: the categories and filters in a sheet from the bottom (issue 16: the list started
 * 1,400 px down). Loaded on the first use of the "Filtri" button (decision 010).
 */
export function FilterSheet(props: { open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode }) {
  return (
    <Dialog.Root open={props.open} onOpenChange={(e) => props.onOpenChange(e.open)} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className={css({ position: 'fixed', inset: 0, bg: 'rgba(0, 0, 0, 0.45)', zIndex: 50 })} />
        <Dialog.Positioner
          className={css({ position: 'fixed', inset: 0, display: 'flex', alignItems: 'flex-end', zIndex: 51 })}
        >
          <Dialog.Content
            data-testid="filter-sheet"
            className={css({
              bg: 'bg.canvas',
              color: 'fg.default',
              w: 'full',
              maxH: '88dvh',
              borderTopRadius: 'xl',
              boxShadow: 'lg',
              display: 'flex',
              flexDirection: 'column',
            })}
          >
            <div
              className={css({
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                px: '5',
                py: '3',
                borderBottom: '1px solid',
                borderColor: 'border',
              })}
            >
              <Dialog.Title className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
                {m.filters_sheet_open()}
              </Dialog.Title>
              <Dialog.CloseTrigger
                aria-label={m.filters_sheet_close()}
                className={css({
                  bg: 'transparent',
                  border: 'none',
                  color: 'fg.default',
                  fontSize: '2xl',
                  lineHeight: 1,
                  minW: '10',
                  minH: '10',
                  cursor: 'pointer',
                })}
              >
                <span aria-hidden="true">×</span>
              </Dialog.CloseTrigger>
            </div>
            <div
              className={css({
                overflowY: 'auto',
                px: '5',
                py: '4',
                display: 'flex',
                flexDirection: 'column',
                gap: '6',
              })}
            >
              {props.children}
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
