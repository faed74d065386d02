import { contactMessageFields, SPEC_FIELD_MESSAGES } from "@dreamshade/contracts"
import { z } from "@medusajs/framework/zod"
import { LocaleField } from "../../../lib/accounts/validators"

/** The contact form's rules are the contracts' (the storefront checks the same); the words are the spec's. */
export const StoreSendContactMessage = z.object({
  ...contactMessageFields(SPEC_FIELD_MESSAGES),
  locale: LocaleField,
})
export type StoreSendContactMessageType = z.infer<typeof StoreSendContactMessage>
