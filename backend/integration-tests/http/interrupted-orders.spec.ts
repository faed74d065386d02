import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { completeCartWorkflowId } from "@medusajs/medusa/core-flows"
import { integrationTestRunner } from "../test-runner"
import { cancelInterruptedOrders, cancelOrderOfStuckCheckout } from "../../src/lib/orders/cancel-interrupted-orders"
import { findInterruptedOrders } from "../../src/lib/orders/interrupted-orders"
import { BANK_DEPOSIT_PROVIDER } from "../../src/modules/offline-payment"
import { notifyOrderCustomerWorkflow } from "../../src/workflows/orders/workflows/notify-order-customer"
import { completeCart, createStockedProduct, setUpCheckout, writeBareOrder, type CheckoutSetUp, type Shopper } from "../checkout"
import { BACKEND_DIR } from "../helpers"
import { readOutbox } from "../outbox"

integrationTestRunner({
  cwd: BACKEND_DIR,
  testSuite: ({ api, getContainer }) => {
    let checkout: CheckoutSetUp
    let shopper: Shopper
    let product: Awaited<ReturnType<typeof createStockedProduct>>

    beforeAll(async () => {
      checkout = await setUpCheckout(getContainer(), api)
      shopper = await checkout.shopper("interrompu@example.cm")
      product = await createStockedProduct(getContainer(), { title: "Gommage doux", price: 7000, stock: 10 })
    })

    const later = () => new Date(Date.now() + 3 * 60_000)
    const placeOrder = () =>
      checkout.placeOrder(shopper, { providerId: BANK_DEPOSIT_PROVIDER, items: [{ variant_id: product.variantId, quantity: 2 }] })
    const statusOf = async (orderId: string) => {
      const { data } = await getContainer()
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({ entity: "order", fields: ["status"], filters: { id: orderId } })
      return data[0]?.status
    }
    const reserved = async () => {
      const [level] = await getContainer()
        .resolve(Modules.INVENTORY)
        .listInventoryLevels({ inventory_item_id: product.inventoryItemId, location_id: product.locationId })
      return Number(level?.reserved_quantity)
    }

    const writtenOrder = () =>
      writeBareOrder(getContainer(), { regionId: checkout.regionId, shopper, variantId: product.variantId, title: "Gommage doux", price: 7000 })
    /**
     * What a checkout cut off after its links (a crash) or whose roll-back stopped (docs/decisions/032)
     * leaves: an order written and linked to its cart and the cart's payment collection, nothing else.
     */
    const halfMadeOrderOf = async (cartId: string) => {
      const order = await writtenOrder()
      const { data: carts } = await getContainer()
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({ entity: "cart", fields: ["payment_collection.id"], filters: { id: cartId } })
      await getContainer()
        .resolve(ContainerRegistrationKeys.LINK)
        .create([
          { [Modules.ORDER]: { order_id: order.id }, [Modules.CART]: { cart_id: cartId } },
          { [Modules.ORDER]: { order_id: order.id }, [Modules.PAYMENT]: { payment_collection_id: carts[0].payment_collection.id } },
        ])
      return order
    }
    /** The stored run of that checkout, as Medusa's in-memory engine leaves it when it stops before compensating. */
    const stuckRunOf = async (cartId: string) => {
      await getContainer()
        .resolve(ContainerRegistrationKeys.PG_CONNECTION)
        .table("workflow_execution")
        .insert({
          id: `wf_exec_stuck_${cartId}`,
          workflow_id: completeCartWorkflowId,
          transaction_id: `auto-stuck-${cartId}`,
          run_id: `run-stuck-${cartId}`,
          state: "waiting_to_compensate",
          execution: JSON.stringify({ state: "waiting_to_compensate" }),
          context: JSON.stringify({ data: { payload: { id: cartId } }, errors: [] }),
        })
    }
    const dropStuckRuns = () =>
      getContainer()
        .resolve(ContainerRegistrationKeys.PG_CONNECTION)
        .table("workflow_execution")
        .where({ workflow_id: completeCartWorkflowId, state: "waiting_to_compensate" })
        .delete()
    const openCart = () => checkout.cart(shopper, { providerId: BANK_DEPOSIT_PROVIDER, items: [{ variant_id: product.variantId, quantity: 1 }] })

    it("cancels at once the order of a failed checkout whose roll-back stopped, and nothing else", async () => {
      const stuckCart = await openCart()
      const stuck = await halfMadeOrderOf(stuckCart)
      await stuckRunOf(stuckCart)
      // A cart whose order is being written by a checkout still under way: no stuck run, left alone.
      const busyCart = await openCart()
      const busy = await halfMadeOrderOf(busyCart)
      const whole = await placeOrder()

      expect(await cancelOrderOfStuckCheckout(getContainer(), busyCart, { waitMs: 500 })).toEqual([])
      expect(await cancelOrderOfStuckCheckout(getContainer(), stuckCart)).toEqual([{ id: stuck.id, missing: ["payment", "reservations"] }])
      expect(await statusOf(stuck.id)).toBe("canceled")
      expect(await statusOf(busy.id)).toBe("pending")
      expect(await statusOf(whole.id)).toBe("pending")
      expect(await cancelOrderOfStuckCheckout(getContainer(), stuckCart)).toEqual([])
      // The runner waits for unfinished workflow runs before the next test: the fake stuck run goes.
      await dropStuckRuns()
    })

    /** The cart's linked orders and whether it is marked completed. */
    const cartState = async (cartId: string) => {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data: links } = await query.graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id: cartId } })
      const { data: carts } = await query.graph({ entity: "cart", fields: ["completed_at"], filters: { id: cartId } })
      return { orderIds: (links as { order_id: string }[]).map((link) => link.order_id), completed: Boolean(carts[0]?.completed_at) }
    }
    const completeAgain = async (cartId: string) => {
      const response = await completeCart(api, shopper, cartId)
      expect({ status: response.status, type: response.data.type }).toEqual({ status: 200, type: "order" })
      return response.data.order as { id: string; status: string }
    }

    it("places a whole order when a cart whose checkout a crash cut off is completed again, and cancels the broken one", async () => {
      // A crash right after the order was written and linked: no stuck run, nothing else done.
      const cartId = await openCart()
      const broken = await halfMadeOrderOf(cartId)
      const before = await reserved()

      const order = await completeAgain(cartId)
      expect(order.id).not.toBe(broken.id)
      expect(await statusOf(broken.id)).toBe("canceled")
      expect(await statusOf(order.id)).toBe("pending")
      expect(await findInterruptedOrders(getContainer(), later(), { orderIds: [order.id] })).toEqual([])
      expect(await reserved()).toBe(before + 1)
      expect(await cartState(cartId)).toEqual({ orderIds: [order.id], completed: true })
      // Asking once more answers the same order: a whole order is never replaced.
      expect((await completeAgain(cartId)).id).toBe(order.id)
      // The shopper was never told of the broken order, so is not told it is cancelled.
      await notifyOrderCustomerWorkflow(getContainer()).run({ input: { order_id: broken.id, notice: "cancelled" } })
      const emails = await readOutbox()
      expect(emails.filter((email) => email.to === shopper.email && email.template === "order-status-changed")).toEqual([])
    })

    it("lets a cart go when the job cancels its half-made order, so that completing it places one", async () => {
      const cartId = await openCart()
      const broken = await halfMadeOrderOf(cartId)
      expect(await cancelInterruptedOrders(getContainer(), later())).toEqual([{ id: broken.id, missing: ["payment", "reservations"] }])
      expect(await cartState(cartId)).toEqual({ orderIds: [], completed: false })

      const order = await completeAgain(cartId)
      expect(order.id).not.toBe(broken.id)
      expect(await statusOf(order.id)).toBe("pending")
    })

    it("undoes a cancel whose cart release fails, and the next round cancels the order and lets its cart go", async () => {
      const cartId = await openCart()
      const broken = await halfMadeOrderOf(cartId)
      const carts = getContainer().resolve(Modules.CART)
      // As Medusa's checkout leaves it once the order is written: the cart is marked completed.
      await carts.updateCarts([{ id: cartId, completed_at: new Date() }])
      // The cart module fails once, at the cart release: after the order was marked and cancelled.
      const release = vi.spyOn(carts, "updateCarts").mockRejectedValueOnce(new Error("cart release failed"))
      try {
        expect(await cancelInterruptedOrders(getContainer(), later())).toEqual([])
        expect(release).toHaveBeenCalled()
      } finally {
        release.mockRestore()
      }
      // Compensated: the order is as it was (pending, unmarked), still linked to its cart and collection.
      expect(await statusOf(broken.id)).toBe("pending")
      const { data } = await getContainer()
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({ entity: "order", fields: ["metadata", "payment_collections.id"], filters: { id: broken.id } })
      expect(data[0]?.metadata?.checkout_interrupted).toBeUndefined()
      expect(data[0]?.payment_collections).toHaveLength(1)
      expect(await cartState(cartId)).toEqual({ orderIds: [broken.id], completed: true })

      expect(await cancelInterruptedOrders(getContainer(), later())).toEqual([{ id: broken.id, missing: ["payment", "reservations"] }])
      expect(await statusOf(broken.id)).toBe("canceled")
      expect(await cartState(cartId)).toEqual({ orderIds: [], completed: false })
      const order = await completeAgain(cartId)
      expect(order.id).not.toBe(broken.id)
    })

    it("leaves a whole order alone, and a young one to its checkout", async () => {
      const order = await placeOrder()
      expect(await reserved()).toBe(2)
      expect(await findInterruptedOrders(getContainer(), later())).toEqual([])
      expect(await statusOf(order.id)).toBe("pending")
    })

    it("cancels an order the checkout left without payment or reservations", async () => {
      // What a stop between "order written" and the next checkout steps leaves.
      const order = await writtenOrder()
      expect(await cancelInterruptedOrders(getContainer())).toEqual([])
      const cancelled = await cancelInterruptedOrders(getContainer(), later())
      expect(cancelled).toEqual([{ id: order.id, missing: ["payment", "reservations"] }])
      expect(await statusOf(order.id)).toBe("canceled")
      expect(await cancelInterruptedOrders(getContainer(), later())).toEqual([])
    })

    it("cancels an order whose stock reservation is missing, and releases what it still held", async () => {
      const whole = await placeOrder()
      const broken = await placeOrder()
      expect(await reserved()).toBe(4)
      const inventory = getContainer().resolve(Modules.INVENTORY)
      const { data } = await getContainer()
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({ entity: "order", fields: ["items.id"], filters: { id: broken.id } })
      await inventory.deleteReservationItemsByLineItem(data[0].items.map((item: { id: string }) => item.id))
      expect(await reserved()).toBe(2)

      expect(await cancelInterruptedOrders(getContainer(), later())).toEqual([{ id: broken.id, missing: ["reservations"] }])
      expect(await statusOf(broken.id)).toBe("canceled")
      expect(await statusOf(whole.id)).toBe("pending")
      expect(await reserved()).toBe(2)
    })
  },
})
