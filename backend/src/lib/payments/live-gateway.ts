/**
 * The live API of each outside payment gateway: in production a gateway's address must be exactly
 * that host over https. Anything else (the simulator on localhost, a sandbox, another loopback or
 * private address, a look-alike name) is refused, whatever its spelling: an allow-list, not a
 * list of what counts as "local".
 */
export const LIVE_GATEWAY_HOSTS = {
  /** MTN MoMo's API for sandbox and live alike: the target environment tells them apart. */
  MTN_BASE_URL: "proxy.momodeveloper.mtn.com",
  /** Orange Money Cameroon's production API (`/omcoreapis/1.0.2/mp/…`). */
  ORANGE_BASE_URL: "api-s1.orange.cm",
  /** PayPal's live REST API (the sandbox is `api-m.sandbox.paypal.com`). */
  PAYPAL_BASE_URL: "api-m.paypal.com",
  NOTCHPAY_BASE_URL: "api.notchpay.co",
} as const

export type GatewayAddressVariable = keyof typeof LIVE_GATEWAY_HOSTS

/** Whether a production server runs with the production rules (the launcher's laptop flag lifts them). */
export const productionRules = (env: { NODE_ENV: string; DREAMSHADE_ALLOW_DEV_SECRETS: string }) =>
  env.NODE_ENV === "production" && env.DREAMSHADE_ALLOW_DEV_SECRETS !== "true"

/** Why a gateway's address cannot be used in production, naming the variable; null when it is the live API. */
export function liveAddressProblem(name: GatewayAddressVariable, value: string): string | null {
  const live = LIVE_GATEWAY_HOSTS[name]
  // WHATWG URL parsing lower-cases the host, drops the default port and normalises IP forms.
  const url = new URL(value)
  if (url.protocol === "https:" && url.hostname === live && url.port === "") return null
  return `${name} must be https://${live} in production (got ${value}): a simulator, sandbox or other address is refused.`
}

/**
 * What production refuses in one gateway's settings: an address other than its live API, and any
 * variable left at the development value the payment simulators also know.
 */
export function gatewayProblems(
  name: GatewayAddressVariable,
  url: string,
  env: Record<string, unknown>,
  developmentValues: Record<string, string>
): string[] {
  const address = liveAddressProblem(name, url)
  const known = Object.keys(developmentValues).filter((key) => env[key] === developmentValues[key])
  return [
    ...(address ? [address] : []),
    ...known.map((key) => `${key} is the development value the payment simulators know: set the real one.`),
  ]
}

/** Throws one error listing every problem, so the operator fixes them in one go. */
export function refuseProblems(gateway: string, problems: string[]) {
  if (problems.length) throw new Error(`Refusing to start in production (${gateway}):\n  ${problems.join("\n  ")}`)
}
