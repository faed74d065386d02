import { MedusaService } from "@medusajs/framework/utils"
import CustomerAccount from "./models/customer-account"
import CustomerNotification from "./models/customer-notification"
import UsedToken from "./models/used-token"

type TokenPurpose = "account_activation" | "captcha"

class AccountModuleService extends MedusaService({ CustomerAccount, CustomerNotification, UsedToken }) {
  /**
   * Records a one-time token as spent. Returns false when it already was: the unique index
   * decides, so two concurrent uses cannot both win.
   */
  async spendToken(purpose: TokenPurpose, tokenId: string, expiresAt: Date): Promise<boolean> {
    try {
      await this.createUsedTokens({ purpose, token_id: tokenId, expires_at: expiresAt })
      return true
    } catch (error) {
      if (isUniqueViolation(error)) return false
      throw error
    }
  }
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; name?: string; message?: string; type?: string }
  return (
    e?.code === "23505" ||
    e?.name === "UniqueConstraintViolationException" ||
    e?.type === "duplicate_error" ||
    /already exists|unique/i.test(e?.message ?? "")
  )
}

export default AccountModuleService
