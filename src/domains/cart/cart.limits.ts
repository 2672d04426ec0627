// Cart limits shared by the zod wire shapes (cart.schemas.ts) and the cart machines, which run
// in the browser without zod (decision 015).

export const MAX_QUOTE_LINES = 100
export const COUPON_CODE_MAX = 40
