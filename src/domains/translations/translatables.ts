// Client-safe: the contract's enum of kinds comes from here.

/**
 * Every translatable text of the catalogue and content (decision 025): the translation table,
 * its owner's id column, and the column that names the owner in a list. Italian is the
 * reference: an owner with an Italian row and no row in a locale is a translation to do.
 */
export const translatables = [
  { kind: 'category', table: 'category_translations', id: 'category_id', label: 'name' },
  { kind: 'product', table: 'product_translations', id: 'product_id', label: 'name' },
  { kind: 'variant_group', table: 'variant_group_translations', id: 'group_id', label: 'name' },
  { kind: 'variant', table: 'product_variant_translations', id: 'variant_id', label: 'name' },
  { kind: 'extra_option', table: 'extra_option_translations', id: 'option_id', label: 'name' },
  { kind: 'attribute', table: 'attribute_translations', id: 'attribute_id', label: 'name' },
  { kind: 'attribute_value', table: 'attribute_value_translations', id: 'value_id', label: 'name' },
  { kind: 'collection', table: 'collection_translations', id: 'collection_id', label: 'name' },
  { kind: 'configurator_model', table: 'configurator_model_translations', id: 'model_id', label: 'name' },
  { kind: 'configurator_step', table: 'configurator_step_translations', id: 'step_id', label: 'name' },
  { kind: 'configurator_option', table: 'configurator_option_translations', id: 'option_id', label: 'name' },
  { kind: 'configurator_rule', table: 'configurator_rule_translations', id: 'rule_id', label: 'reason' },
  { kind: 'page', table: 'page_translations', id: 'page_id', label: 'title' },
  { kind: 'blog_post', table: 'blog_post_translations', id: 'post_id', label: 'title' },
  { kind: 'faq_entry', table: 'faq_entry_translations', id: 'entry_id', label: 'question' },
  { kind: 'slide', table: 'slide_translations', id: 'slide_id', label: 'title' },
  { kind: 'promotion', table: 'promotion_translations', id: 'promotion_id', label: 'title' },
  { kind: 'shipping_option', table: 'shipping_option_translations', id: 'option_id', label: 'name' },
  { kind: 'payment_type', table: 'payment_type_translations', id: 'payment_type_id', label: 'name' },
  { kind: 'document', table: 'document_translations', id: 'document_id', label: 'title' },
] as const
export type TranslatableKind = (typeof translatables)[number]['kind']
export const translatableKinds = translatables.map((t) => t.kind) as [TranslatableKind, ...TranslatableKind[]]
