import { describe, expect, it } from "vitest"
import { PASSWORD_HASH, passwordHashFor, TEST_PASSWORD_HASH } from "./rules"

describe("passwordHashFor", () => {
  it("hashes at N = 2^17 in production, in development and when NODE_ENV is unset", () => {
    for (const nodeEnv of ["production", "development", undefined, "", "Test"]) {
      expect(passwordHashFor(nodeEnv)).toEqual({ logN: 17, r: 8, p: 1 })
    }
    expect(PASSWORD_HASH.logN).toBe(17)
  })

  it("lowers only N, and only for the test suites", () => {
    expect(passwordHashFor("test")).toBe(TEST_PASSWORD_HASH)
    expect(TEST_PASSWORD_HASH).toEqual({ ...PASSWORD_HASH, logN: 10 })
  })
})
