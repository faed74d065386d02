import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, Modules, PaymentActions } from "@medusajs/framework/utils"
import { confirmPayPalSession } from "../../../lib/confirm-payment"

/**
 * PayPal's webhooks (`CHECKOUT.ORDER.APPROVED`, `PAYMENT.CAPTURE.*`). The provider asks PayPal
 * whether it sent this delivery and reads the order from PayPal; only then is the session named
 * by PayPal's order brought up to date, here and now rather than through the event bus (which
 * forgets on a restart). A delivery not handled answers 500, so PayPal sends it again; replays
 * change nothing (`confirmPayPalSession` is idempotent). Forged deliveries get a plain 200.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const logger = req.scope.resolve(ContainerRegistrationKeys.LOGGER)
  try {
    const { action, data } = await req.scope.resolve(Modules.PAYMENT).getWebhookActionAndData({
      provider: "paypal_paypal",
      payload: { data: (req.body ?? {}) as Record<string, unknown>, rawData: (req as { rawBody?: Buffer }).rawBody ?? "", headers: req.headers as Record<string, unknown> },
    })
    if (action !== PaymentActions.NOT_SUPPORTED && data?.session_id) {
      const outcome = await confirmPayPalSession(req.scope, data.session_id)
      logger.info(`PayPal webhook for ${data.session_id}: ${outcome}`)
    }
    res.status(200).json({ received: true })
  } catch (error) {
    logger.warn(`PayPal webhook not handled: ${(error as Error).message}`)
    res.status(500).json({ received: false })
  }
}
