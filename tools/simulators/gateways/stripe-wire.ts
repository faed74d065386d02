import crypto from "node:crypto"

/**
 * Stripe's wire formats the simulator needs: the form-encoded bodies stripe-node and Stripe.js send
 * (`metadata[session_id]=…`, `expand[0]=payment_method`) and the `Stripe-Signature` header of
 * webhooks (`t=<seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the whsec_ secret>`).
 */

export type FormValue = string | FormValue[] | { [key: string]: FormValue }

/** `a[b][0]=x&c=y` → `{ a: { b: ["x"] }, c: "y" }`: objects whose keys are all indexes become lists. */
export function parseStripeForm(text: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {}
  for (const [name, value] of new URLSearchParams(text)) {
    const path = name.replace(/\]/g, "").split("[")
    let node = root as Record<string, FormValue>
    path.forEach((key, index) => {
      if (index === path.length - 1) {
        node[key] = value
        return
      }
      node[key] ??= {}
      node = node[key] as Record<string, FormValue>
    })
  }
  return listify(root) as Record<string, FormValue>
}

function listify(value: FormValue): FormValue {
  if (typeof value === "string" || Array.isArray(value)) return value
  const entries = Object.entries(value).map(([key, inner]) => [key, listify(inner)] as const)
  if (entries.length && entries.every(([key]) => /^\d+$/.test(key))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, inner]) => inner)
  }
  return Object.fromEntries(entries)
}

/** The `Stripe-Signature` header for `payload`, as Stripe signs a webhook. */
export function stripeSignature(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = crypto.createHmac("sha256", secret).update(`${timestamp}.${payload}`, "utf8").digest("hex")
  return `t=${timestamp},v1=${v1}`
}

/** Stripe's ids: a prefix and 24 random characters. */
export function stripeId(prefix: string): string {
  return `${prefix}_${crypto.randomBytes(18).toString("base64url").replace(/[-_]/g, "x").slice(0, 24)}`
}
