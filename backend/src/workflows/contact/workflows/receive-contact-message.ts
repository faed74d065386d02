import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { ContactEvents } from "../events"
import { createContactMessageStep, type NewContactMessage } from "../steps/contact-messages"

/**
 * Stores a message from the contact form. The e-mails go out from the event's subscriber, so a
 * mail server that is down never loses a message that was stored.
 */
export const receiveContactMessageWorkflow = createWorkflow("receive-contact-message", (input: NewContactMessage) => {
  const message = createContactMessageStep(input)
  const data = transform({ message }, ({ message }) => ({ id: message.id }))
  emitEventStep({ eventName: ContactEvents.RECEIVED, data })
  return new WorkflowResponse(message)
})
