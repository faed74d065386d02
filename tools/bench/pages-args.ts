/**
 * `npm run bench -- pages [--baseline <git ref>] [--seconds <s>] [--versus <url> [--versus-paths <list>]
 * [--versus-pid <pid>]]`: the pages are always measured beside a baseline from the same run (the
 * machine's speed swings from day to day, so only ratios compare); without `--baseline`, `main` is
 * the baseline (on a branch: what it changes). `--versus` adds an outside storefront already
 * running on this tree's backend (Medusa's Next.js starter, tools/bench/README.md), measured in
 * the same run on its own paths for the same three pages; with `--baseline none` it is the run's
 * only comparison (no baseline to build: minutes less).
 */
export type VersusStorefront = {
  url: string
  /** Its paths for the home page, the shop listing and the product page, `{handle}` standing for the product's handle. */
  paths: [string, string, string]
  /** Its server's process id, to read its CPU time; null when not given. */
  pid: number | null
}
/** `baseline` null (`--baseline none`): no baseline shop, the outside storefront is the run's comparison. */
export type PagesArgs = { baseline: string | null; seconds: number; versus: VersusStorefront | null }

/** The Next.js starter's paths for the Cameroon region: its home, its store listing, a product. */
export const STARTER_PATHS: [string, string, string] = ["/cm", "/cm/store", "/cm/products/{handle}"]

export const PAGES_DEFAULTS = { baseline: "main", seconds: 20 }

const OPTIONS = ["--baseline", "--seconds", "--versus", "--versus-paths", "--versus-pid"]

const USAGE =
  "npm run bench -- pages [--baseline <git ref>, default main, or none with --versus] [--seconds <s>] (or BENCH_SECONDS=<s>) [--versus <storefront url> [--versus-paths <home>,<listing>,<product with {handle}>, default /cm,/cm/store,/cm/products/{handle}] [--versus-pid <its server's pid>]]"

/** The options after `pages`; throws a message with the usage on anything it does not know. */
export function parsePagesArgs(argv: string[], env: NodeJS.ProcessEnv = {}): PagesArgs {
  const options = new Map<string, string>()
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? ""
    const at = arg.indexOf("=")
    const name = at < 0 ? arg : arg.slice(0, at)
    if (!OPTIONS.includes(name)) throw new Error(`Unknown option "${arg}". Usage: ${USAGE}`)
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
  const versus = parseVersus(options)
  const baseline = options.get("--baseline") ?? PAGES_DEFAULTS.baseline
  if (baseline === "none" && !versus) throw new Error(`--baseline none needs --versus: a run compares with something. Usage: ${USAGE}`)
  return { baseline: baseline === "none" ? null : baseline, seconds, versus }
}

function parseVersus(options: Map<string, string>): VersusStorefront | null {
  const url = options.get("--versus")
  if (url === undefined) {
    for (const name of ["--versus-paths", "--versus-pid"]) if (options.has(name)) throw new Error(`${name} goes with --versus. Usage: ${USAGE}`)
    return null
  }
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new Error(`--versus must be a storefront's address (http://host:port), not "${url}". Usage: ${USAGE}`)
  }
  if (!["http:", "https:"].includes(parsed.protocol)) throw new Error(`--versus must be an http(s) address, not "${url}". Usage: ${USAGE}`)
  return { url: parsed.origin, paths: parseVersusPaths(options.get("--versus-paths")), pid: parseVersusPid(options.get("--versus-pid")) }
}

function parseVersusPaths(text: string | undefined): [string, string, string] {
  if (text === undefined) return STARTER_PATHS
  const paths = text.split(",").map((part) => part.trim())
  const [home, listing, product] = paths
  if (paths.length !== 3 || !home || !listing || !product) throw new Error(`--versus-paths needs three paths (home, listing, product), not "${text}". Usage: ${USAGE}`)
  if (!paths.every((part) => part.startsWith("/"))) throw new Error(`--versus-paths: each path starts with "/", not "${text}". Usage: ${USAGE}`)
  if (!product.includes("{handle}")) throw new Error(`--versus-paths: the product path must hold {handle}, not "${product}". Usage: ${USAGE}`)
  return [home, listing, product]
}

function parseVersusPid(text: string | undefined): number | null {
  if (text === undefined) return null
  const pid = Number(text)
  if (!Number.isInteger(pid) || pid < 1) throw new Error(`--versus-pid must be a process id, not "${text}". Usage: ${USAGE}`)
  return pid
}

/** The outside storefront's path for one of the three pages, with the product's handle put in. */
export function versusPath(versus: VersusStorefront, index: number, handle: string): string {
  const path = versus.paths[index]
  if (path === undefined) throw new Error(`No outside path for page ${index}`)
  return path.replace("{handle}", encodeURIComponent(handle))
}
