/**
 * `data` cut to the fields a payment provider writes itself. Medusa stores a payment session's
 * data as what the caller sent merged with the provider's, and hands it all back to the provider:
 * a provider returns only its own fields, so nothing a shopper sent passes for the provider's word
 * (staff and the shop trust it).
 */
export function pickOwnFields<T extends object>(data: T, fields: readonly (keyof T)[]): T {
  return Object.fromEntries(fields.filter((field) => field in data).map((field) => [field, data[field]])) as T
}
