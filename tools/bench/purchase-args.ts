/**
 * `npm run bench -- purchase [--baseline <ref>] [--rounds <n>] [--seconds <s>]`: what to measure
 * against what. Rounds alternate the two shops (A, B, A, B…) so that a busy spell of the machine
 * falls on both; one shop alone needs no second round.
 */
export type PurchaseArgs = {
  /** The git ref (commit, branch, tag, `HEAD~1`) to build and measure side by side, or null. */
  baseline: string | null
  rounds: number
  /** Each load's length: add to cart, order placement and each page. */
  seconds: number
}

export const PURCHASE_DEFAULTS = { seconds: 30, roundsWithBaseline: 2, roundsAlone: 1 }

const USAGE = "npm run bench -- purchase [--baseline <git ref>] [--rounds <n>] [--seconds <s>] (or BENCH_SECONDS=<s>)"

/** The options after `purchase`; throws a message with the usage on anything it does not know. */
export function parsePurchaseArgs(argv: string[], env: NodeJS.ProcessEnv = {}): PurchaseArgs {
  const options = new Map<string, string>()
  for (let i = 0; i < argv.length; i++) {
    const [name, inline] = splitOption(argv[i]!)
    if (!["--baseline", "--rounds", "--seconds"].includes(name)) throw new Error(`Unknown option "${argv[i]}". Usage: ${USAGE}`)
    const value = inline ?? argv[++i]
    if (value === undefined || value.startsWith("--")) throw new Error(`${name} needs a value. Usage: ${USAGE}`)
    options.set(name, value)
  }
  const baseline = options.get("--baseline") ?? null
  const rounds = positiveInteger("--rounds", options.get("--rounds")) ?? (baseline ? PURCHASE_DEFAULTS.roundsWithBaseline : PURCHASE_DEFAULTS.roundsAlone)
  const seconds = positiveInteger("--seconds", options.get("--seconds") ?? env.BENCH_SECONDS) ?? PURCHASE_DEFAULTS.seconds
  return { baseline, rounds, seconds }
}

function splitOption(arg: string): [string, string | undefined] {
  const at = arg.indexOf("=")
  return at < 0 ? [arg, undefined] : [arg.slice(0, at), arg.slice(at + 1)]
}

function positiveInteger(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === "") return undefined
  const number = Number(value)
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a whole number of at least 1, not "${value}". Usage: ${USAGE}`)
  return number
}
