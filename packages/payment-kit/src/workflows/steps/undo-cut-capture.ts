import type { UpdatePaymentDTO } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

export type UndoCutCaptureInput = { payment_id: string; capture_ids: string[]; captured_at: string | Date | null }

/** The payment module's generated methods for its captures, which its interface does not name. */
type CaptureRows = { softDeleteCaptures(ids: string[]): Promise<unknown>; restoreCaptures(ids: string[]): Promise<unknown> }

/**
 * A capture a stop cut short (../../capture-progress.ts) is set aside the way Medusa undoes a
 * capture its provider refused, so the capture that follows takes the payment in full. Undone by
 * putting the cut capture back as it was.
 */
export const undoCutCaptureStep = createStep(
  "undo-cut-capture",
  async (input: UndoCutCaptureInput, { container }) => {
    const payments = container.resolve(Modules.PAYMENT)
    if (input.capture_ids.length) await (payments as unknown as CaptureRows).softDeleteCaptures(input.capture_ids)
    // Medusa's update type names only the id; its service writes `captured_at` like any column.
    if (input.captured_at) await payments.updatePayment({ id: input.payment_id, captured_at: null } as UpdatePaymentDTO)
    container.resolve("logger").warn(`Payment ${input.payment_id}: a capture cut short by a stop is made again`)
    return new StepResponse(undefined, input)
  },
  async (undone, { container }) => {
    if (!undone) return
    const payments = container.resolve(Modules.PAYMENT)
    if (undone.capture_ids.length) await (payments as unknown as CaptureRows).restoreCaptures(undone.capture_ids)
    if (undone.captured_at) await payments.updatePayment({ id: undone.payment_id, captured_at: undone.captured_at } as UpdatePaymentDTO)
  }
)
