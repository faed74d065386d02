import { paymentModeOfProvider, recordedShippingQuoteOf, type PaymentModeCode } from "@dreamshade/contracts"
import { paymentInstructions, type PaymentInstructions, type PaymentMode } from "../payments/payment-modes"
import type { ShopDetails } from "../shop-details"
import { paymentState, quoteCollectionId, type MedusaOrder } from "./order-view"

/**
 * The international courier's quote as its shopper sees it. Staff set it after confirmation
 * (plugins/douala-delivery: an order edit adds the courier's shipping method at the quoted amount
 * and Medusa opens a second payment collection for it); the shopper pays that collection.
 *
 * `to_pay`: no payment yet; `pending`: a mode was chosen, the money is awaited (offline modes) until
 * staff capture the payment; `paid`: captured; `refunded`: handed back.
 */
export const SHIPPING_QUOTE_STATES = ["to_pay", "pending", "paid", "refunded"] as const
export type ShippingQuoteState = (typeof SHIPPING_QUOTE_STATES)[number]

export type ShippingQuote = {
  amount: number
  currency_code: string
  state: ShippingQuoteState
  mode: PaymentModeCode | null
  /** The provider of the quote's payment, once the shopper has chosen. */
  provider_id: string | null
  payment_collection_id: string
}

/** Null while no quote can be paid: none set yet (or one recorded before quotes were payable). */
export function shippingQuoteOf(order: MedusaOrder): ShippingQuote | null {
  const recorded = recordedShippingQuoteOf(order.metadata)
  const collectionId = quoteCollectionId(order)
  if (!recorded || !collectionId) return null
  // Only a collection of this very order counts: an id planted in metadata points nowhere.
  const collection = (order.payment_collections ?? []).find((candidate) => candidate.id === collectionId)
  if (!collection) return null
  // A canceled payment no longer stands: the quote is to pay again.
  const live = (collection?.payments ?? []).find((payment) => !payment.canceled_at)
  const state = live ? paymentState(live) : "to_pay"
  return {
    amount: recorded.amount,
    currency_code: recorded.currency_code ?? String(order.currency_code),
    state: state === "canceled" ? "to_pay" : state,
    mode: live ? paymentModeOfProvider(live.provider_id) : null,
    provider_id: live?.provider_id ?? null,
    payment_collection_id: collectionId,
  }
}

export type ShippingQuoteAnswer = {
  amount: number
  currency_code: string
  state: ShippingQuoteState
  mode: PaymentModeCode | null
  /** How to pay an offline mode once chosen, as checkout tells it. */
  payment_instructions: PaymentInstructions | null
  /** While it is to pay: the six modes for the order's region, the unavailable ones with why. */
  payment_modes: PaymentMode[]
}

/** What the order routes answer about the quote. `modes`: the region's modes (listPaymentModes). */
export function shippingQuoteAnswer(quote: ShippingQuote, modes: PaymentMode[], shop: ShopDetails): ShippingQuoteAnswer {
  return {
    amount: quote.amount,
    currency_code: quote.currency_code,
    state: quote.state,
    mode: quote.mode,
    payment_instructions: quote.state === "pending" && quote.mode ? paymentInstructions(quote.mode, shop) : null,
    payment_modes: quote.state === "to_pay" ? modes : [],
  }
}
