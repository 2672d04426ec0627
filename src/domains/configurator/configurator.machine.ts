import { assign, fromPromise, setup } from 'xstate'
import type { FieldErrors } from '~/lib/api/errors'
import { baseLocale, type Locale } from '~/lib/i18n/locales'
import { priceWithModel } from './configurator-price'
import type { ConfigurationInput, ConfiguratorModel, ConfiguratorQuote } from './configurator.schemas'
import { needsRal, normalizeRal } from './ral'
import { defaultChoices, pickOption, type Problem } from './rules'

// The configurator's flow (decision 009). Pure: the server quote is an effect named here and
// supplied with `.provide()` by the page, and by fakes in tests. Every change is priced at once
// in the browser with the same pure module as the server (configurator-price.ts, issue 15); the
// server's quote then confirms it and is what the cart button waits for.
//
//   any change (priced at once) ──▶ debouncing ──(300 ms)──▶ quoting ──▶ idle
//        └──(size not valid)──────────────────────────▶ idle (no price until it is)
//
// A change while debouncing or quoting starts over, so an old answer never lands on newer
// choices. Choices stay consistent: a pick drops what it rules out and refills required steps.

export type QuoteResult = { ok: true; quote: ConfiguratorQuote } | { ok: false; message: string; fields: FieldErrors }

export type ConfiguratorContext = {
  model: ConfiguratorModel
  widthText: string
  heightText: string
  /** The RAL code typed for a colour chosen by code (sent as typed: the server checks it). */
  ralText: string
  chosen: number[]
  /** 0 = size, 1…n = the model's steps, n + 1 = summary. */
  step: number
  /** The price of the current choices: computed here at once, then the server's answer. */
  quote: ConfiguratorQuote | null
  locale: Locale
  /** The server refused the configuration: its translated fields. */
  refused: FieldErrors | null
  quoteFailed: boolean
}

export type ConfiguratorEvent =
  | { type: 'size.width'; text: string }
  | { type: 'size.height'; text: string }
  | { type: 'ral.set'; text: string }
  | { type: 'option.pick'; optionId: number }
  | { type: 'step.goto'; index: number }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'quote.retry' }

const wholeMm = (text: string): number | null => (/^\s*\d{1,5}\s*$/.test(text) ? Number(text) : null)

/** The size problems of the typed width and height, checked like the server does. */
export function sizeProblems(model: ConfiguratorModel, widthText: string, heightText: string): Problem[] {
  const s = model.size
  const check = (value: number | null, min: number, max: number) =>
    value !== null && value >= min && value <= max && (value - min) % Math.max(1, s.step_mm) === 0
  const problems: Problem[] = []
  if (!check(wholeMm(widthText), s.min_width_mm, s.max_width_mm))
    problems.push({ field: 'width_mm', code: 'size_range', min: s.min_width_mm, max: s.max_width_mm, step: s.step_mm })
  if (!check(wholeMm(heightText), s.min_height_mm, s.max_height_mm))
    problems.push({
      field: 'height_mm',
      code: 'size_range',
      min: s.min_height_mm,
      max: s.max_height_mm,
      step: s.step_mm,
    })
  return problems
}

/** The configuration to quote, or null while the size is not valid. */
export function configurationOf(
  context: Pick<ConfiguratorContext, 'model' | 'widthText' | 'heightText' | 'chosen'> & { ralText?: string },
): ConfigurationInput | null {
  if (sizeProblems(context.model, context.widthText, context.heightText).length > 0) return null
  const wantsRal = context.model.steps.some((s) => s.options.some((o) => context.chosen.includes(o.id) && needsRal(o)))
  const ral = wantsRal ? (normalizeRal(context.ralText ?? '') ?? (context.ralText ?? '').trim().slice(0, 12)) : ''
  return {
    model_id: context.model.id,
    width_mm: wholeMm(context.widthText)!,
    height_mm: wholeMm(context.heightText)!,
    option_ids: [...context.chosen].sort((a, b) => a - b),
    ...(ral ? { ral } : {}),
  }
}

export const lastStep = (model: ConfiguratorModel) => model.steps.length + 1

/** The choices priced from the model's data (null while the size or a choice is not valid). */
export function localQuote(
  context: Pick<ConfiguratorContext, 'model' | 'widthText' | 'heightText' | 'chosen' | 'ralText' | 'locale'>,
): ConfiguratorQuote | null {
  const configuration = configurationOf(context)
  if (!configuration) return null
  const priced = priceWithModel(context.model, configuration, context.locale, context.model.promotions ?? [])
  return priced.ok ? priced.quote : null
}

export const configuratorMachine = setup({
  types: {
    context: {} as ConfiguratorContext,
    events: {} as ConfiguratorEvent,
    input: {} as { model: ConfiguratorModel; locale?: Locale },
  },
  actors: {
    /** `POST /api/configurator/quote` with the caller's token. */
    quote: fromPromise<QuoteResult, ConfigurationInput>(async () => {
      throw new Error('quote not provided')
    }),
  },
  delays: { debounce: 300 },
  guards: {
    sizeValid: ({ context }) => configurationOf(context) !== null,
  },
}).createMachine({
  id: 'configurator',
  context: ({ input }) => {
    const start = {
      model: input.model,
      locale: input.locale ?? baseLocale,
      widthText: String(input.model.size.default_width_mm),
      heightText: String(input.model.size.default_height_mm),
      ralText: '',
      chosen: defaultChoices(input.model),
      step: 0,
      refused: null,
      quoteFailed: false,
    }
    return { ...start, quote: localQuote(start) }
  },
  initial: 'quoting',
  on: {
    'size.width': { target: '.changed', reenter: true, actions: assign({ widthText: ({ event }) => event.text }) },
    'size.height': { target: '.changed', reenter: true, actions: assign({ heightText: ({ event }) => event.text }) },
    'ral.set': { target: '.changed', reenter: true, actions: assign({ ralText: ({ event }) => event.text }) },
    'option.pick': {
      target: '.changed',
      reenter: true,
      actions: assign({ chosen: ({ context, event }) => pickOption(context.model, context.chosen, event.optionId) }),
    },
    'step.goto': {
      actions: assign({
        step: ({ context, event }) => Math.max(0, Math.min(lastStep(context.model), Math.trunc(event.index))),
      }),
    },
    'step.next': { actions: assign({ step: ({ context }) => Math.min(lastStep(context.model), context.step + 1) }) },
    'step.back': { actions: assign({ step: ({ context }) => Math.max(0, context.step - 1) }) },
    'quote.retry': { guard: 'sizeValid', target: '.quoting', reenter: true },
  },
  states: {
    idle: {},
    changed: {
      always: [
        {
          guard: 'sizeValid',
          target: 'debouncing',
          actions: assign({ quote: ({ context }) => localQuote(context), refused: null }),
        },
        { target: 'idle', actions: assign({ quote: null, refused: null }) },
      ],
    },
    debouncing: {
      after: { debounce: 'quoting' },
    },
    quoting: {
      invoke: {
        src: 'quote',
        input: ({ context }) => configurationOf(context)!,
        onDone: {
          target: 'idle',
          actions: assign(({ event }) =>
            event.output.ok
              ? { quote: event.output.quote, refused: null, quoteFailed: false }
              : { quote: null, refused: event.output.fields, quoteFailed: false },
          ),
        },
        onError: { target: 'idle', actions: assign({ quoteFailed: true }) },
      },
    },
  },
})
