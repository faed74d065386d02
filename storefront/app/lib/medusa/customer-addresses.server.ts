import { z } from "zod";
import type { AddressType } from "~/lib/account/address-types";
import { getMedusa } from "./client.server";
import { memoize } from "./memo.server";

/**
 * The customer's addresses through Medusa's own scoped routes (`/store/customers/me/addresses`)
 * with the customer's token. The type (shipping or billing) is `metadata.type`; the defaults are
 * Medusa's `is_default_shipping` / `is_default_billing` (docs/accounts-api.md).
 */

const AddressShape = z.object({
  id: z.string(),
  city: z.string().nullish(),
  address_1: z.string().nullish(),
  country_code: z.string().nullish(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
  is_default_shipping: z.boolean().nullish(),
  is_default_billing: z.boolean().nullish(),
});

export interface CustomerAddress {
  id: string;
  countryCode: string;
  city: string;
  street: string;
  type: AddressType;
  isDefault: boolean;
}

export function toCustomerAddress(address: z.infer<typeof AddressShape>): CustomerAddress {
  const type: AddressType = address.metadata?.type === "billing" ? "billing" : "shipping";
  return {
    id: address.id,
    countryCode: (address.country_code ?? "").toLowerCase(),
    city: address.city ?? "",
    street: address.address_1 ?? "",
    type,
    isDefault: Boolean(type === "billing" ? address.is_default_billing : address.is_default_shipping),
  };
}

export interface AddressInput {
  country_code: string;
  city: string;
  address_1: string;
  type: AddressType;
  is_default?: "on";
}

/** The Medusa payload: the type goes to metadata, "default" to the flag of that type only. */
export function toMedusaAddress(input: AddressInput) {
  const isDefault = input.is_default === "on";
  return {
    country_code: input.country_code,
    city: input.city,
    address_1: input.address_1 || null,
    metadata: { type: input.type },
    is_default_shipping: input.type === "shipping" ? isDefault : false,
    is_default_billing: input.type === "billing" ? isDefault : false,
  };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const ADDRESS_FIELDS = "id,city,address_1,country_code,metadata,is_default_shipping,is_default_billing";

export async function listAddresses(token: string): Promise<CustomerAddress[]> {
  const sdk = await getMedusa();
  const response = await sdk.store.customer.listAddress({ limit: 50, fields: ADDRESS_FIELDS }, bearer(token));
  return z.array(AddressShape).parse(response.addresses).map(toCustomerAddress);
}

export async function createAddress(token: string, input: AddressInput): Promise<void> {
  const sdk = await getMedusa();
  await sdk.store.customer.createAddress(toMedusaAddress(input), { fields: "id" }, bearer(token));
}

export async function updateAddress(token: string, id: string, input: AddressInput): Promise<void> {
  const sdk = await getMedusa();
  await sdk.store.customer.updateAddress(id, toMedusaAddress(input), { fields: "id" }, bearer(token));
}

export async function makeDefaultAddress(token: string, address: CustomerAddress): Promise<void> {
  const sdk = await getMedusa();
  const flag = address.type === "billing" ? { is_default_billing: true } : { is_default_shipping: true };
  await sdk.store.customer.updateAddress(address.id, flag, { fields: "id" }, bearer(token));
}

export async function deleteAddress(token: string, id: string): Promise<void> {
  const sdk = await getMedusa();
  await sdk.store.customer.deleteAddress(id, bearer(token));
}

const CountryList = z.object({
  regions: z.array(z.object({ countries: z.array(z.object({ iso_2: z.string() })).nullish() })),
});

/** The ISO-2 codes (lower case) of the countries the shop's regions serve. Cached for a while. */
export const listAddressCountryCodes = memoize(async (): Promise<string[]> => {
  const sdk = await getMedusa();
  const { regions } = CountryList.parse(await sdk.store.region.list({ fields: "id,*countries", limit: 50 }));
  return [...new Set(regions.flatMap((region) => region.countries ?? []).map((country) => country.iso_2.toLowerCase()))];
}, 5 * 60 * 1000);
