import { describe, expect, it } from "vitest"
import { SubmissionLimit } from "./submission-limit"

describe("SubmissionLimit", () => {
  it("refuses past the allowance within the window and allows again after it", () => {
    let now = 0
    const limit = new SubmissionLimit(2, 1000, () => now)
    expect(limit.consume("cus_a")).toBe(true)
    expect(limit.consume("cus_a")).toBe(true)
    expect(limit.consume("cus_a")).toBe(false)
    expect(limit.consume("cus_b")).toBe(true)
    now = 1001
    expect(limit.consume("cus_a")).toBe(true)
  })
})
