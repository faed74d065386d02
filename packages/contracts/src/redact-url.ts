/**
 * Both servers' access logs (the storefront's `server.js`, the backend's Medusa HTTP log) write
 * every URL through `redactUrl`, so the secrets that links carry never reach a log file.
 */

export const REDACTED = "[redacted]"

/**
 * Query parameters that carry a secret: tokens and secrets under any prefix (`token`,
 * `reset_token`, `payment_intent_client_secret`), codes and signatures (OAuth `code`, signed links),
 * passwords and keys.
 */
const SECRET_PARAM = /^(code|sig|key|.*(token|secret|password|passwd|signature|api_?key))$/i

/**
 * Paths whose segment after the prefix is a single-use secret: the account activation, password
 * reset (after the e-mail) and newsletter confirmation links. `.data` is React Router's data request.
 */
const SECRET_PATHS = [/^\/account-activation\//i, /^\/reset-password\/[^/]+\//i, /^\/newsletter\/confirm\//i]

/**
 * A URL as a log may keep it: the secret path segments and query values are replaced by
 * `[redacted]`, everything else (origin, other segments and parameters, the fragment) is kept as
 * written. Takes a path (`/a?b`, as servers see requests) or an absolute URL (a Referer).
 */
export function redactUrl(url: string): string {
  const origin = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i.exec(url)?.[0] ?? ""
  const rest = url.slice(origin.length)
  const hashAt = rest.indexOf("#")
  const beforeHash = hashAt === -1 ? rest : rest.slice(0, hashAt)
  const hash = hashAt === -1 ? "" : rest.slice(hashAt)
  const queryAt = beforeHash.indexOf("?")
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt)
  const query = queryAt === -1 ? "" : beforeHash.slice(queryAt + 1)
  return origin + redactPath(path) + (queryAt === -1 ? "" : `?${redactQuery(query)}`) + hash
}

function redactPath(path: string): string {
  const prefix = SECRET_PATHS.map((pattern) => pattern.exec(path)?.[0]).find(Boolean)
  if (!prefix) return path
  const after = path.slice(prefix.length)
  const slash = after.indexOf("/")
  const segment = slash === -1 ? after : after.slice(0, slash)
  if (!segment) return path
  const rest = slash === -1 ? (segment.endsWith(".data") ? ".data" : "") : after.slice(slash)
  return `${prefix}${REDACTED}${rest}`
}

function redactQuery(query: string): string {
  return query
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=")
      if (equals === -1) return pair
      return isSecretParam(pair.slice(0, equals)) ? `${pair.slice(0, equals)}=${REDACTED}` : pair
    })
    .join("&")
}

function isSecretParam(encodedName: string): boolean {
  let name = encodedName
  try {
    name = decodeURIComponent(encodedName.replace(/\+/g, " "))
  } catch {
    // A malformed escape: judge the name as written.
  }
  return SECRET_PARAM.test(name.trim())
}
