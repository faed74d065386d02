/** The kinds of saved address; apart from the schemas so the address form shows them without Zod. */
export const ADDRESS_TYPES = ["shipping", "billing"] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
