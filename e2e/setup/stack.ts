import fs from "node:fs"
import path from "node:path"
import type { TestProject } from "vitest/node"
import { readLauncherConfig } from "../../tools/launcher/config.js"
import { startStack } from "../../tools/launcher/stack.js"
import type { Service } from "../../tools/launcher/processes.js"
import { superviseServices } from "../../tools/launcher/supervise.js"
import { STRIPE_SIMULATOR_KEYS } from "../../tools/simulators/gateways/stripe.js"

/**
 * The shop as `npm start` runs it (production builds), on ports and a data folder of its own so
 * it never touches a developer's running shop. E2E_* variables move it elsewhere.
 */
export default async function setup(project: TestProject) {
  const config = readLauncherConfig("start", {
    ...process.env,
    DATA_DIR: process.env.E2E_DATA_DIR ?? ".data/e2e",
    BACKEND_PORT: process.env.E2E_BACKEND_PORT ?? "9300",
    STOREFRONT_PORT: process.env.E2E_STOREFRONT_PORT ?? "3300",
    EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? "54349",
    SIMULATORS_PORT: process.env.E2E_SIMULATORS_PORT ?? "0",
  })
  // Card against the Stripe simulator (decision 026); Stripe.js itself is out of reach offline.
  Object.assign(config.env, {
    STRIPE_API_KEY: STRIPE_SIMULATOR_KEYS.secretKey,
    STRIPE_WEBHOOK_SECRET: STRIPE_SIMULATOR_KEYS.webhookSecret,
    STRIPE_PUBLISHABLE_KEY: STRIPE_SIMULATOR_KEYS.publishableKey,
    // Not the default closing time: the pages show the backend's configuration (pages.e2e.ts).
    SHOP_CLOSES: "18:30",
  })
  const log = (line: string) => console.log(`[e2e stack] ${line}`)
  const stack = await startStack(config, log, { quiet: process.env.E2E_LOGS !== "1" })
  // As `npm start` does: a server that dies is started again (payments-crash.e2e.ts kills the backend).
  let stopping = false
  // The backend's current process, for the tests that kill it: a restart gives it a new one.
  const backendPidFile = path.resolve(config.dataDir, "backend.pid")
  const notePid = (service: Service) => {
    if (service.name === "backend") fs.writeFileSync(backendPidFile, String(service.child.pid))
    return service
  }
  stack.services.forEach(notePid)
  superviseServices(stack.services, async (service) => notePid(await stack.restart(service)), { log, stopping: () => stopping })
  project.provide("storefrontUrl", stack.storefrontUrl)
  project.provide("backendUrl", stack.backendUrl)
  project.provide("simulatorsUrl", stack.simulatorsUrl ?? "")
  project.provide("admin", config.admin)
  project.provide("outboxDir", String(config.env.MAIL_OUTBOX_DIR))
  project.provide("databaseUrl", stack.databaseUrl)
  project.provide("backendPidFile", backendPidFile)
  return () => {
    stopping = true
    return stack.stop()
  }
}

declare module "vitest" {
  export interface ProvidedContext {
    storefrontUrl: string
    backendUrl: string
    /** The payment simulators' control API (tools/simulators/README.md). */
    simulatorsUrl: string
    admin: { email: string; password: string }
    /** Where the backend writes e-mails as .eml files (no SMTP in tests). */
    outboxDir: string
    /** The shop's database, for checks no API shows (checkout-crash.e2e.ts). */
    databaseUrl: string
    /** A file holding the backend's current process id (its own process group), for the tests that kill it. */
    backendPidFile: string
  }
}
