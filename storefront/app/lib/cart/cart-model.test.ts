import { describe, expect, test } from "vitest";
import { StoreCartSchema, toCart } from "./cart-model";

const line = (overrides: Record<string, unknown>) => ({
  id: "cali_1",
  product_id: "prod_1",
  product_handle: "serum",
  product_title: "Sérum éclat",
  variant_id: "variant_1",
  variant_title: "30 ml",
  thumbnail: "https://shop.test/uploads/serum-400.webp",
  quantity: 1,
  unit_price: 12500,
  compare_at_unit_price: null,
  total: 12500,
  created_at: "2026-11-22T10:00:00.000Z",
  ...overrides,
});

describe("toCart", () => {
  test("counts units and takes Medusa's item total as the cart's price (spec §3 totalItems, totalPrice)", () => {
    const cart = toCart(
      StoreCartSchema.parse({
        id: "cart_1",
        locale: "fr-FR",
        currency_code: "xaf",
        item_total: 40500,
        items: [line({ quantity: 2, total: 25000 }), line({ id: "cali_2", quantity: 1, unit_price: 15500, total: 15500 })],
      }),
    );
    expect(cart).toMatchObject({ id: "cart_1", currencyCode: "xaf", totalItems: 3, totalPrice: 40500 });
    expect(cart.items.map((item) => [item.id, item.quantity, item.total])).toEqual([
      ["cali_1", 2, 25000],
      ["cali_2", 1, 15500],
    ]);
  });

  test("keeps lines in the order they were added, whatever order Medusa answers in", () => {
    const cart = toCart(
      StoreCartSchema.parse({
        id: "cart_1",
        currency_code: "xaf",
        items: [line({ id: "cali_b", created_at: "2026-11-22T11:00:00.000Z" }), line({ id: "cali_a" })],
      }),
    );
    expect(cart.items.map((item) => item.id)).toEqual(["cali_a", "cali_b"]);
  });

  test("shows the regular price only when a sale lowers it", () => {
    const [onSale, compareEqual] = toCart(
      StoreCartSchema.parse({
        id: "cart_1",
        currency_code: "xaf",
        items: [
          line({ id: "cali_1", unit_price: 9000, compare_at_unit_price: 12000 }),
          line({ id: "cali_2", unit_price: 9000, compare_at_unit_price: 9000, created_at: "2026-11-22T12:00:00.000Z" }),
        ],
      }),
    ).items;
    expect(onSale).toMatchObject({ unitPrice: 9000, regularUnitPrice: 12000 });
    expect(compareEqual).toMatchObject({ regularUnitPrice: null });
  });

  test("an empty cart, or one without totals, still adds up", () => {
    expect(toCart(StoreCartSchema.parse({ id: "cart_1", currency_code: "xaf", items: [] }))).toMatchObject({
      items: [],
      totalItems: 0,
      totalPrice: 0,
    });
    const noTotals = toCart(
      StoreCartSchema.parse({ id: "cart_1", currency_code: "xaf", items: [line({ quantity: 3, total: null })] }),
    );
    expect(noTotals).toMatchObject({ totalItems: 3, totalPrice: 37500 });
    expect(noTotals.items[0]!.total).toBe(37500);
  });

  test("hides a variant title that only repeats the product's name or Medusa's default", () => {
    const titles = toCart(
      StoreCartSchema.parse({
        id: "cart_1",
        currency_code: "xaf",
        items: [
          line({ id: "cali_1", variant_title: "Sérum éclat" }),
          line({ id: "cali_2", variant_title: "Default variant" }),
          line({ id: "cali_3", variant_title: "50 ml" }),
        ],
      }),
    ).items.map((item) => item.variantTitle);
    expect(titles).toEqual([null, null, "50 ml"]);
  });
});
