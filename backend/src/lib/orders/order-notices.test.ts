import { describe, expect, it } from "vitest"
import { readShopDetails } from "../shop-details"
import { describeOpeningHours, orderPlacedEmailData } from "./order-notices"
import type { OrderDetail } from "./order-view"

const shop = readShopDetails({})
const order = {
  id: "order_1",
  reference: 7,
  total: 23500,
  discount_total: 2500,
  delivery_fee: 1000,
  items: [{ title: "Sérum éclat", quantity: 2, total: 22500 }],
  payment: { mode: "cash_at_shop", state: "pending", withdrawal_number: null },
} as unknown as OrderDetail

describe("order notices", () => {
  it("words the opening hours in both languages", () => {
    expect(describeOpeningHours(shop.hours, "fr")).toBe("du lundi au samedi, 09:00–18:00 (GMT+1)")
    expect(describeOpeningHours(shop.hours, "en")).toBe("Monday to Saturday, 09:00–18:00 (GMT+1)")
    expect(describeOpeningHours({ ...shop.hours, days: [1, 3, 5] }, "en")).toBe("Monday, Wednesday, Friday, 09:00–18:00 (GMT+1)")
  })

  it("gives an unpaid cash-at-shop order the shop's address and hours, a bank deposit the account", () => {
    const cash = orderPlacedEmailData(order, shop, "fr", { firstName: "Aïcha", link: "http://shop/o" })
    expect(cash).toMatchObject({ paid: false, payment_mode: "cash_at_shop", display_id: 7, total: 23500 })
    expect(cash.instructions).toEqual({
      shop: { address: "Rue Joss, immeuble Les Palmiers, 1er étage, Akwa, Douala", hours: "du lundi au samedi, 09:00–18:00 (GMT+1)" },
    })
    const bank = orderPlacedEmailData({ ...order, payment: { ...order.payment, mode: "bank_deposit" } }, shop, "en", {
      firstName: null,
      link: "http://shop/o",
    })
    expect(bank.instructions).toEqual({
      bank: { bank_name: shop.bank.name, account_name: shop.bank.account_holder, account_number: shop.bank.account_number },
    })
  })

  it("gives no instructions once paid", () => {
    const paid = orderPlacedEmailData({ ...order, payment: { ...order.payment, state: "paid" } }, shop, "fr", {
      firstName: null,
      link: "http://shop/o",
    })
    expect(paid.instructions).toBeUndefined()
  })
})
