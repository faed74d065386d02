import fs from "node:fs"
import path from "node:path"
import { cruise, type IForbiddenRuleType, type IViolation } from "dependency-cruiser"
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config"
import { workspaceFolders } from "./workspaces.js"

/**
 * The import rules every workspace keeps (decision 044): no import circle anywhere, and the
 * storefront's layers point down only: `routes` → `components` → `lib`. Tests may reach up (a
 * test in `lib` renders the components that use it); nothing imports a test, so they cannot
 * close a circle either way.
 */
export const IMPORT_RULES: IForbiddenRuleType[] = [
  {
    name: "no-circular",
    comment: "Modules that import each other, directly or around a longer loop, type imports included.",
    severity: "error",
    from: {},
    to: { circular: true },
  },
  {
    name: "lib-not-up",
    comment: "The storefront's lib is the bottom layer: it imports neither components nor routes.",
    severity: "error",
    from: { path: "^storefront/app/lib/", pathNot: "\\.test\\.tsx?$" },
    to: { path: "^storefront/app/(components|routes)/" },
  },
  {
    name: "components-not-routes",
    comment: "Components serve routes; a route's helper they need belongs in lib.",
    severity: "error",
    from: { path: "^storefront/app/components/", pathNot: "\\.test\\.tsx?$" },
    to: { path: "^storefront/app/routes/" },
  },
]

/** The sources of a workspace: its `src` or `app` folder, else the folder itself (tools). */
export function sourceFolder(root: string, workspace: string): string {
  for (const name of ["src", "app"]) {
    if (fs.existsSync(path.join(root, workspace, name))) return path.join(workspace, name)
  }
  return workspace
}

/**
 * The tsconfig's `paths` (such as the storefront's `~/*`) as resolver aliases: each `name/*` to its
 * folder, so an aliased import is followed like a relative one.
 */
export function pathAliases(tsConfig: { options: { paths?: Record<string, string[]>; pathsBasePath?: unknown } }, tsConfigFile: string) {
  const base = typeof tsConfig.options.pathsBasePath === "string" ? tsConfig.options.pathsBasePath : path.dirname(tsConfigFile)
  const aliases: Record<string, string> = {}
  for (const [name, [target]] of Object.entries(tsConfig.options.paths ?? {})) {
    if (name.endsWith("/*") && target?.endsWith("/*")) aliases[name.slice(0, -2)] = path.resolve(base, target.slice(0, -2))
  }
  return aliases
}

/** One broken rule, as `rule: from → to`, with the loop's path for a circle. */
export function describeViolation(violation: IViolation): string {
  const loop = violation.cycle?.length ? ` (${[violation.from, ...violation.cycle.map((step) => step.name)].join(" → ")})` : ""
  return `${violation.rule.name}: ${violation.from} → ${violation.to}${loop}`
}

/**
 * Cruises each workspace of `root` (with its own tsconfig and path aliases) and answers the
 * broken rules, one line each; empty when every rule holds.
 */
export async function importRuleViolations(root: string, workspaces = workspaceFolders(root)): Promise<string[]> {
  const found: string[] = []
  for (const workspace of workspaces) {
    const tsConfigFile = path.join(root, workspace, "tsconfig.json")
    const tsConfig = fs.existsSync(tsConfigFile) ? extractTSConfig(tsConfigFile) : null
    const result = await cruise(
      [sourceFolder(root, workspace)],
      {
        baseDir: root,
        validate: true,
        ruleSet: { forbidden: IMPORT_RULES },
        tsPreCompilationDeps: true,
        exclude: { path: "(^|/)(node_modules|dist|build|\\.medusa|\\.react-router)/" },
        doNotFollow: { path: "node_modules" },
      },
      tsConfig ? { alias: pathAliases(tsConfig, tsConfigFile) } : {},
      tsConfig ? { tsConfig } : {},
    )
    if (typeof result.output === "string") throw new Error(`dependency-cruiser answered text for ${workspace}`)
    found.push(...result.output.summary.violations.map(describeViolation))
  }
  return [...new Set(found)]
}
