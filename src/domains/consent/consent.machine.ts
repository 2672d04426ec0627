import { assign, enqueueActions, fromPromise, setup } from 'xstate'
import { isFresh, type ConsentChoice, type StoredConsent } from './consent.cookie'

// Spec §4 cookie consent, Garante rules. Pure: the effects (cookie, server log, analytics tag)
// are named here and supplied with `.provide()` by the ConsentProvider, and by fakes in tests.
//
//   start ──(fresh decision)──▶ decided ──consent.reopen──▶ preferences
//     └──(none / older than 365 days)──▶ undecided ──consent.customize──▶ preferences
//   undecided | preferences ──acceptAll | rejectAll | save──▶ saving ──▶ decided
//
// With no decision the dialog cannot be dismissed: only a choice leaves `undecided` and
// `preferences` (`consent.close` works only when an earlier decision exists). Rejecting is one
// click from the first view, like accepting.

export type ConsentDecision = ConsentChoice & { id: string }

export type ConsentContext = {
  /** The browser's consent id: kept across decisions, new when there was none. */
  consentId: string
  /** The choice in force (null: none yet, or expired). */
  decision: ConsentChoice | null
  /** The choice in force before the one being saved (to revoke analytics on withdrawal). */
  previous: ConsentChoice | null
}

export type ConsentEvent =
  | { type: 'consent.acceptAll' }
  | { type: 'consent.rejectAll' }
  | { type: 'consent.customize' }
  | { type: 'consent.save'; analytics: boolean; marketing: boolean }
  | { type: 'consent.reopen' }
  | { type: 'consent.close' }
  /** The visitor chose in the server-rendered dialog before the page's code ran (consent-early.ts
   * kept the cookie and sent the log): the machine takes the decision over, doing neither again. */
  | { type: 'consent.adopt'; stored: StoredConsent }

export type ConsentInput = {
  /** The decision read from the cookie, if any. */
  stored: StoredConsent | null
  /** Epoch ms, to tell whether the stored decision is still within its 365 days. */
  now: number
  /** An id for a browser that has none yet. */
  newId: string
}

const choiceOf = (event: ConsentEvent): ConsentChoice | null => {
  switch (event.type) {
    case 'consent.acceptAll':
      return { analytics: true, marketing: true }
    case 'consent.rejectAll':
      return { analytics: false, marketing: false }
    case 'consent.save':
      return { analytics: event.analytics, marketing: event.marketing }
    default:
      return null
  }
}

const consentSetup = setup({
  types: {
    context: {} as ConsentContext,
    events: {} as ConsentEvent,
    input: {} as ConsentInput,
  },
  actors: {
    /** Server-side log of the decision (POST /api/consents through a server function). */
    logConsent: fromPromise<unknown, ConsentDecision>(async () => undefined),
  },
  actions: {
    /** Keeps the decision in the browser (cookie `soglia_consent`, 365 days). */
    persist: (_, _params: ConsentDecision) => {},
    /** Injects the analytics tag: only ever called with analytics consent. */
    loadAnalytics: () => {},
    /** Removes the analytics tag and its traces when consent is withdrawn. */
    unloadAnalytics: () => {},
    warn: (_, _params: { message: string; error?: unknown }) => {},
  },
  guards: {
    hasDecision: ({ context }) => context.decision !== null,
  },
})

/**
 * The choice the server-rendered dialog already recorded before hydration (issue 16): taken over
 * as decided, from the first view or the preferences alike.
 */
const adopt = {
  target: 'decided',
  actions: [
    consentSetup.assign(({ context, event }) =>
      event.type === 'consent.adopt'
        ? {
            consentId: event.stored.id,
            previous: null,
            decision: { analytics: event.stored.analytics, marketing: event.stored.marketing },
          }
        : context,
    ),
    consentSetup.enqueueActions(({ context, enqueue }) => {
      if (context.decision?.analytics) enqueue('loadAnalytics')
    }),
  ],
} as const

export const consentMachine = consentSetup.createMachine({
  id: 'consent',
  context: ({ input }) => {
    const fresh = input.stored && isFresh(input.stored.at, input.now) ? input.stored : null
    return {
      consentId: input.stored?.id ?? input.newId,
      decision: fresh ? { analytics: fresh.analytics, marketing: fresh.marketing } : null,
      previous: null,
    }
  },
  initial: 'start',
  states: {
    start: {
      always: [
        {
          guard: 'hasDecision',
          target: 'decided',
          actions: enqueueActions(({ context, enqueue }) => {
            if (context.decision?.analytics) enqueue('loadAnalytics')
          }),
        },
        { target: 'undecided' },
      ],
    },
    // The dialog's first view: accept all, reject all, customise. Not dismissable.
    undecided: {
      on: {
        'consent.adopt': adopt,
        'consent.acceptAll': { target: 'saving' },
        'consent.rejectAll': { target: 'saving' },
        'consent.customize': { target: 'preferences' },
      },
    },
    // The toggles, plus the same accept/reject buttons. Dismissable only with a decision in force.
    preferences: {
      on: {
        'consent.adopt': adopt,
        'consent.acceptAll': { target: 'saving' },
        'consent.rejectAll': { target: 'saving' },
        'consent.save': { target: 'saving' },
        'consent.close': { guard: 'hasDecision', target: 'decided' },
      },
    },
    // The dialog is already closed: the choice applies at once, the log follows.
    saving: {
      entry: [
        assign(({ context, event }) => ({ previous: context.decision, decision: choiceOf(event) ?? context.decision })),
        { type: 'persist', params: ({ context }) => ({ id: context.consentId, ...context.decision! }) },
        enqueueActions(({ context, enqueue }) => {
          if (context.decision?.analytics) enqueue('loadAnalytics')
          else if (context.previous?.analytics) enqueue('unloadAnalytics')
        }),
      ],
      invoke: {
        src: 'logConsent',
        input: ({ context }) => ({ id: context.consentId, ...context.decision! }),
        onDone: { target: 'decided' },
        // The choice stands (it is in the browser); only the server's copy is missing.
        onError: {
          target: 'decided',
          actions: { type: 'warn', params: ({ event }) => ({ message: 'consent log failed', error: event.error }) },
        },
      },
    },
    decided: {
      on: {
        'consent.reopen': { target: 'preferences' },
      },
    },
  },
})

/** Whether the dialog is showing, and which view. */
export const dialogView = (state: { value: unknown }): 'choices' | 'preferences' | null =>
  state.value === 'undecided' ? 'choices' : state.value === 'preferences' ? 'preferences' : null
