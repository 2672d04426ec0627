import type { ConfiguratorModel } from './configurator.schemas'

// Test data for the configurator's unit and component tests.
// A small model: two finishes and one only on another model, hinged or sliding, a glass that
// excludes sliding, hidden hinges that need a hinged door.
const option = (
  id: number,
  code: string,
  extra: Partial<ConfiguratorModel['steps'][number]['options'][number]> = {},
) => ({
  id,
  code,
  name: code,
  price: 0,
  percent: 0,
  swatch: null,
  preview: {},
  is_default: false,
  ...extra,
})
const rule = (
  id: number,
  kind: 'requires' | 'excludes' | 'only_models',
  option_id: number,
  target: number | null,
  model: number | null,
  reason: string,
) => ({
  id,
  kind,
  option_id,
  target_option_id: target,
  model_id: model,
  reason,
})
export const testModel: ConfiguratorModel = {
  id: 1,
  code: 'test',
  name: 'Test',
  description: null,
  product: { id: 10, slug: 'porta-test', name: 'Porta test', image_url: null },
  collection: null,
  tier: 'base',
  pricing: { mode: 'per_m2', price_m2: 25_000, min_billable_area_mm2: 1_600_000 },
  size: {
    min_width_mm: 600,
    max_width_mm: 1000,
    min_height_mm: 2000,
    max_height_mm: 2400,
    step_mm: 10,
    default_width_mm: 800,
    default_height_mm: 2100,
  },
  preview_style: 'flush',
  from_price: 42_000,
  steps: [
    {
      id: 1,
      code: 'finish',
      name: 'Finitura',
      kind: 'single',
      required: true,
      options: [option(11, 'WHITE', { is_default: true }), option(12, 'RAL', { percent: 20 }), option(13, 'OAK')],
    },
    {
      id: 2,
      code: 'opening',
      name: 'Apertura',
      kind: 'single',
      required: true,
      options: [option(21, 'HINGED', { is_default: true }), option(22, 'SLIDING', { price: 18_000 })],
    },
    {
      id: 3,
      code: 'glass',
      name: 'Vetro',
      kind: 'single',
      required: true,
      options: [option(31, 'NONE', { is_default: true }), option(32, 'CLEAR', { price: 15_000 })],
    },
    {
      id: 4,
      code: 'accessories',
      name: 'Accessori',
      kind: 'multiple',
      required: false,
      options: [option(41, 'HIDDEN', { price: 9_000 }), option(42, 'STOP', { price: 1_500 })],
    },
  ],
  rules: [
    rule(1, 'only_models', 13, null, 99, 'Rovere solo sul modello 99'),
    rule(2, 'excludes', 32, 22, null, 'Vetro trasparente non sullo scorrevole'),
    rule(3, 'requires', 41, 21, null, 'Le porte scorrevoli non hanno cerniere'),
  ],
}
