import type { MedusaErrorHandlerFunction } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { apiErrorAnswer } from "@dreamshade/contracts"

/**
 * The one place our refusals are written (docs/decisions/043-one-error-shape.md): an `ApiError`,
 * or a `MedusaError` carrying one of our codes, thrown by a route, a middleware or a workflow step
 * of the backend or of a plugin, answers `{ code, type, message, field?, retry_after? }` with its
 * code's status from the contracts (and `Retry-After` with a wait). Every other error goes to
 * `fallback` (Medusa's).
 */
export function withApiErrorAnswers(fallback: MedusaErrorHandlerFunction): MedusaErrorHandlerFunction {
  return (error, req, res, next) => {
    const answer = apiErrorAnswer(error)
    if (!answer || res.headersSent) return fallback(error, req, res, next)
    const logger = req.scope.resolve(ContainerRegistrationKeys.LOGGER)
    if (answer.status >= 500) logger.error(error)
    else logger.info(`${answer.status} ${answer.body.code} at ${req.path}`)
    if (answer.body.retry_after !== undefined) res.setHeader("Retry-After", String(answer.body.retry_after))
    res.status(answer.status).json(answer.body)
  }
}
