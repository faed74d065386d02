// Builds the kit as its users load it: the server side in CommonJS (the payment plugins, built by
// `medusa plugin:build`, `require` it), the Admin shell in ES modules (the admin's bundler imports
// it). Each output folder says which it is, so Node reads the .js files right.
import path from "node:path"
import { fileURLToPath } from "node:url"
import { buildPackage } from "../../transpile.mjs"

buildPackage(path.dirname(path.dirname(fileURLToPath(import.meta.url))), [
  // Node16 decides CommonJS from the package.json, which a lone file does not see: said outright.
  { project: "tsconfig.build.json", dir: "dist/cjs", type: "commonjs", compilerOptions: { module: "commonjs", moduleResolution: "node10" } },
  { project: "tsconfig.admin.json", dir: "dist/esm", type: "module" },
])
