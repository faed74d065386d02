/**
 * A gateway API's OAuth access token (client credentials), reused until a minute before it
 * expires so a token never expires during a call. `request` asks the gateway for a new one;
 * `failure` words a refusal.
 */
export class AccessToken {
  private held: { value: string; refreshAt: number } | null = null

  constructor(
    private readonly request: () => Promise<Response>,
    private readonly failure: (response: Response) => Promise<Error>
  ) {}

  async value(): Promise<string> {
    if (this.held && this.held.refreshAt > Date.now()) return this.held.value
    const response = await this.request()
    if (!response.ok) throw await this.failure(response)
    const answer = (await response.json().catch(() => null)) as { access_token?: unknown; expires_in?: unknown } | null
    const token = typeof answer?.access_token === "string" ? answer.access_token : ""
    if (!token) throw new Error("The gateway's token answer has no access_token.")
    const expiresIn = Number(answer?.expires_in ?? 3600) > 0 ? Number(answer?.expires_in ?? 3600) : 3600
    this.held = { value: token, refreshAt: Date.now() + Math.max(expiresIn - 60, 0) * 1000 }
    return token
  }
}

/** The `Authorization` value of HTTP Basic authentication. */
export function basicAuthorization(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`
}

/**
 * The usual OAuth token of a gateway: `grant_type=client_credentials` posted to `url` with the
 * client's id and secret (Orange, PayPal).
 */
export function clientCredentialsToken(
  url: URL,
  client: { clientId: string; clientSecret: string; timeoutMs: number },
  failure: (response: Response) => Promise<Error>
): AccessToken {
  const request = () =>
    fetch(url, {
      method: "POST",
      headers: { Authorization: basicAuthorization(client.clientId, client.clientSecret), "Content-Type": "application/x-www-form-urlencoded" },
      body: "grant_type=client_credentials",
      signal: AbortSignal.timeout(client.timeoutMs),
    })
  return new AccessToken(request, failure)
}
