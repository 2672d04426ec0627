/** Tracks work deferred past a response, so tests and shutdown can wait for it. */
export function createBackground(onError: (error: unknown) => void) {
  const pending = new Set<Promise<unknown>>()
  return {
    defer(task: () => Promise<unknown>) {
      const run = Promise.resolve()
        .then(task)
        .catch(onError)
        .finally(() => pending.delete(run))
      pending.add(run)
    },
    async settle() {
      while (pending.size) await Promise.all(pending)
    },
  }
}
