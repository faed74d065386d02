// Builds the package twice from one source: CommonJS for the Medusa backend and its plugins (which
// `require` it), ES modules for the storefront. Each output folder says which it is, so Node reads
// the .js files right whatever the package's own type.
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"
import { fileURLToPath } from "node:url"

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc")
const outputs = [
  { dir: "dist/cjs", module: "commonjs", moduleResolution: "node10", type: "commonjs" },
  { dir: "dist/esm", module: "es2020", moduleResolution: "bundler", type: "module" },
]

fs.rmSync(path.join(root, "dist"), { recursive: true, force: true })
for (const output of outputs) {
  execFileSync(
    process.execPath,
    [tsc, "-p", "tsconfig.build.json", "--outDir", output.dir, "--module", output.module, "--moduleResolution", output.moduleResolution, "--noEmit", "false"],
    { cwd: root, stdio: "inherit" }
  )
  fs.writeFileSync(path.join(root, output.dir, "package.json"), `${JSON.stringify({ type: output.type })}\n`)
}
