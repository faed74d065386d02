import path from "node:path"
import { describe, expect, it } from "vitest"
import { importRuleViolations } from "./import-rules.js"
import { temporaryTrees } from "./temp-tree.js"

const tree = temporaryTrees("import-rules-")

/** A small repository shaped like ours: a storefront with the `~/` alias, a plugin, the tools. */
const WORKSPACES = {
  "package.json": JSON.stringify({ workspaces: ["plugins/*", "storefront", "tools"] }),
  "storefront/package.json": "{}",
  "storefront/tsconfig.json": JSON.stringify({ compilerOptions: { paths: { "~/*": ["./app/*"] } }, include: ["app"] }),
  "plugins/gateway/package.json": "{}",
  "tools/package.json": "{}",
  "storefront/app/root.ts": "export const ROOT = 1\n",
}

describe("importRuleViolations", () => {
  it("holds on this repository: no import circle in any workspace, storefront layers pointing down", async () => {
    expect(await importRuleViolations(path.resolve(import.meta.dirname, "../.."))).toEqual([])
  }, 60_000)

  it("finds a storefront layer pointing up, through the `~/` alias or a relative path", async () => {
    const root = tree({
      ...WORKSPACES,
      "storefront/app/routes/shop.url.ts": "export const SHOP = 1\n",
      "storefront/app/components/shop/toolbar.ts": 'import { SHOP } from "~/routes/shop.url"\nexport const BAR = SHOP\n',
      "storefront/app/components/checkout/messages.ts": "export type Answer = { ok: boolean }\n",
      "storefront/app/lib/orders/pay-again.ts": 'import type { Answer } from "../../components/checkout/messages"\nexport const answer: Answer = { ok: true }\n',
      "storefront/app/lib/sitemap.ts": 'import { SHOP } from "~/routes/shop.url"\nexport const PAGES = [SHOP]\n',
    })
    expect((await importRuleViolations(root)).sort()).toEqual([
      "components-not-routes: storefront/app/components/shop/toolbar.ts → storefront/app/routes/shop.url.ts",
      "lib-not-up: storefront/app/lib/orders/pay-again.ts → storefront/app/components/checkout/messages.ts",
      "lib-not-up: storefront/app/lib/sitemap.ts → storefront/app/routes/shop.url.ts",
    ])
  }, 30_000)

  it("finds a circle in any workspace, type imports and `.js` specifiers included", async () => {
    const root = tree({
      ...WORKSPACES,
      "tools/bench/report.ts": 'import { section } from "./payment-report.js"\nexport const replace = (text: string) => text + section\n',
      "tools/bench/payment-report.ts": 'import { replace } from "./report.js"\nexport const section = "x"\nexport const render = replace\n',
      "plugins/gateway/src/a.ts": 'import type { B } from "./b"\nexport type A = { b?: B }\n',
      "plugins/gateway/src/b.ts": 'import type { A } from "./a"\nexport type B = { a?: A }\n',
    })
    const found = await importRuleViolations(root)
    expect(found.filter((line) => line.startsWith("no-circular: tools/bench/"))).not.toEqual([])
    expect(found.filter((line) => line.startsWith("no-circular: plugins/gateway/src/"))).not.toEqual([])
    expect(found.every((line) => line.startsWith("no-circular:"))).toBe(true)
  }, 30_000)

  it("lets tests reach up a layer, and says nothing of a tree that keeps the rules", async () => {
    const root = tree({
      ...WORKSPACES,
      "storefront/app/lib/shop-url.ts": "export const SHOP = 1\n",
      "storefront/app/components/shop/toolbar.ts": 'import { SHOP } from "~/lib/shop-url"\nexport const BAR = SHOP\n',
      "storefront/app/routes/shop.ts": 'import { BAR } from "~/components/shop/toolbar"\nexport default BAR\n',
      "storefront/app/lib/forms.test.ts": 'import { BAR } from "~/components/shop/toolbar"\nexport const seen = BAR\n',
      "tools/bench/report.ts": 'import { replace } from "./report-section.js"\nexport const text = replace("a")\n',
      "tools/bench/report-section.ts": "export const replace = (text: string) => text\n",
    })
    expect(await importRuleViolations(root)).toEqual([])
  }, 30_000)
})
