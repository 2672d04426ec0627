// Paraglide's registry.js (the Intl helpers its compiled messages call), emitted in place of its
// own through its `additionalFiles` option (scripts/paraglide-options.ts; decision 113). Its
// plural() and number() build an Intl object on every call, and their messages (product counts,
// cart badges, order counts) run on hot server paths: these keep one per locale and options.
// The rest is Paraglide 2.25.4's own code; scripts/paraglide-adapters.test.ts fails when
// Paraglide's registry changes, so this copy follows it.
export const cachedRegistry = `
/** @type {Map<string, Intl.PluralRules>} */
const pluralRules = new Map()

/** @type {Map<string, Intl.NumberFormat>} */
const numberFormats = new Map()

/**
 * @typedef {"year" | "years" | "quarter" | "quarters" | "month" | "months" | "week" | "weeks" | "day" | "days" | "hour" | "hours" | "minute" | "minutes" | "second" | "seconds"} RelativeTimeFormatUnit
 */

/**
 * @param {import("./runtime.js").Locale} locale
 * @param {unknown} input
 * @param {Intl.PluralRulesOptions} [options]
 * @returns {string}
 */
export function plural(locale, input, options) {
	const key = options ? \`\${locale}|\${JSON.stringify(options)}\` : locale
	let kept = pluralRules.get(key)
	if (!kept) pluralRules.set(key, (kept = new Intl.PluralRules(locale, options)))
	return kept.select(Number(input))
};

/**
 * @param {import("./runtime.js").Locale} locale
 * @param {unknown} input
 * @param {Intl.NumberFormatOptions} [options]
 * @returns {string}
 */
export function number(locale, input, options) {
	const key = options ? \`\${locale}|\${JSON.stringify(options)}\` : locale
	let kept = numberFormats.get(key)
	if (!kept) numberFormats.set(key, (kept = new Intl.NumberFormat(locale, options)))
	return kept.format(Number(input))
};

/**
 * @param {import("./runtime.js").Locale} locale
 * @param {unknown} input
 * @param {Intl.DateTimeFormatOptions} [options]
 * @returns {string}
 */
export function datetime(locale, input, options) {
	return new Intl.DateTimeFormat(locale, options).format(new Date(/** @type {string} */ (input)))
};

/**
 * @param {import("./runtime.js").Locale} locale
 * @param {unknown} input
 * @param {Intl.RelativeTimeFormatOptions & { unit: RelativeTimeFormatUnit }} options
 * @returns {string}
 */
export function relativetime(locale, input, options) {
	const { unit, ...intlOptions } = options;
	return new Intl.RelativeTimeFormat(locale, intlOptions).format(Number(input), unit);
};`
