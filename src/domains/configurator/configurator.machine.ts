import { assign, fromPromise, setup } from 'xstate'
import type { FieldErrors } from '~/lib/api/errors'
import type { ConfigurationInput, ConfiguratorModel, ConfiguratorQuote } from './configurator.schemas'
import { needsRal, normalizeRal } from './ral'
import { defaultChoices, pickOption, type Problem } from './rules'

// The configurator's flow (decision 009). Pure: the server quote is an effect named here and
// supplied with `.provide()` by the page, and by fakes in tests.
//
//   any change ──▶ debouncing ──(300 ms)──▶ quoting ──▶ idle
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
  /** The last server quote for the current choices (null while none has come back). */
  quote: ConfiguratorQuote | null
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
  const check = (value: number | null, min: number, max: number) => value !== null && value >= min && value <= max && (value - min) % Math.max(1, s.step_mm) === 0
  const problems: Problem[] = []
  if (!check(wholeMm(widthText), s.min_width_mm, s.max_width_mm)) problems.push({ field: 'width_mm', code: 'size_range', min: s.min_width_mm, max: s.max_width_mm, step: s.step_mm })
  if (!check(wholeMm(heightText), s.min_height_mm, s.max_height_mm)) problems.push({ field: 'height_mm', code: 'size_range', min: s.min_height_mm, max: s.max_height_mm, step: s.step_mm })
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

export const configuratorMachine = setup({
  types: {
    context: {} as ConfiguratorContext,
    events: {} as ConfiguratorEvent,
    input: {} as { model: ConfiguratorModel },
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
  context: ({ input }) => ({
    model: input.model,
    widthText: String(input.model.size.default_width_mm),
    heightText: String(input.model.size.default_height_mm),
    ralText: '',
    chosen: defaultChoices(input.model),
    step: 0,
    quote: null,
    refused: null,
    quoteFailed: false,
  }),
  initial: 'quoting',
  on: {
    'size.width': { target: '.changed', reenter: true, actions: assign({ widthText: ({ event }) => event.text }) },
    'size.height': { target: '.changed', reenter: true, actions: assign({ heightText: ({ event }) => event.text }) },
    'ral.set': { target: '.changed', reenter: true, actions: assign({ ralText: ({ event }) => event.text }) },
    'option.pick': { target: '.changed', reenter: true, actions: assign({ chosen: ({ context, event }) => pickOption(context.model, context.chosen, event.optionId) }) },
    'step.goto': { actions: assign({ step: ({ context, event }) => Math.max(0, Math.min(lastStep(context.model), Math.trunc(event.index))) }) },
    'step.next': { actions: assign({ step: ({ context }) => Math.min(lastStep(context.model), context.step + 1) }) },
    'step.back': { actions: assign({ step: ({ context }) => Math.max(0, context.step - 1) }) },
    'quote.retry': { guard: 'sizeValid', target: '.quoting', reenter: true },
  },
  states: {
    idle: {},
    changed: {
      always: [{ guard: 'sizeValid', target: 'debouncing' }, { target: 'idle', actions: assign({ quote: null, refused: null }) }],
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
            event.output.ok ? { quote: event.output.quote, refused: null, quoteFailed: false } : { quote: null, refused: event.output.fields, quoteFailed: false },
          ),
        },
        onError: { target: 'idle', actions: assign({ quoteFailed: true }) },
      },
    },
  },
})
