import type { ContactKind, ShopLocale } from "@dreamshade/contracts"
import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { CONTACT_MODULE } from "../../../modules/contact"
import type ContactModuleService from "../../../modules/contact/service"

export type NewContactMessage = {
  kind: ContactKind
  name: string
  email: string
  phone?: string | null
  subject: string
  message: string
  language: ShopLocale
}

const contacts = (container: { resolve: <T>(key: string) => T }) => container.resolve<ContactModuleService>(CONTACT_MODULE)

export const createContactMessageStep = createStep(
  "create-contact-message",
  async (input: NewContactMessage, { container }) => {
    const created = await contacts(container).createContactMessages({ ...input, phone: input.phone ?? null, state: "new" })
    return new StepResponse(created, created.id)
  },
  async (id, { container }) => {
    if (id) await contacts(container).deleteContactMessages(id)
  }
)

/** Marks a message answered; one already answered keeps its first answer time. */
export const markContactMessageAnsweredStep = createStep(
  "mark-contact-message-answered",
  async (input: { id: string }, { container }) => {
    const [current] = await contacts(container).listContactMessages({ id: input.id })
    if (!current) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Contact message ${input.id} not found`)
    if (current.state === "answered") return new StepResponse(current, null)
    const updated = await contacts(container).updateContactMessages({ id: current.id, state: "answered", answered_at: new Date() })
    return new StepResponse(updated, current.id)
  },
  async (id, { container }) => {
    if (id) await contacts(container).updateContactMessages({ id, state: "new", answered_at: null })
  }
)
