import path from "node:path"
import { register } from "ts-node"
import "tsconfig-paths/register"
import { inject } from "vitest"

const BACKEND_DIR = path.resolve(__dirname, "../..")

// Medusa `require`s medusa-config.ts and the TypeScript modules it lists: teach Node's require TS.
register({ transpileOnly: true, swc: true, project: path.join(BACKEND_DIR, "tsconfig.json") })
// Medusa resolves module paths such as ./src/modules/catalogue against the working directory.
process.chdir(BACKEND_DIR)
process.env.LOG_LEVEL ??= "warn"
// The database server chosen by the global setup (embedded unless DB_* variables were given).
Object.assign(process.env, inject("database"))
