import { createHmac } from "node:crypto"
import type { MedusaContainer } from "@medusajs/framework/types"
// altcha-lib is an ES module; its types are read as the import of a CommonJS file would see them.
type Challenge = import("altcha-lib", { with: { "resolution-mode": "import" } }).Challenge
type Solution = import("altcha-lib", { with: { "resolution-mode": "import" } }).Solution
import { ApiError } from "@dreamshade/contracts"
import type { BackendEnv } from "../env"
import { spendCaptchaWorkflow } from "../../workflows/accounts/workflows/spend-captcha"

type CaptchaEnv = Pick<BackendEnv, "ALTCHA_HMAC_KEY" | "ALTCHA_COST" | "ALTCHA_MAX_NUMBER" | "ALTCHA_EXPIRY_SECONDS">

const ALGORITHM = "PBKDF2/SHA-256"

/** altcha-lib's types describe its ES module build, so it is loaded with import(). */
async function altcha() {
  const [lib, pbkdf2] = await Promise.all([import("altcha-lib"), import("altcha-lib/algorithms/pbkdf2")])
  return { ...lib, deriveKey: pbkdf2.deriveKey }
}

/** A second secret, derived from the first, signs the expected key so checking needs no re-derivation. */
function keySignatureSecret(env: CaptchaEnv) {
  return createHmac("sha256", env.ALTCHA_HMAC_KEY).update("altcha-key-signature").digest("hex")
}

/** A signed proof-of-work challenge in the format of the ALTCHA widget's `challengeurl`. */
export async function createCaptchaChallenge(env: CaptchaEnv): Promise<Challenge> {
  const { createChallenge, randomInt, deriveKey } = await altcha()
  return createChallenge({
    algorithm: ALGORITHM,
    cost: env.ALTCHA_COST,
    counter: randomInt(Math.ceil(env.ALTCHA_MAX_NUMBER / 2), env.ALTCHA_MAX_NUMBER),
    deriveKey,
    expiresAt: new Date(Date.now() + env.ALTCHA_EXPIRY_SECONDS * 1000),
    hmacSignatureSecret: env.ALTCHA_HMAC_KEY,
    hmacKeySignatureSecret: keySignatureSecret(env),
  })
}

/** A widget's payload is well under a kilobyte; anything far larger is not worth decoding. */
const MAX_PAYLOAD_LENGTH = 10_000

function decodePayload(payload: unknown): { challenge: Challenge; solution: Solution } | null {
  if (typeof payload !== "string" || !payload || payload.length > MAX_PAYLOAD_LENGTH) return null
  try {
    const decoded = JSON.parse(Buffer.from(payload, "base64").toString("utf8"))
    if (decoded?.challenge?.parameters && decoded?.solution) return decoded
  } catch {
    // Not base64 JSON: refused below like any other bad payload.
  }
  return null
}

/**
 * Checks a solved challenge (the widget's base64 payload, as the request carried it: a missing or
 * malformed one is refused alike): signed by us, not expired, solved, and never used before (its nonce is spent in the database, so a replay fails on any instance).
 */
export async function requireSolvedCaptcha(container: MedusaContainer, env: CaptchaEnv, payload: unknown) {
  const refused = new ApiError("captcha_invalid", "Please verify the captcha", { field: "captcha" })
  const decoded = decodePayload(payload)
  if (!decoded) throw refused
  const { verifySolution, deriveKey } = await altcha()
  const result = await verifySolution({
    challenge: decoded.challenge,
    solution: decoded.solution,
    deriveKey,
    hmacSignatureSecret: env.ALTCHA_HMAC_KEY,
    hmacKeySignatureSecret: keySignatureSecret(env),
  })
  if (!result.verified) throw refused
  const { nonce, expiresAt } = decoded.challenge.parameters
  const expires = new Date((expiresAt ?? Date.now() / 1000) * 1000)
  const { result: firstUse } = await spendCaptchaWorkflow(container).run({ input: { nonce, expires_at: expires } })
  if (!firstUse) throw refused
}
