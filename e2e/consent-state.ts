// A browser whose cookie choice is already made, so the (modal) consent dialog does not cover
// the page: the default of every test (playwright.config.ts) and of the extra browsers a test
// opens itself. e2e/consent-newsletter.spec.ts clears it to test the dialog.
export function decidedConsentState(baseURL: string) {
  return {
    cookies: [
      {
        name: 'soglia_consent',
        value: encodeURIComponent(
          JSON.stringify({
            id: '00000000-0000-4000-8000-000000000000',
            analytics: false,
            marketing: false,
            at: new Date().toISOString(),
          }),
        ),
        domain: new URL(baseURL).hostname,
        path: '/',
        expires: Math.floor(Date.now() / 1000) + 86_400,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax' as const,
      },
    ],
    origins: [],
  }
}
