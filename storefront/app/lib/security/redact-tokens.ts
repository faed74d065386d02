/** Paths whose last segment is a single-use secret (activation, reset, newsletter confirmation). */
const TOKEN_PATHS = [/^(\/account-activation\/)[^/?#]+/, /^(\/reset-password\/[^/?#]+\/)[^/?#]+/, /^(\/newsletter\/confirm\/)[^/?#]+/];

/** Query parameters that carry one (the newsletter's unsubscribe link). */
const TOKEN_PARAMS = /([?&]token=)[^&#]*/g;

/**
 * A request's URL as the access log may keep it: the secrets that e-mailed links carry are
 * replaced, whatever language prefix or `.data` suffix the path has around them.
 */
export function redactTokens(url: string): string {
  const [pathname = "", query = ""] = url.split(/(?=\?)/, 2);
  const path = pathname.replace(/\.data$/, "");
  let redacted = pathname;
  for (const pattern of TOKEN_PATHS) {
    if (pattern.test(path)) {
      redacted = path.replace(pattern, "$1[redacted]") + (pathname.endsWith(".data") ? ".data" : "");
      break;
    }
  }
  return redacted + query.replace(TOKEN_PARAMS, "$1[redacted]");
}

