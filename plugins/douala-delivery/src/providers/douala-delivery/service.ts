import type {
  CalculatedShippingOptionPrice,
  CalculateShippingOptionPriceDTO,
  CreateFulfillmentResult,
  CreateShippingOptionDTO,
  FulfillmentOption,
  ValidateFulfillmentDataContext,
} from "@medusajs/framework/types"
import { AbstractFulfillmentProviderService } from "@medusajs/framework/utils"
import {
  deliveryOptions,
  parseProviderOptions,
  settingsOf,
  type ParsedProviderOptions,
  type ProviderOptionsInput,
} from "../../lib/delivery-options"
import {
  deliveryPrice,
  deliveryZone,
  isDeliveryCode,
  type AddressForDelivery,
  type DeliveryCode,
  type DeliveryPrice,
  type DeliverySettings,
} from "../../lib/delivery-rules"
import { DELIVERY_ERROR, deliveryError } from "../../lib/errors"

/**
 * DreamShade's delivery fees as a Medusa fulfillment provider with calculated prices: the price of
 * an option follows from the cart's shipping address (see lib/delivery-rules.ts). Nothing is booked
 * with a carrier: staff deliver or hand over the parcel themselves.
 */
export class DoualaDeliveryService extends AbstractFulfillmentProviderService {
  static override identifier = "douala-delivery"

  protected readonly options_: ParsedProviderOptions
  protected readonly settings_: DeliverySettings

  constructor(_container: Record<string, unknown>, options: ProviderOptionsInput) {
    super()
    this.options_ = parseProviderOptions(options)
    this.settings_ = settingsOf(this.options_)
  }

  override async getFulfillmentOptions(): Promise<FulfillmentOption[]> {
    return deliveryOptions(this.options_)
  }

  override async validateOption(data: Record<string, unknown>): Promise<boolean> {
    return isDeliveryCode(data.id)
  }

  override async canCalculate(data: CreateShippingOptionDTO): Promise<boolean> {
    return isDeliveryCode(data.data?.id)
  }

  override async calculatePrice(
    optionData: CalculateShippingOptionPriceDTO["optionData"],
    _data: CalculateShippingOptionPriceDTO["data"],
    context: CalculateShippingOptionPriceDTO["context"]
  ): Promise<CalculatedShippingOptionPrice> {
    const price = this.priceFor(optionData, context.shipping_address)
    // Fees are what the shopper pays: XAF prices in the shop are shown tax included.
    return { calculated_amount: price.amount, is_calculated_price_tax_inclusive: true }
  }

  /** The shipping method's data: the option's code and, for the courier, the pending-quote marker. */
  override async validateFulfillmentData(
    optionData: Record<string, unknown>,
    data: Record<string, unknown>,
    context: ValidateFulfillmentDataContext
  ): Promise<Record<string, unknown>> {
    const code = this.codeOf(optionData)
    const price = this.priceFor(optionData, context.shipping_address)
    return { ...data, delivery_option: code, quote_pending: price.quote_pending }
  }

  override async createFulfillment(
    data: Record<string, unknown>,
    _items: unknown,
    _order: unknown,
    fulfillment: { location_id?: string }
  ): Promise<CreateFulfillmentResult> {
    return { data: { ...data, location_id: fulfillment.location_id ?? null }, labels: [] }
  }

  override async cancelFulfillment(): Promise<Record<string, never>> {
    return {}
  }

  /** Returns come back to the shop with the shopper or a courier they choose: nothing to book. */
  override async createReturnFulfillment(): Promise<CreateFulfillmentResult> {
    return { data: {}, labels: [] }
  }

  private codeOf(optionData: Record<string, unknown> | undefined): DeliveryCode {
    const code = optionData?.id
    if (!isDeliveryCode(code)) {
      throw deliveryError(DELIVERY_ERROR.optionUnknown, `Unknown delivery option "${String(code)}".`)
    }
    return code
  }

  private priceFor(optionData: Record<string, unknown> | undefined, address: AddressForDelivery): DeliveryPrice {
    const code = this.codeOf(optionData)
    const price = deliveryPrice(code, deliveryZone(address, this.settings_), this.settings_)
    if (!price) {
      const where = [address?.city?.trim(), address?.country_code?.toUpperCase()].filter(Boolean).join(", ")
      throw deliveryError(
        DELIVERY_ERROR.optionNotAvailable,
        `The delivery option "${code}" does not serve this address${where ? ` (${where})` : ""}.`
      )
    }
    return price
  }
}
