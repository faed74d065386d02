import type { CartLine } from "./cart-model";

/** The cart resource route: every add/update/remove form posts here. */
export const CART_ACTION_PATH = "/resources/cart";

/** A cart change still on its way to the server (a fetcher's form data). */
export type PendingCartChange =
  | { intent: "add"; productId: string; quantity: number }
  | { intent: "update"; lineId: string; quantity: number }
  | { intent: "remove"; lineId: string };

function positiveInteger(value: FormDataEntryValue | null): number | null {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

/** Reads a submission the way the action will; anything it would refuse changes nothing. */
export function pendingChangeFrom(formData: FormData | undefined): PendingCartChange | null {
  if (!formData) return null;
  const intent = formData.get("intent");
  const quantity = positiveInteger(formData.get("quantity"));
  const productId = formData.get("productId");
  const lineId = formData.get("lineId");
  if (intent === "add" && typeof productId === "string" && quantity) return { intent, productId, quantity };
  if (intent === "update" && typeof lineId === "string" && quantity) return { intent, lineId, quantity };
  if (intent === "remove" && typeof lineId === "string") return { intent, lineId };
  return null;
}

/** The lines as they will be once the pending changes land: quantities and totals at once. */
export function applyPendingChanges(lines: readonly CartLine[], changes: readonly PendingCartChange[]): CartLine[] {
  let result = [...lines];
  for (const change of changes) {
    if (change.intent === "remove") {
      result = result.filter((line) => line.id !== change.lineId);
    } else if (change.intent === "update") {
      result = result.map((line) =>
        line.id === change.lineId ? { ...line, quantity: change.quantity, total: line.unitPrice * change.quantity } : line,
      );
    }
  }
  return result;
}

/** Units the pending adds put in the bag (the badge counts them before the server answers). */
export function pendingAddedUnits(changes: readonly PendingCartChange[]): number {
  return changes.reduce((sum, change) => sum + (change.intent === "add" ? change.quantity : 0), 0);
}

export function countUnits(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export function sumTotals(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.total, 0);
}
