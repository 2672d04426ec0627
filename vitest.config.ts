import { defineConfig } from 'vitest/config'

// No Paraglide (nor TanStack Start) Vite plugin here: the Paraglide compiler leaves timers
// behind and Vitest never exits. Messages are compiled beforehand by `npm run i18n`.
//
// Two projects share one Vite server: `node` for everything, `dom` (happy-dom) for the
// component tests, which are named `*.dom.test.tsx`.
const domTests = 'src/**/*.dom.test.tsx'

export default defineConfig({
  resolve: { tsconfigPaths: true }, // `~/` → src/, `styled-system/` → styled-system/
  test: {
    testTimeout: 30_000, // an in-memory PGlite boots and migrates in ~3–4 s
    hookTimeout: 120_000, // beforeAll may wait for another worker building the seeded template
    teardownTimeout: 10_000,
    globalSetup: ['src/test/global-setup.ts'], // a folder for the run's database templates
    pool: 'forks',
    maxWorkers: 2, // the machines have 2 cores
    clearMocks: true,
    restoreMocks: true,
    unstubEnvs: true,
    passWithNoTests: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          setupFiles: ['src/test/pg-one-query-at-a-time.ts'], // decision 066
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: [domTests, 'e2e/**', 'node_modules/**', '.output/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: [domTests],
          setupFiles: ['src/test/dom-setup.ts'],
          exclude: ['e2e/**', 'node_modules/**', '.output/**'],
        },
      },
    ],
  },
})
