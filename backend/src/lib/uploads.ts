import path from "node:path"
import type { BackendEnv } from "./env"

/**
 * Uploaded files are served from one configured folder at this path. Medusa's own `/static`
 * serves `<work dir>/static`, which differs between the sources, the build (emptied by each
 * `medusa build`) and the tests.
 */
export const UPLOADS_PATH = "/uploads"

export function uploadDir(env: Pick<BackendEnv, "MEDUSA_UPLOAD_DIR">): string {
  return path.resolve(env.MEDUSA_UPLOAD_DIR)
}
