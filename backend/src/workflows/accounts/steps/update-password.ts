import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MedusaError, Modules } from "@medusajs/framework/utils"

type PreviousHash = { id: string; provider_metadata: Record<string, unknown> | null }

/** Sets a new password on the e-mail/password identity; undo restores the previous hash. */
export const updatePasswordStep = createStep(
  "update-password",
  async (input: { email: string; password: string }, { container }) => {
    const auth = container.resolve(Modules.AUTH)
    const [identity] = await auth.listProviderIdentities(
      { entity_id: input.email, provider: "emailpass" },
      { select: ["id", "provider_metadata"] }
    )
    if (!identity) throw new MedusaError(MedusaError.Types.NOT_FOUND, "Account not found")
    const result = await auth.updateProvider("emailpass", { entity_id: input.email, password: input.password })
    if (!result.success) throw new MedusaError(MedusaError.Types.INVALID_DATA, result.error ?? "Password not updated")
    const previous: PreviousHash = { id: identity.id, provider_metadata: identity.provider_metadata ?? null }
    return new StepResponse(true, previous)
  },
  async (previous: PreviousHash | undefined, { container }) => {
    if (!previous) return
    await container.resolve(Modules.AUTH).updateProviderIdentities([previous as any])
  }
)

/** Spends a reset token (Medusa keeps one row per token and deletes it here); a second use fails. */
export const consumeResetTokenStep = createStep(
  "consume-password-reset-token",
  async (input: { jti: string; email: string }, { container }) => {
    await container.resolve(Modules.AUTH).consumePasswordResetToken({
      jti: input.jti,
      provider: "emailpass",
      entity_id: input.email,
    })
    return new StepResponse(true)
  }
)
