#!/usr/bin/env node
// `npm run typecheck`'s compiler: TypeScript 7, the native one, about four times faster here
// (docs/decisions/021). It is installed as @typescript/native beside TypeScript 5.9, the `typescript`
// package whose API ts-node, Medusa's build and React Router's type generation still use. Both
// ship a command named `tsc`, and npm links whichever comes first: this name is unambiguous.
import { spawnSync } from "node:child_process"
import { createRequire } from "node:module"
import path from "node:path"

const manifest = createRequire(import.meta.url).resolve("@typescript/native/package.json")
const tsc = path.join(path.dirname(manifest), "bin", "tsc")
// One thread per check: `npm run typecheck` already runs one workspace per core, and beside the
// tests every core is taken. The checker's own threads then only add their overhead: the backend's
// check took 22 s of CPU with them and 8 s without, and less wall time too (docs/benchmarks.md).
const { status, error } = spawnSync(process.execPath, [tsc, "--singleThreaded", ...process.argv.slice(2)], { stdio: "inherit" })
if (error) throw error
process.exit(status ?? 1)
