import { Dialog } from '@ark-ui/react/dialog'
import { Switch } from '@ark-ui/react/switch'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { dialogPanel } from '~/components/ui/dialog'
import { m } from '~/paraglide/messages.js'
import { localizedHref } from '~/lib/i18n/url-rewrite'
import { dialogView } from '../consent.machine'
import { EARLY_ATTR, LAYER_ATTR } from '../consent-early'
import { isPolicyPath } from '../consent-policy'
import type { ConsentChoice } from '../consent.schemas'
import { ConsentActor } from './consent-provider'

// The cookie dialog (Garante 2021): shown until the visitor decides, not dismissable before
// (Escape and clicks outside do nothing), "Rifiuta tutti" beside "Accetta tutti" with the same
// look, a detailed view with one switch per purpose, and a link to the cookie policy.

/** The cookie policy is the CMS page 'cookie' (English slug 'cookie-policy'). */
const POLICY_SLUG = 'cookie'

const choiceButton = css({
  flex: '1 1 0',
  minW: '140px',
  bg: 'primary',
  color: 'primary.fg',
  border: '2px solid',
  borderColor: 'primary',
  px: '4',
  py: '2.5',
  borderRadius: 'md',
  fontWeight: 'bold',
  cursor: 'pointer',
})
const secondaryButton = css({
  bg: 'transparent',
  color: 'link',
  border: '2px solid',
  borderColor: 'primary',
  px: '4',
  py: '2.5',
  borderRadius: 'md',
  fontWeight: 'bold',
  cursor: 'pointer',
})

