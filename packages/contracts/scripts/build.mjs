// Builds the package twice from one source: CommonJS for the Medusa backend and its plugins (which
// `require` it), ES modules for the storefront. Each output folder says which it is, so Node reads
// the .js files right whatever the package's own type.
import path from "node:path"
import { fileURLToPath } from "node:url"
import { buildPackage } from "../../transpile.mjs"

buildPackage(path.dirname(path.dirname(fileURLToPath(import.meta.url))), [
  { project: "tsconfig.build.json", dir: "dist/cjs", type: "commonjs", compilerOptions: { module: "commonjs", moduleResolution: "node10" } },
  { project: "tsconfig.build.json", dir: "dist/esm", type: "module", compilerOptions: { module: "es2020", moduleResolution: "bundler" } },
])
