/** Events of contact messages; a subscriber sends the e-mails. */
export const ContactEvents = {
  /** `{ id }`: a message was stored; tell the shop and acknowledge it to the sender. */
  RECEIVED: "contact_message.received",
} as const
