// Stand-in for the shop's analytics tag (there is no analytics account). The storefront injects
// it only after the visitor consents to statistics cookies; it sets no cookie and sends nothing.
;(function () {
  window.sogliaAnalytics = { anonymizeIp: true, loadedAt: new Date().toISOString() }
})()
