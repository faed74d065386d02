import type { CustomerAddress } from "~/lib/medusa/customer-addresses.server";
import type { CartAddress } from "./checkout-cart";

/**
 * Which saved address checkout ticks: the one the cart already uses, else the customer's default
 * of that type, else none (the shopper must pick: "Please select a delivery address").
 */
export function sameAddress(saved: CustomerAddress, onCart: CartAddress | null): boolean {
  if (!onCart) return false;
  const norm = (value: string) => value.trim().toLowerCase();
  return (
    norm(saved.city) === norm(onCart.city) &&
    norm(saved.street) === norm(onCart.street) &&
    saved.countryCode === onCart.countryCode
  );
}

export function preselectedAddressId(
  saved: CustomerAddress[],
  onCart: CartAddress | null,
  type: CustomerAddress["type"],
): string | null {
  const matching = saved.find((address) => sameAddress(address, onCart));
  if (matching) return matching.id;
  if (onCart) return null;
  return saved.find((address) => address.type === type && address.isDefault)?.id ?? null;
}

/** Delivery addresses first (their type says what they are for), then the others. */
export function orderForShipping(saved: CustomerAddress[]): CustomerAddress[] {
  return [...saved].sort((a, b) => Number(b.type === "shipping") - Number(a.type === "shipping") || Number(b.isDefault) - Number(a.isDefault));
}

/** True when the billing address on the cart is the delivery address (the usual case). */
export function billingIsShipping(shipping: CartAddress | null, billing: CartAddress | null): boolean {
  if (!billing || !shipping) return true;
  return (
    billing.city === shipping.city && billing.street === shipping.street && billing.countryCode === shipping.countryCode
  );
}
