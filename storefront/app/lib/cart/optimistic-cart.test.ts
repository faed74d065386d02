import { describe, expect, test } from "vitest";
import type { CartLine } from "./cart-model";
import { applyPendingChanges, countUnits, pendingAddedUnits, pendingChangeFrom, sumTotals } from "./optimistic-cart";

const line = (id: string, quantity: number, unitPrice: number): CartLine => ({
  id,
  productId: `prod_${id}`,
  variantId: `variant_${id}`,
  handle: id,
  title: id,
  variantTitle: null,
  thumbnail: null,
  quantity,
  unitPrice,
  regularUnitPrice: null,
  total: quantity * unitPrice,
});

const form = (fields: Record<string, string>) => {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return formData;
};

describe("pendingChangeFrom", () => {
  test("reads the three intents", () => {
    expect(pendingChangeFrom(form({ intent: "add", productId: "prod_1", quantity: "2" }))).toEqual({
      intent: "add",
      productId: "prod_1",
      quantity: 2,
    });
    expect(pendingChangeFrom(form({ intent: "update", lineId: "cali_1", quantity: "3" }))).toEqual({
      intent: "update",
      lineId: "cali_1",
      quantity: 3,
    });
    expect(pendingChangeFrom(form({ intent: "remove", lineId: "cali_1" }))).toEqual({ intent: "remove", lineId: "cali_1" });
  });

  test("ignores what the action would refuse", () => {
    expect(pendingChangeFrom(undefined)).toBeNull();
    expect(pendingChangeFrom(form({ intent: "add", productId: "prod_1", quantity: "0" }))).toBeNull();
    expect(pendingChangeFrom(form({ intent: "update", lineId: "cali_1", quantity: "1.5" }))).toBeNull();
    expect(pendingChangeFrom(form({ intent: "empty" }))).toBeNull();
  });
});

describe("applyPendingChanges", () => {
  const lines = [line("a", 1, 5000), line("b", 2, 12500)];

  test("a new quantity changes the line's total at once; a removal drops the line", () => {
    const result = applyPendingChanges(lines, [
      { intent: "update", lineId: "a", quantity: 3 },
      { intent: "remove", lineId: "b" },
    ]);
    expect(result.map((item) => [item.id, item.quantity, item.total])).toEqual([["a", 3, 15000]]);
    expect(countUnits(result)).toBe(3);
    expect(sumTotals(result)).toBe(15000);
  });

  test("adds are counted, not invented as lines", () => {
    const changes = [{ intent: "add", productId: "prod_c", quantity: 2 } as const];
    expect(applyPendingChanges(lines, changes)).toEqual(lines);
    expect(pendingAddedUnits(changes)).toBe(2);
    expect(countUnits(lines)).toBe(3);
    expect(sumTotals(lines)).toBe(30000);
  });
});