export function ConsentDialog() {
  const actor = ConsentActor.useActorRef()
  const view = ConsentActor.useSelector(dialogView)
  const decision = ConsentActor.useSelector((s) => s.context.decision)
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  // On the policy page itself the dialog does not cover the text the visitor came to read.
  const onPolicyPage = isPolicyPath(pathname)
  const dismissable = decision !== null
  const [choice, setChoice] = useState<ConsentChoice>(decision ?? { analytics: false, marketing: false })
  // The switches start from the choice in force each time the detailed view opens.
  useEffect(() => {
    if (view === 'preferences') setChoice(decision ?? { analytics: false, marketing: false })
  }, [view, decision])

  return (
    <Dialog.Root
      key={onPolicyPage ? 'inline' : 'modal'}
      open={view !== null}
      onOpenChange={(e) => {
        if (!e.open) actor.send({ type: 'consent.close' })
      }}
      role="dialog"
      modal={!onPolicyPage}
      trapFocus={!onPolicyPage}
      preventScroll={!onPolicyPage}
      closeOnEscape={dismissable}
      closeOnInteractOutside={dismissable && !onPolicyPage}
      lazyMount
      unmountOnExit
      // After the choice the focus goes to the page's start (issue 16), not back to a header link.
      finalFocusEl={() => document.querySelector<HTMLElement>('a[href="#main"]')}
    >
      {!onPolicyPage && (
        <Dialog.Backdrop
          {...{ [LAYER_ATTR]: '' }}
          className={css({ position: 'fixed', inset: 0, bg: 'rgba(0, 0, 0, 0.5)', zIndex: 70 })}
        />
      )}
      <Dialog.Positioner
        {...{ [LAYER_ATTR]: '' }}
        className={css({
          position: 'fixed',
          insetX: 0,
          bottom: 0,
          top: onPolicyPage ? 'auto' : 0,
          display: 'flex',
          alignItems: { base: 'flex-end', md: 'center' },
          justifyContent: 'center',
          zIndex: 71,
          p: '4',
          pointerEvents: onPolicyPage ? 'none' : 'auto',
        })}
      >
        <Dialog.Content className={dialogPanel({ width: 'wide' })}>
          <Dialog.Title className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
            {m.consent_dialog_title()}
          </Dialog.Title>
          <Dialog.Description className={css({ color: 'fg.muted', fontSize: 'sm' })}>
            {m.consent_dialog_description()}
          </Dialog.Description>
          <a
            href={localizedHref(`/${POLICY_SLUG}`)}
            className={css({ color: 'link', textDecoration: 'underline', fontSize: 'sm', alignSelf: 'flex-start' })}
          >
            {m.consent_policy_link()}
          </a>
          {view === 'preferences' && <Purposes choice={choice} onChange={setChoice} />}
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
            {/* Same look, same step: refusing is as easy as accepting. */}
            {/* Answered before hydration too, by the inline script (consent-early.ts). */}
            <button
              type="button"
              {...{ [EARLY_ATTR]: 'reject' }}
              className={choiceButton}
              onClick={() => actor.send({ type: 'consent.rejectAll' })}
            >
              {m.consent_reject_all()}
            </button>
            <button
              type="button"
              {...{ [EARLY_ATTR]: 'accept' }}
              className={choiceButton}
              onClick={() => actor.send({ type: 'consent.acceptAll' })}
            >
              {m.consent_accept_all()}
            </button>
          </div>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
            {view === 'preferences' ? (
              <button
                type="button"
                className={secondaryButton}
                onClick={() => actor.send({ type: 'consent.save', ...choice })}
              >
                {m.consent_save()}
              </button>
            ) : (
              <button
                type="button"
                className={secondaryButton}
                onClick={() => actor.send({ type: 'consent.customize' })}
              >
                {m.consent_customize()}
              </button>
            )}
            {dismissable && (
              <Dialog.CloseTrigger
                className={css({
                  bg: 'transparent',
                  border: 'none',
                  color: 'fg.muted',
                  textDecoration: 'underline',
                  cursor: 'pointer',
                  fontSize: 'sm',
                })}
              >
                {m.consent_close()}
              </Dialog.CloseTrigger>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}

function Purposes({ choice, onChange }: { choice: ConsentChoice; onChange: (c: ConsentChoice) => void }) {
  return (
    <ul
      className={css({
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'flex',
        flexDirection: 'column',
        gap: '3',
        borderY: '1px solid',
        borderColor: 'border',
        py: '3',
      })}
    >
      <li className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', fontWeight: 'medium' })}>
          <span>{m.consent_necessary_label()}</span>
          <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{m.consent_always_on()}</span>
        </div>
        <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{m.consent_necessary_hint()}</span>
      </li>
      <Purpose
        label={m.consent_analytics_label()}
        hint={m.consent_analytics_hint()}
        checked={choice.analytics}
        onChange={(analytics) => onChange({ ...choice, analytics })}
      />
      <Purpose
        label={m.consent_marketing_label()}
        hint={m.consent_marketing_hint()}
        checked={choice.marketing}
        onChange={(marketing) => onChange({ ...choice, marketing })}
      />
    </ul>
  )
}

function Purpose(props: { label: string; hint: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const hintId = useId()
  return (
    <li className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
      <Switch.Root
        checked={props.checked}
        onCheckedChange={(e) => props.onChange(e.checked)}
        className={css({
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: '3',
          cursor: 'pointer',
        })}
      >
        <Switch.Label className={css({ fontWeight: 'medium' })}>{props.label}</Switch.Label>
        <Switch.Control
          className={cx(
            css({
              flexShrink: 0,
              display: 'inline-flex',
              alignItems: 'center',
              w: '11',
              h: '6',
              p: '0.5',
              borderRadius: 'full',
              bg: 'fg.muted',
              transition: 'background 0.15s',
              _checked: { bg: 'primary' },
              // The visible control shows the hidden input's keyboard focus.
              _focusVisible: { outline: '3px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
            }),
          )}
        >
          <Switch.Thumb
            className={css({
              w: '5',
              h: '5',
              borderRadius: 'full',
              bg: 'white',
              transition: 'transform 0.15s',
              _checked: { transform: 'translateX(20px)' },
            })}
          />
        </Switch.Control>
        <Switch.HiddenInput role="switch" aria-checked={props.checked} aria-describedby={hintId} />
      </Switch.Root>
      <span id={hintId} className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        {props.hint}
      </span>
    </li>
  )
}
