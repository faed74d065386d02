import { describe, expect, it } from "vitest";
import { toDeliveryChoice, toDeliveryChoices } from "./delivery-choices";

const shopHours = { days: ["mon", "tue", "wed", "thu", "fri", "sat"], opens: "09:00", closes: "18:00", utc_offset: "+01:00" };

describe("toDeliveryChoices", () => {
  it("orders by fee, reads each option's promise, and puts the quoted courier last", () => {
    const choices = toDeliveryChoices([
      { id: "so_int", name: "Coursier international", amount: 0, data: { id: "international", promise: { kind: "quote", quoted_after: "order_confirmation" } } },
      { id: "so_douala", name: "Livraison à Douala", amount: 1000, data: { id: "douala", promise: { kind: "delivery", working_days: 3, from: "order_confirmation" } } },
      { id: "so_pickup", name: "Retrait en boutique", amount: 0, data: { id: "pickup", promise: { kind: "pickup", shop_hours: shopHours } } },
    ]);
    expect(choices.map((choice) => [choice.code, choice.fee])).toEqual([
      ["pickup", { kind: "amount", amount: 0 }],
      ["douala", { kind: "amount", amount: 1000 }],
      ["international", { kind: "quote" }],
    ]);
    expect(choices[0]!.promise).toEqual({ kind: "pickup", days: shopHours.days, opens: "09:00", closes: "18:00", utcOffset: "+01:00" });
    expect(choices[1]!.promise).toEqual({ kind: "delivery", workingDays: 3 });
  });

  it("takes a calculated price, and drops an option Medusa could not price", () => {
    expect(toDeliveryChoice({ id: "so_x", name: "X", calculated_price: { calculated_amount: 2000 }, data: null }).fee).toEqual({ kind: "amount", amount: 2000 });
    expect(toDeliveryChoices([{ id: "so_y", name: "Y", price_type: "calculated", data: { id: "cameroon" } }])).toEqual([]);
  });

  it("shows another provider's option with its price and no promise", () => {
    expect(toDeliveryChoice({ id: "so_m", name: "Manual", amount: 500, data: {} })).toEqual({
      id: "so_m",
      code: null,
      name: "Manual",
      fee: { kind: "amount", amount: 500 },
      promise: null,
    });
  });
});
