import { createGateways } from "./gateways/index.js"
import { startSimulators } from "./server.js"

/**
 * `npm run simulators --workspace tools`: the payment simulators alone, on SIMULATORS_PORT (9100),
 * listening on 127.0.0.1 unless HOST says otherwise.
 */
const port = Number(process.env.SIMULATORS_PORT ?? 9100)
const host = process.env.HOST || "127.0.0.1"
const simulators = await startSimulators(createGateways(), { port, host })
if (process.env.HOST) console.log(`HOST=${host}: the simulators listen there, not 127.0.0.1; anyone who reaches it can approve payments.`)
console.log(`Payment simulators on ${simulators.url} (control page: ${simulators.url}/control)`)
const stop = () => void simulators.close().then(() => process.exit(0))
process.once("SIGINT", stop)
process.once("SIGTERM", stop)
