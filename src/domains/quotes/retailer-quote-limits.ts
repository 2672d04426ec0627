// The logo's size limit, shared by the contract (client-safe) and the upload's check.
export const MAX_LOGO_BYTES = 2 * 1024 * 1024
export const MAX_LOGO_BYTES_LABEL = '2 MB'
