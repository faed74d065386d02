import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { deferredLoaderScript } from "~/lib/scripts/deferred-scripts";
import { contentSecurityPolicy } from "~/lib/security/headers.server";
import { inlineScriptHashes, policyWithScriptHashes } from "./script-hashes.server";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const html = [
  `<html><head><link rel="modulepreload" href="/assets/a.js" nonce="n0nce"/>`,
  `<script nonce="n0nce">window.__i18n={"language":"fr","t":"Crème"};</script>`,
  `<script type="module" nonce="n0nce" async="">import "/assets/entry.js";</script>`,
  `<script src="/assets/b.js" nonce="n0nce"></script></head>`,
  `<body><script nonce="n0nce">window.__i18n={"language":"fr","t":"Crème"};</script></body></html>`,
].join("");

describe("a kept page's script policy", () => {
  test("allows each inline script by its SHA-256 (UTF-8), once, and not the ones with a src", () => {
    expect(inlineScriptHashes(html)).toEqual([
      sha(`window.__i18n={"language":"fr","t":"Crème"};`),
      sha(`import "/assets/entry.js";`),
    ]);
  });

  test("allows the module scripts the app's loader adds after the first paint", () => {
    const loader = deferredLoaderScript(["/assets/entry.client.js"], ['import "/assets/entry.client.js";', "window.x = \"</b>\";"]);
    const page = `<html><body><script nonce="n0nce">${loader}</script></body></html>`;
    expect(inlineScriptHashes(page)).toEqual([sha(loader), sha('import "/assets/entry.client.js";'), sha('window.x = "</b>";')]);
  });

  test("the nonce leaves the policy, the hashes take its place, the rest is unchanged", () => {
    const policy = contentSecurityPolicy("n0nce");
    const kept = policyWithScriptHashes(policy, html);
    expect(kept).not.toContain("nonce");
    const scriptSrc = kept.split(";").find((directive) => directive.trim().startsWith("script-src"))!;
    expect(scriptSrc).toContain("'self'");
    for (const hash of inlineScriptHashes(html)) expect(scriptSrc).toContain(hash);
    const others = (text: string) => text.split(";").filter((directive) => !directive.trim().startsWith("script-src"));
    expect(others(kept)).toEqual(others(policy));
  });

  test("a policy without a nonce is left as it is", () => {
    expect(policyWithScriptHashes("default-src 'self'", html)).toBe("default-src 'self'");
  });
});
