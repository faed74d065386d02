import { describe, expect, it } from "vitest"
import { PAGES_DEFAULTS, parsePagesArgs, STARTER_PATHS, versusPath } from "./pages-args.js"

describe("the pages bench's options", () => {
  it("defaults to main as the baseline, 20 seconds and no outside storefront", () => {
    expect(parsePagesArgs([])).toEqual({ ...PAGES_DEFAULTS, versus: null })
  })

  it("takes an outside storefront with the starter's paths unless told, its origin only", () => {
    const args = parsePagesArgs(["--baseline", "895a073", "--versus=http://127.0.0.1:8430/cm", "--seconds", "5"])
    expect(args).toEqual({ baseline: "895a073", seconds: 5, versus: { url: "http://127.0.0.1:8430", paths: STARTER_PATHS, pid: null } })
  })

  it("takes the outside storefront's three paths and its server's pid", () => {
    const args = parsePagesArgs(["--versus", "http://127.0.0.1:8430", "--versus-paths", "/fr, /fr/boutique ,/fr/p/{handle}", "--versus-pid", "4242"])
    expect(args.versus).toEqual({ url: "http://127.0.0.1:8430", paths: ["/fr", "/fr/boutique", "/fr/p/{handle}"], pid: 4242 })
  })

  it("refuses outside paths that are not three, do not start with a slash or leave out the product's handle", () => {
    expect(() => parsePagesArgs(["--versus", "http://x:1", "--versus-paths", "/a,/b"])).toThrow(/three paths/)
    expect(() => parsePagesArgs(["--versus", "http://x:1", "--versus-paths", "/a,b,/c/{handle}"])).toThrow(/starts with "\/"/)
    expect(() => parsePagesArgs(["--versus", "http://x:1", "--versus-paths", "/a,/b,/c"])).toThrow(/must hold \{handle\}/)
  })

  it("refuses an outside address that is not http, a pid that is not one, and outside options without --versus", () => {
    expect(() => parsePagesArgs(["--versus", "localhost"])).toThrow(/storefront's address/)
    expect(() => parsePagesArgs(["--versus", "ftp://x/"])).toThrow(/http\(s\) address/)
    expect(() => parsePagesArgs(["--versus", "http://x:1", "--versus-pid", "-3"])).toThrow(/process id/)
    expect(() => parsePagesArgs(["--versus-pid", "12"])).toThrow(/goes with --versus/)
    expect(() => parsePagesArgs(["--versus"])).toThrow(/needs a value/)
    expect(() => parsePagesArgs(["--against", "x"])).toThrow(/Unknown option/)
  })

  it("takes no baseline only beside an outside storefront", () => {
    expect(parsePagesArgs(["--baseline", "none", "--versus", "http://127.0.0.1:8430"]).baseline).toBeNull()
    expect(() => parsePagesArgs(["--baseline", "none"])).toThrow(/needs --versus/)
  })

  it("puts the product's handle, escaped, in the outside product path", () => {
    const versus = { url: "http://x:1", paths: STARTER_PATHS, pid: null }
    expect(versusPath(versus, 0, "rouge")).toBe("/cm")
    expect(versusPath(versus, 2, "rouge à lèvres")).toBe("/cm/products/rouge%20%C3%A0%20l%C3%A8vres")
    expect(() => versusPath(versus, 3, "rouge")).toThrow(/No outside path/)
  })
})
