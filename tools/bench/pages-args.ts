/**
 * `npm run bench -- pages [--baseline <git ref>] [--seconds <s>]`: the pages are always measured
 * beside a baseline from the same run (the machine's speed swings from day to day, so only ratios
 * compare); without `--baseline`, `main` is the baseline (on a branch: what it changes).
 */
export type PagesArgs = { baseline: string; seconds: number }

export const PAGES_DEFAULTS = { baseline: "main", seconds: 20 }

const USAGE = "npm run bench -- pages [--baseline <git ref>, default main] [--seconds <s>] (or BENCH_SECONDS=<s>)"

/** The options after `pages`; throws a message with the usage on anything it does not know. */
export function parsePagesArgs(argv: string[], env: NodeJS.ProcessEnv = {}): PagesArgs {
  const options = new Map<string, string>()
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? ""
    const at = arg.indexOf("=")
    const name = at < 0 ? arg : arg.slice(0, at)
    if (!["--baseline", "--seconds"].includes(name)) throw new Error(`Unknown option "${arg}". Usage: ${USAGE}`)
    const value = at < 0 ? argv[++i] : arg.slice(at + 1)
    if (value === undefined || value === "" || value.startsWith("--")) throw new Error(`${name} needs a value. Usage: ${USAGE}`)
    options.set(name, value)
  }
  const secondsText = options.get("--seconds") ?? env.BENCH_SECONDS
  let seconds = PAGES_DEFAULTS.seconds
  if (secondsText !== undefined && secondsText !== "") {
    seconds = Number(secondsText)
    if (!Number.isInteger(seconds) || seconds < 1) throw new Error(`--seconds must be a whole number of at least 1, not "${secondsText}". Usage: ${USAGE}`)
  }
  return { baseline: options.get("--baseline") ?? PAGES_DEFAULTS.baseline, seconds }
}
