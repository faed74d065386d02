import { AbstractPaymentProvider, PaymentActions } from "@medusajs/framework/utils"
import type { IPaymentProvider, WebhookActionResult } from "@medusajs/framework/types"

type Method<M extends keyof IPaymentProvider> = NonNullable<IPaymentProvider[M]>
/** What Medusa passes to a provider's method: `ProviderInput<"authorizePayment">`. */
export type ProviderInput<M extends keyof IPaymentProvider> = Method<M> extends (input: infer I) => unknown ? I : never
/** What a provider's method answers: `ProviderOutput<"authorizePayment">`. */
export type ProviderOutput<M extends keyof IPaymentProvider> = Method<M> extends (input: never) => Promise<infer O> ? O : never

export type ProviderData = Record<string, unknown>

/**
 * The base of the shop's payment providers. Medusa hands a provider the session's data, which
 * holds whatever was sent when the session was made: a provider answers only what it wrote
 * itself (`own`), never the rest, since staff and the shop read payments by their data. Deleting
 * and retrieving change nothing elsewhere; webhooks reach each plugin's own route unless the
 * provider says otherwise.
 */
export abstract class OwnDataPaymentProvider<Options extends object = Record<string, unknown>> extends AbstractPaymentProvider<Options> {
  // Public, as Medusa's provider loader constructs the class itself; the base keeps `config`.
  constructor(cradle: Record<string, unknown>, config: Options = {} as Options) {
    super(cradle, config)
  }

  /** What this provider wrote in `data`, and only that (data that is not its own, as it is). */
  protected abstract own(data: ProviderData | undefined): ProviderData

  async deletePayment({ data }: ProviderInput<"deletePayment">): Promise<ProviderOutput<"deletePayment">> {
    return { data: this.own(data) }
  }

  async retrievePayment({ data }: ProviderInput<"retrievePayment">): Promise<ProviderOutput<"retrievePayment">> {
    return { data: this.own(data) }
  }

  async getWebhookActionAndData(_payload: ProviderInput<"getWebhookActionAndData">): Promise<WebhookActionResult> {
    return { action: PaymentActions.NOT_SUPPORTED }
  }
}
