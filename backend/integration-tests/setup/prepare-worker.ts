import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { register } from "ts-node"
import "tsconfig-paths/register"
import { afterAll, inject } from "vitest"

const BACKEND_DIR = path.resolve(__dirname, "../..")

// Medusa `require`s medusa-config.ts and the TypeScript modules it lists: teach Node's require TS.
register({ transpileOnly: true, swc: true, project: path.join(BACKEND_DIR, "tsconfig.json") })
// Medusa resolves module paths such as ./src/modules/catalogue against the working directory.
process.chdir(BACKEND_DIR)
process.env.LOG_LEVEL ??= "warn"
// The database server chosen by the global setup (embedded unless DB_* variables were given).
Object.assign(process.env, inject("database"))
// Each test file's uploads (seeded product images) go to a folder of its own.
if (!process.env.MEDUSA_UPLOAD_DIR) {
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), "dreamshade-test-uploads-"))
  process.env.MEDUSA_UPLOAD_DIR = uploads
  afterAll(() => fs.rmSync(uploads, { recursive: true, force: true }))
}
// Each test file's e-mails go to an outbox of its own (no SMTP server in tests unless one is started).
if (!process.env.MAIL_OUTBOX_DIR) {
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), "dreamshade-test-outbox-"))
  process.env.MAIL_OUTBOX_DIR = outbox
  afterAll(() => fs.rmSync(outbox, { recursive: true, force: true }))
}
