// The one list of roles (spec §6): the database enum, the API's schemas and every rule that
// asks "who is this" read it from here, so a new role cannot be half added.

export const roles = ['admin', 'user', 'retailer', 'reseller', 'other'] as const
export type Role = (typeof roles)[number]
