/**
 * A machine with the page's effects (`.provide()`) in the browser, and as it is on the server.
 * There an actor is only created for its first snapshot, never started (@xstate/react starts it
 * in an effect), so no effect can run; and `.provide()` builds the whole machine again, on
 * every render of every page (decision 055: 2–3 % of an uncached page's CPU).
 */
export function effectsInBrowser<Machine>(machine: Machine, provide: (machine: Machine) => Machine): Machine {
  return typeof window === 'undefined' ? machine : provide(machine)
}
