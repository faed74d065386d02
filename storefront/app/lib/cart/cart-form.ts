import { z } from "zod";
import { MAX_LINE_QUANTITY } from "./cart-problem";

/**
 * The cart forms (`intent` add, update or remove), as the action reads them. The browser checks
 * the same bounds with the inputs' `min`/`max`/`required` (no schema library in the bundle).
 */
const Quantity = z.coerce.number().int().min(1).max(MAX_LINE_QUANTITY);
const Id = z.string().trim().min(1).max(100);

export const CartFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), productId: Id, quantity: Quantity }),
  z.object({ intent: z.literal("update"), lineId: Id, quantity: Quantity }),
  z.object({ intent: z.literal("remove"), lineId: Id }),
]);

export type CartForm = z.infer<typeof CartFormSchema>;
export type CartIntent = CartForm["intent"];

/** A quantity out of bounds is the shopper's to fix; anything else is a broken form. */
export function isQuantityIssue(error: z.ZodError): boolean {
  return error.issues.some((issue) => issue.path[0] === "quantity");
}
