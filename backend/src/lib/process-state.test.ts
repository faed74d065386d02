import { describe, expect, it } from "vitest"
import { forgetProcessState, forgetWhenDatabaseReplaced } from "./process-state"

describe("forgetProcessState", () => {
  it("calls every holder's forget, each time", () => {
    const calls: string[] = []
    forgetWhenDatabaseReplaced(() => calls.push("throttle"))
    forgetWhenDatabaseReplaced(() => calls.push("cache"))
    forgetProcessState()
    forgetProcessState()
    expect(calls).toEqual(["throttle", "cache", "throttle", "cache"])
  })
})
