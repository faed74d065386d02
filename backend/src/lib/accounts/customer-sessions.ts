import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ACCOUNT_MODULE } from "../../modules/account"
import type AccountModuleService from "../../modules/account/service"

type AuthContext = { actor_id?: string; actor_type?: string; app_metadata?: Record<string, unknown> }

const accounts = (container: MedusaContainer) => container.resolve<AccountModuleService>(ACCOUNT_MODULE)

/** The session a request's customer token belongs to, if it names one. */
export function sessionIdOf(req: MedusaRequest): string | undefined {
  const id = (req as MedusaRequest & { auth_context?: AuthContext }).auth_context?.app_metadata?.session_id
  return typeof id === "string" ? id : undefined
}

const unauthorized = (res: MedusaResponse) => res.status(401).json({ type: "unauthorized", message: "Unauthorized" })

/**
 * On every store route, whatever module serves it: a customer token whose session was ended
 * (logout, password change or reset) or names none, or whose account is no longer active
 * (deactivated, deleted), answers 401 as an expired token does. Anonymous requests pass.
 */
export async function requireUsableCustomerToken(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const context = (req as MedusaRequest & { auth_context?: AuthContext }).auth_context
  if (context?.actor_type !== "customer" || !context.actor_id) return next()
  const sessionId = sessionIdOf(req)
  try {
    if (!sessionId) return unauthorized(res)
    if (!(await accounts(req.scope).isTokenUsable(context.actor_id, sessionId))) return unauthorized(res)
    next()
  } catch (error) {
    next(error)
  }
}

/** The `actor_type` a bearer token claims, read without verifying it (Medusa verifies it next). */
function claimedActorType(authorization: string | undefined): string | undefined {
  const payload = authorization?.match(/^Bearer\s+[^.]+\.([^.]+)\./i)?.[1]
  if (!payload) return undefined
  try {
    return JSON.parse(Buffer.from(payload, "base64url").toString("utf8"))?.actor_type
  } catch {
    return undefined
  }
}

/**
 * Medusa's `/auth/token/refresh` would renew a customer token forever. Customers sign in again
 * when their token expires: its lifetime (`jwtExpiresIn`) is the session's absolute lifetime.
 */
export function refuseCustomerTokenRefresh(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  if (claimedActorType(req.headers.authorization) === "customer") return unauthorized(res)
  next()
}
