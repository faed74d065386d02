import { createGateways } from "./gateways/index.js"
import { startSimulators } from "./server.js"

/** `npm run simulators --workspace tools`: the payment simulators alone, on SIMULATORS_PORT (9100). */
const port = Number(process.env.SIMULATORS_PORT ?? 9100)
const simulators = await startSimulators(createGateways(), { port })
console.log(`Payment simulators on ${simulators.url} (control page: ${simulators.url}/control)`)
const stop = () => void simulators.close().then(() => process.exit(0))
process.once("SIGINT", stop)
process.once("SIGTERM", stop)
