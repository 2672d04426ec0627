import { useEffect } from 'react'
import type { Actor } from 'xstate'
import { checkoutMachine, currentStep, STEPS } from '../checkout.machine'
import { readCheckoutDraft, saveCheckoutDraft } from '../checkout-draft'

// Issue 42: a reload finds the checkout where it was (decision 102). The kept choices come back
// once, when the page opens; from then on every step taken is kept. The amounts are not kept:
// the restored choices are quoted again like any other, so a cart changed meanwhile is priced
// as it is now.

export function useKeptProgress(actor: Actor<typeof checkoutMachine>, userId: number) {
  useEffect(() => {
    const draft = readCheckoutDraft(userId)
    if (draft) actor.send({ type: 'checkout.restore', draft })
    const subscription = actor.subscribe((snap) => {
      const step = currentStep(snap.value)
      if (!(STEPS as readonly string[]).includes(step)) return
      const { reached, delivery, shippingOptionId, billing, paymentMethod } = snap.context
      saveCheckoutDraft(userId, {
        step: step as (typeof STEPS)[number],
        reached,
        delivery,
        shippingOptionId,
        billing,
        paymentMethod,
      })
    })
    return () => subscription.unsubscribe()
  }, [actor, userId])
}
