import { ApiError } from "@dreamshade/contracts"
import { MedusaError } from "@medusajs/framework/utils"
import { describe, expect, it, vi } from "vitest"
import { withApiErrorAnswers } from "./api-error-answers"

function call(error: unknown) {
  const logger = { info: vi.fn(), error: vi.fn() }
  const req = { path: "/store/somewhere", scope: { resolve: () => logger } } as any
  const answer: { status?: number; body?: unknown; headers: Record<string, string> } = { headers: {} }
  const res = {
    headersSent: false,
    setHeader: (name: string, value: string) => {
      answer.headers[name] = value
    },
    status(code: number) {
      answer.status = code
      return this
    },
    json(body: unknown) {
      answer.body = body
    },
  } as any
  const fallback = vi.fn()
  withApiErrorAnswers(fallback)(error, req, res, vi.fn())
  return { answer, fallback, logger }
}

describe("withApiErrorAnswers", () => {
  it("answers an ApiError with its code's status, the one shape and Retry-After", () => {
    const { answer, fallback } = call(new ApiError("too_many_attempts", "Too many attempts.", { retryAfter: 30 }))
    expect(fallback).not.toHaveBeenCalled()
    expect(answer).toEqual({
      status: 429,
      headers: { "Retry-After": "30" },
      body: { code: "too_many_attempts", type: "not_allowed", message: "Too many attempts.", retry_after: 30 },
    })
  })

  it("answers a MedusaError carrying our code with the contracts' status, not its type's", () => {
    const { answer } = call(new MedusaError(MedusaError.Types.NOT_ALLOWED, "Placed already.", "payment_collection_of_order"))
    expect(answer.status).toBe(409)
    expect(answer.body).toEqual({ code: "payment_collection_of_order", type: "not_allowed", message: "Placed already." })
  })

  it("logs a refusal of ours that is the shop's fault as an error", () => {
    const { answer, logger } = call(new ApiError("review_save_failed"))
    expect(answer.status).toBe(500)
    expect(answer.body).toMatchObject({ code: "review_save_failed", message: "Error while saving review" })
    expect(logger.error).toHaveBeenCalled()
  })

  it("hands any other error to the next handler", () => {
    const error = new MedusaError(MedusaError.Types.NOT_FOUND, "Order not found")
    const { answer, fallback } = call(error)
    expect(fallback).toHaveBeenCalledWith(error, expect.anything(), expect.anything(), expect.anything())
    expect(answer.status).toBeUndefined()
  })
})
