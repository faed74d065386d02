import { createHash } from "node:crypto";
import { modulesAddedBy } from "~/lib/scripts/deferred-scripts";

/**
 * A kept page is served to many visitors, so the nonce it was drawn with stops being a secret: any
 * visitor can read it, and markup injected later through something not in the page's key (a URL
 * fragment, a stored value read by a script) could carry it. So a kept page's policy allows its
 * inline scripts by their SHA-256 instead (CSP Level 3, hash-source): exactly the scripts the
 * server wrote, byte for byte, and nothing else, whoever reads the page. docs/decisions/039.
 */

// Inline scripts carry no `src`; their text cannot hold `</script>` (the app escapes "<" in what it inlines).
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /\ssrc\s*=/i;

const sha256Source = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * The `'sha256-…'` source of each distinct inline script of `html`, in page order, and of the
 * module scripts the app's loader adds once the page has painted (app/lib/scripts/deferred-scripts.tsx).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    if (HAS_SRC.test(attributes)) continue;
    hashes.add(sha256Source(text));
    for (const added of modulesAddedBy(text)) hashes.add(sha256Source(added));
  }
  return [...hashes];
}

/**
 * The policy with its script nonce replaced by the page's inline script hashes; a policy without
 * a nonce (or none at all) is left as it is.
 */
export function policyWithScriptHashes(policy: string, html: string): string {
  if (!/'nonce-[^']*'/.test(policy)) return policy;
  const hashes = inlineScriptHashes(html).join(" ");
  return policy
    .split(";")
    .map((directive) => directive.replace(/\s*'nonce-[^']*'/g, "").replace(/^(\s*script-src\b)/, hashes ? `$1 ${hashes}` : "$1"))
    .join(";");
}
