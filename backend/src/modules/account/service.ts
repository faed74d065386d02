import type { Context } from "@medusajs/framework/types"
import { InjectManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import CustomerAccount from "./models/customer-account"
import CustomerNotification from "./models/customer-notification"
import CustomerSession from "./models/customer-session"
import UsedToken from "./models/used-token"

type TokenPurpose = "account_activation" | "captcha"
type Manager = { execute: (sql: string, params?: unknown[]) => Promise<{ open?: boolean; status?: string | null }[]> }

export type SessionEndReason = "logout" | "password_changed" | "password_reset" | "account_closed"

class AccountModuleService extends MedusaService({ CustomerAccount, CustomerNotification, CustomerSession, UsedToken }) {
  /**
   * Whether a customer token may still be used: its session still open, and the account active (a
   * customer without an account row is, lib/accounts/account-state.ts). One statement, since every
   * signed-in store request asks.
   */
  @InjectManager()
  async isTokenUsable(customerId: string, sessionId: string, @MedusaContext() context: Context = {}): Promise<boolean> {
    const manager = context.manager as Manager
    const [standing] = await manager.execute(
      `SELECT EXISTS (
         SELECT 1 FROM customer_session
         WHERE id = ? AND customer_id = ? AND ended_at IS NULL AND deleted_at IS NULL
       ) AS open,
       (SELECT status FROM customer_account WHERE customer_id = ? AND deleted_at IS NULL LIMIT 1) AS status`,
      [sessionId, customerId, customerId]
    )
    return standing?.open === true && (standing.status ?? "active") === "active"
  }

  /** Ends the customer's open sessions, except `keep` (the one that asked, when it stays signed in). */
  async endSessions(customerId: string, reason: SessionEndReason, keep?: string): Promise<void> {
    const open = await this.listCustomerSessions({ customer_id: customerId, ended_at: null }, { select: ["id"] })
    const ending = open.filter((session) => session.id !== keep)
    if (!ending.length) return
    const endedAt = new Date()
    await this.updateCustomerSessions(ending.map((session) => ({ id: session.id, ended_at: endedAt, ended_reason: reason })))
  }

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
