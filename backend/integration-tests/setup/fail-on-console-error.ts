import { afterEach, vi } from "vitest"

// House rule: a test that logs console.error fails.
const errors: unknown[][] = []
vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
  errors.push(args)
})

afterEach(() => {
  if (errors.length) {
    const logged = errors.splice(0).map((args) => args.map(String).join(" "))
    throw new Error(`console.error was called:\n${logged.join("\n")}`)
  }
})
