/** How the header greets a customer: the first word of their name. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name
