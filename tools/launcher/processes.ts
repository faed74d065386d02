import { spawn, type ChildProcess } from "node:child_process"

export type Service = { name: string; child: ChildProcess; exited: Promise<number | null> }

type SpawnOptions = { cwd: string; env: NodeJS.ProcessEnv; quiet?: boolean }

/** Runs a command to the end; its output is shown only if it fails (or always when not quiet). */
export async function run(command: string, args: string[], options: SpawnOptions): Promise<void> {
  const output: Buffer[] = []
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    // Own process group, so a Ctrl-C on the launcher reaches it only through the launcher.
    detached: true,
    stdio: ["ignore", options.quiet ? "pipe" : "inherit", options.quiet ? "pipe" : "inherit"],
  })
  running.add(child)
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk))
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk))
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve))
  running.delete(child)
  if (code !== 0) {
    process.stderr.write(Buffer.concat(output))
    throw new Error(`${[command, ...args].join(" ")} failed (exit ${code}) in ${options.cwd}`)
  }
}

/** Starts a long-running server in its own process group, prefixing its output with its name. */
export function startService(name: string, command: string, args: string[], options: SpawnOptions): Service {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  })
  running.add(child)
  const prefix = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
    if (options.quiet) return
    for (const line of chunk.toString().split("\n")) if (line.trim()) stream.write(`[${name}] ${line}\n`)
  }
  child.stdout?.on("data", prefix(process.stdout))
  child.stderr?.on("data", prefix(process.stderr))
  const exited = new Promise<number | null>((resolve) =>
    child.on("exit", (code) => {
      running.delete(child)
      resolve(code)
    })
  )
  return { name, child, exited }
}

/** Polls a URL until it answers 2xx, the service dies, or the time runs out. */
export async function waitForHttp(url: string, service: Service, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  let dead = false
  void service.exited.then(() => (dead = true))
  while (Date.now() < deadline) {
    if (dead) throw new Error(`${service.name} stopped before answering at ${url}`)
    try {
      const response = await fetch(url, { redirect: "manual" })
      if (response.status < 400) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${service.name} did not answer at ${url} within ${timeoutMs / 1000} s`)
}

const running = new Set<ChildProcess>()

/** Stops every child's whole process group: SIGTERM, then SIGKILL after a grace period. */
export async function stopAll(graceMs = 10_000) {
  const children = [...running]
  await Promise.all(children.map((child) => stopGroup(child, graceMs)))
}

async function stopGroup(child: ChildProcess, graceMs: number) {
  if (child.exitCode !== null || child.pid === undefined) return
  const exited = new Promise((resolve) => child.once("exit", resolve))
  signalGroup(child.pid, "SIGTERM")
  const timer = setTimeout(() => signalGroup(child.pid!, "SIGKILL"), graceMs)
  await exited
  clearTimeout(timer)
  // Medusa and npm may leave grandchildren in the group: make sure none survive.
  signalGroup(child.pid, "SIGKILL")
}

/** After a service died on its own: whatever it left in its process group goes too. */
export function reapGroup(service: Service) {
  if (service.child.pid !== undefined) signalGroup(service.child.pid, "SIGKILL")
}

function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal)
  } catch {
    // The group is already gone.
  }
}
