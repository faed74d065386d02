import type { LoadResult } from "./load.js"
import { replaceSection } from "./report-section.js"
import { PAYMENT_BENCH, type PaymentLoads } from "./payment-scenarios.js"

const ms = (value: number) => `${value.toFixed(1)} ms`
const loads = (values: number[]) => values.map((value) => value.toFixed(2)).join(", ")
const row = (name: string, result: LoadResult) =>
  `| ${name} | ${result.requests} | ${result.errors} | ${result.perSecond.toFixed(1)} | ${ms(result.p50)} | ${ms(result.p95)} | ${ms(result.p99)} | ${ms(result.max)} |`

/** The mobile-money section of docs/benchmarks.md: recorded, no budget; "captured twice" must be 0. */
export function renderPaymentSection(payment: PaymentLoads | null): string[] {
  const heading = `## Mobile money: place order to paid, ${PAYMENT_BENCH.concurrency} shoppers at a time`
  if (!payment) return [heading, "", "Not measured in this run (no payment simulators).", ""]
  return [
    heading,
    "",
    "MTN Mobile Money against the simulator, the phone approving every push at once",
    "(`POST /control/auto-approve`, tools/simulators): the order is paid by the simulator's callback",
    "(`/hooks/mobile-money/sessions/:id`, which asks MTN for the status and captures under a lock).",
    "Each shopper completes its cart, waits until the order's payment is captured, then takes the next",
    "cart. Recorded, no budget.",
    "",
    "| Measure | Orders | Errors | Orders/s | p50 | p95 | p99 | max |",
    "|---|---:|---:|---:|---:|---:|---:|---:|",
    row("place order → paid (capture written)", payment.placeToPaid),
    row("place order alone: `POST /store/carts/:id/complete` (push sent)", payment.placeOrder),
    "",
    `- ${payment.prepared} carts prepared beforehand (at most ${PAYMENT_BENCH.orders} or ${PAYMENT_BENCH.prepareSeconds} s): an e-mail, a Douala address and`,
    "  delivery, one unit of its own variant, an MTN payment session with a number of its own.",
    `- *paid* is the capture's own time in PostgreSQL (one query every ${PAYMENT_BENCH.pollMs} ms for all awaited orders); an`,
    `  error is a cart that did not become an order or an order not paid within ${PAYMENT_BENCH.paidWithinSeconds} s. At most`,
    `  ${PAYMENT_BENCH.maxSeconds} s of placing.`,
    `- Load average (1, 5, 15 min) at the start of this scenario ${loads(payment.loadBefore)}, at its end ${loads(payment.loadAfter)}.`,
    `- Orders captured more than once: ${payment.capturedTwice}${payment.capturedTwice ? " — **a bug: each order must be paid exactly once**" : " (each order paid exactly once)"}.`,
    "",
    "How to read it: the time to paid is the order placement (its queue included) plus the",
    "callback's work: Medusa authorizes the session (one status request to MTN) and captures. A",
    "callback that came before the order was saved finds nothing to do; such an order is paid by the",
    "follow-up job, up to a minute later, and shows in p95/p99 as about 60 s.",
    "",
  ]
}

/**
 * `npm run bench -- payment` measures only this scenario: its section replaces the previous one in
 * docs/benchmarks.md (or goes before the JavaScript section), the other figures are kept as they were.
 */
export function replacePaymentSection(report: string, section: string[], date: Date): string {
  const [heading, ...rest] = section
  const dated = [heading!, "", `Measured alone (\`npm run bench -- payment\`) on ${date.toISOString().replace("T", " ").slice(0, 16)} UTC; the other sections are from the last full run (dated at the top).`, ...rest]
  return replaceSection(report, "## Mobile money:", dated)
}
