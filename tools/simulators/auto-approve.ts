import type { GatewayRequest, GatewayResponse } from "./gateway.js"

/**
 * "The phone approves at once": every new pending payment is approved `afterMs` after its push was
 * answered, with the gateway's callback as a person's approval would send. Off by default; the
 * benchmark turns it on (`POST /control/auto-approve?enabled=true`) to time "place order" to "paid".
 */
export type AutoApproval = { enabled: boolean; afterMs: number }

const MAX_AFTER_MS = 600_000

/** `GET /control/auto-approve` answers the setting; `POST` with `?enabled=true|false&after_ms=N` changes it. */
export function autoApprovalControl(request: GatewayRequest, setting: AutoApproval): GatewayResponse | null {
  if (request.url.pathname !== "/control/auto-approve") return null
  const answer = () => ({ status: 200, body: { enabled: setting.enabled, after_ms: setting.afterMs } })
  if (request.method === "GET") return answer()
  if (request.method !== "POST") return { status: 405, body: { error: "method_not_allowed" } }
  const enabled = request.url.searchParams.get("enabled") ?? "true"
  const afterMs = request.url.searchParams.get("after_ms") ?? "0"
  if (!["true", "false"].includes(enabled) || !/^\d{1,6}$/.test(afterMs) || Number(afterMs) > MAX_AFTER_MS) {
    return { status: 400, body: { error: "invalid_setting", expected: `enabled=true|false, after_ms=0…${MAX_AFTER_MS}` } }
  }
  setting.enabled = enabled === "true"
  setting.afterMs = Number(afterMs)
  return answer()
}
