/**
 * The provider's id in the fulfillment module: `{identifier}_{id}`, where `id` is the one given in
 * medusa-config.ts. Register the provider with `id: "douala-delivery"` (plugins/douala-delivery/README.md).
 */
export const DOUALA_DELIVERY_PROVIDER_ID = "douala-delivery_douala-delivery"
