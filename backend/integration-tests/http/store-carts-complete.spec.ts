import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { getOrderDetailWorkflow } from "@medusajs/medusa/core-flows"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { BANK_DEPOSIT_PROVIDER, CASH_AT_SHOP_PROVIDER } from "../../src/modules/offline-payment"
import {
  cameroonRegionId,
  completeCart,
  createFlatShippingOption,
  createShopper,
  createStockedProduct,
  prepareCart,
  type Shopper,
} from "../checkout"
import { BACKEND_DIR, seedCatalogue, storeHeaders } from "../helpers"

medusaIntegrationTestRunner({
  cwd: BACKEND_DIR,
  testSuite: ({ api, getContainer }) => {
    let key: string
    let regionId: string
    let shippingOptionId: string
    let shopper: Shopper

    beforeAll(async () => {
      const container = getContainer()
      await seedCatalogue(container)
      key = (await storeHeaders(api))().headers["x-publishable-api-key"]
      regionId = await cameroonRegionId(container)
      shippingOptionId = await createFlatShippingOption(container)
    })

    beforeEach(async () => {
      shopper = await createShopper(api, key, `buyer-${Date.now()}@example.cm`)
    })

    const orderPayment = async (orderId: string) => {
      const { result } = await getOrderDetailWorkflow(getContainer()).run({
        input: {
          order_id: orderId,
          fields: ["customer_id", "payment_collections.payments.provider_id", "payment_collections.payments.captured_at"],
        },
      })
      return result as any
    }

    const reservedUnits = async (inventoryItemId: string) => {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({
        entity: "inventory_level",
        fields: ["stocked_quantity", "reserved_quantity"],
        filters: { inventory_item_id: inventoryItemId },
      })
      return data[0] as { stocked_quantity: number; reserved_quantity: number }
    }

    describe("POST /store/carts/:id/complete", () => {
      it.each([
        ["bank deposit", BANK_DEPOSIT_PROVIDER],
        ["cash at the shop", CASH_AT_SHOP_PROVIDER],
      ])("places an order paid by %s: saved unpaid (authorized, not captured), stock reserved", async (label, providerId) => {
        const product = await createStockedProduct(getContainer(), {
          title: `Offline ${label}`,
          price: 12500,
          stock: 5,
        })
        const cartId = await prepareCart(api, shopper, {
          regionId,
          shippingOptionId,
          providerId,
          items: [{ variant_id: product.variantId, quantity: 2 }],
        })
        const response = await completeCart(api, shopper, cartId)
        expect(response.status).toBe(200)
        expect(response.data.type).toBe("order")
        const order = response.data.order
        expect(order.total).toBe(2 * 12500 + 1000)

        const payment = await orderPayment(order.id)
        expect(payment.customer_id).toBe(shopper.customerId)
        expect(payment.payment_status).toBe("authorized")
        expect(payment.payment_collections[0].payments).toEqual([
          expect.objectContaining({ provider_id: providerId, captured_at: null }),
        ])
        expect(await reservedUnits(product.inventoryItemId)).toEqual({ stocked_quantity: 5, reserved_quantity: 2 })
      })
    })
  },
})
