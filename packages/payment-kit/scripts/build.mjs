// Builds the kit as its users load it: the server side in CommonJS (the payment plugins, built by
// `medusa plugin:build`, `require` it), the Admin shell in ES modules (the admin's bundler imports
// it). Each output folder says which it is, so Node reads the .js files right.
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"
import { fileURLToPath } from "node:url"

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc")
const outputs = [
  { project: "tsconfig.build.json", dir: "dist/cjs", type: "commonjs" },
  { project: "tsconfig.admin.json", dir: "dist/esm", type: "module" },
]

fs.rmSync(path.join(root, "dist"), { recursive: true, force: true })
for (const output of outputs) {
  execFileSync(process.execPath, [tsc, "-p", output.project, "--outDir", output.dir, "--noEmit", "false"], { cwd: root, stdio: "inherit" })
  fs.writeFileSync(path.join(root, output.dir, "package.json"), `${JSON.stringify({ type: output.type })}\n`)
}
