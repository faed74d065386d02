import { describe, expect, it } from "vitest"
import { API_ERROR_STATUS, ApiError, ApiErrorBody, apiErrorAnswer } from "./api-error"
import { ACCOUNT_ERRORS } from "./errors"
import { FAVOURITE_ERRORS } from "./favourites"
import { REVIEW_ERRORS } from "./reviews"

describe("API_ERROR_STATUS", () => {
  it("keeps each area's status for its codes", () => {
    for (const [code, status] of Object.entries(ACCOUNT_ERRORS)) expect(API_ERROR_STATUS[code as keyof typeof ACCOUNT_ERRORS]).toBe(status)
    for (const [code, { status }] of Object.entries(FAVOURITE_ERRORS)) expect(API_ERROR_STATUS[code as keyof typeof FAVOURITE_ERRORS]).toBe(status)
    for (const [code, { status }] of Object.entries(REVIEW_ERRORS)) expect(API_ERROR_STATUS[code as keyof typeof REVIEW_ERRORS]).toBe(status)
    expect(API_ERROR_STATUS.order_payment_session_unknown).toBe(404)
    expect(API_ERROR_STATUS.payment_collection_of_order).toBe(409)
  })
})

describe("apiErrorAnswer", () => {
  it("answers an ApiError with its code's status, the field and the wait", () => {
    const answer = apiErrorAnswer(new ApiError("too_many_attempts", "Too many attempts", { field: "email", retryAfter: 60 }))
    expect(answer).toEqual({
      status: 429,
      body: { code: "too_many_attempts", type: "not_allowed", message: "Too many attempts", field: "email", retry_after: 60 },
    })
  })

  it("answers a plain copy of one (as the workflow engine hands it back) the same way", () => {
    const copy = JSON.parse(JSON.stringify({ ...new ApiError("email_taken", "Taken", { field: "email" }), message: "Taken" }))
    expect(apiErrorAnswer(copy)).toEqual({ status: 409, body: { code: "email_taken", type: "conflict", message: "Taken", field: "email" } })
  })

  it("takes a MedusaError-like error carrying our code, keeping its type", () => {
    const error = Object.assign(new Error("Not found"), { type: "not_found", code: "order_payment_session_unknown" })
    expect(apiErrorAnswer(error)).toEqual({
      status: 404,
      body: { code: "order_payment_session_unknown", type: "not_found", message: "Not found" },
    })
  })

  it("leaves anyone else's error to the next handler", () => {
    expect(apiErrorAnswer(new Error("boom"))).toBeNull()
    expect(apiErrorAnswer(Object.assign(new Error("dup"), { code: "23505" }))).toBeNull()
    expect(apiErrorAnswer(Object.assign(new Error("x"), { code: "toString" }))).toBeNull()
    expect(apiErrorAnswer(null)).toBeNull()
  })
})

describe("ApiErrorBody", () => {
  it("reads the answer, the wait as a number", () => {
    expect(ApiErrorBody.parse({ code: "too_many_attempts", message: "m", retry_after: "30" })).toEqual({
      code: "too_many_attempts",
      message: "m",
      retry_after: 30,
    })
  })
})
