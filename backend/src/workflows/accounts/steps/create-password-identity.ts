import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { ApiError } from "@dreamshade/contracts"

/** Creates the e-mail/password identity (hashed by the emailpass provider); undo deletes it. */
export const createPasswordIdentityStep = createStep(
  "create-password-identity",
  async (input: { email: string; password: string }, { container }) => {
    const auth = container.resolve(Modules.AUTH)
    const { success, authIdentity, error } = await auth.register("emailpass", {
      body: { email: input.email, password: input.password },
    } as any)
    if (!success && /already exists/i.test(error ?? "")) {
      throw new ApiError("email_taken", "Sorry this account is already in use. Please use another.", {
        field: "email",
      })
    }
    if (!success || !authIdentity) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, error ?? "Could not create the identity")
    }
    return new StepResponse(authIdentity, authIdentity.id)
  },
  async (authIdentityId, { container }) => {
    if (!authIdentityId) return
    await container.resolve(Modules.AUTH).deleteAuthIdentities([authIdentityId])
  }
)
