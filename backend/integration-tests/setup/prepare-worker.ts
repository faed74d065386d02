import fs from "node:fs"
import path from "node:path"
import { register } from "ts-node"
import { inject } from "vitest"

const BACKEND_DIR = path.resolve(__dirname, "../..")
const holder = globalThis as { dreamshadeWorkerFolders?: { uploads: string; outbox: string } }

// Once per test process: in the shared-app project one process runs many files.
if (!holder.dreamshadeWorkerFolders) {
  // Medusa `require`s medusa-config.ts and the TypeScript modules it lists: teach Node's require TS.
  register({ transpileOnly: true, swc: true, project: path.join(BACKEND_DIR, "tsconfig.json") })
  require("tsconfig-paths/register")
  // Medusa resolves module paths such as ./src/modules/catalogue against the working directory.
  process.chdir(BACKEND_DIR)
  process.env.LOG_LEVEL ??= "warn"
  // The database server chosen by the global setup (embedded unless DB_* variables were given).
  Object.assign(process.env, inject("database"))
  // The process's uploads (seeded product images) and e-mails go to folders of its own (no SMTP
  // server in tests unless one is started), inside the run's scratch folder, removed at its end.
  const own = fs.mkdtempSync(path.join(inject("scratchFolder"), "process-"))
  const folders = { uploads: path.join(own, "uploads"), outbox: path.join(own, "outbox") }
  for (const folder of Object.values(folders)) fs.mkdirSync(folder)
  process.env.MEDUSA_UPLOAD_DIR ??= folders.uploads
  process.env.MAIL_OUTBOX_DIR ??= folders.outbox
  holder.dreamshadeWorkerFolders = folders
}

// Each file reads only its own e-mails (an outbox given by the caller is left as it is).
const { outbox } = holder.dreamshadeWorkerFolders
if (process.env.MAIL_OUTBOX_DIR === outbox) {
  for (const name of fs.readdirSync(outbox)) fs.rmSync(path.join(outbox, name), { recursive: true, force: true })
}
