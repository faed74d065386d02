import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { INPUT_CLASS } from "~/components/account/form-controls";
import type { CountryOption } from "~/lib/account/countries";
import { NEW_ADDRESS, SAME_AS_SHIPPING } from "~/lib/checkout/form-values";
import { CHECKOUT_FORM } from "~/lib/forms/messages";
import { useFormErrors } from "~/lib/forms/use-form-errors";
import type { CustomerAddress } from "~/lib/medusa/customer-addresses.server";
import type { CheckoutAnswer } from "~/lib/checkout/checkout-answer";
import { CheckoutFieldError } from "./checkout-messages";

interface AddressStepProps {
  saved: CustomerAddress[];
  countries: CountryOption[];
  shippingSelected: string | null;
  billingSelected: string;
  answer?: CheckoutAnswer;
}

/** Delivery and billing addresses: a saved one or a new one (optionally saved to the address book). */
export function AddressStep({ saved, countries, shippingSelected, billingSelected, answer }: AddressStepProps) {
  const { t } = useTranslation("checkout");
  const { errors, values, onSubmit, onFocus, checkReady } = useFormErrors(() => import("~/lib/checkout/schemas").then((m) => m.AddressesSchema), CHECKOUT_FORM, answer);
  const [shipping, setShipping] = useState(values.shipping_address_id ?? shippingSelected ?? "");
  const [billing, setBilling] = useState(values.billing_address_id ?? billingSelected);
  // Without JavaScript the pickers cannot reveal the typed-address fields, so they always show.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  return (
    <Form method="post" noValidate onSubmit={onSubmit} onFocus={onFocus} data-checked={checkReady || undefined} className="flex flex-col gap-5" aria-label={t("steps.addresses")}>
      <fieldset aria-describedby={errors.shipping_address_id ? "shipping_address_id-error" : undefined}>
        <legend className="mb-2 font-medium text-ink-900">{t("addresses.shippingLegend")}</legend>
        {saved.length === 0 ? <p className="mb-2 text-sm text-ink-700">{t("addresses.noSaved")}</p> : null}
        <div className="flex flex-col gap-2">
          {saved.map((address) => (
            <AddressRadio key={address.id} name="shipping_address_id" address={address} checked={shipping === address.id} onPick={setShipping} />
          ))}
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="shipping_address_id" value={NEW_ADDRESS} checked={shipping === NEW_ADDRESS} onChange={() => setShipping(NEW_ADDRESS)} />
            {t("addresses.newAddress")}
          </label>
        </div>
        <CheckoutFieldError id="shipping_address_id-error" error={errors.shipping_address_id} />
        {!hydrated || shipping === NEW_ADDRESS ? (
          <NewAddressFields prefix="shipping_" countries={countries} values={values} errors={errors} />
        ) : null}
      </fieldset>

      <fieldset>
        <legend className="mb-2 font-medium text-ink-900">{t("addresses.billingLegend")}</legend>
        <div className="flex flex-col gap-2">
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="billing_address_id" value={SAME_AS_SHIPPING} checked={billing === SAME_AS_SHIPPING} onChange={() => setBilling(SAME_AS_SHIPPING)} />
            {t("addresses.sameAsShipping")}
          </label>
          {saved.map((address) => (
            <AddressRadio key={address.id} name="billing_address_id" address={address} checked={billing === address.id} onPick={setBilling} />
          ))}
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="billing_address_id" value={NEW_ADDRESS} checked={billing === NEW_ADDRESS} onChange={() => setBilling(NEW_ADDRESS)} />
            {t("addresses.newAddress")}
          </label>
        </div>
        {!hydrated || billing === NEW_ADDRESS ? <NewAddressFields prefix="billing_" countries={countries} values={values} errors={errors} /> : null}
      </fieldset>

      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="save_address" defaultChecked={values.save_address === "on"} />
        {t("addresses.saveAddress")}
      </label>
      <CheckoutFieldError id="addresses-form-error" error={errors.form} />
      <div>
        <button type="submit" name="intent" value="addresses" className="button-primary">
          {t("addresses.save")}
        </button>
      </div>
    </Form>
  );
}

function AddressRadio({ name, address, checked, onPick }: { name: string; address: CustomerAddress; checked: boolean; onPick: (id: string) => void }) {
  const { t } = useTranslation("checkout");
  return (
    <label className="flex items-start gap-2 text-sm">
      <input type="radio" name={name} value={address.id} checked={checked} onChange={() => onPick(address.id)} className="mt-1" />
      <span>
        {[address.street, address.city, address.countryCode.toUpperCase()].filter(Boolean).join(", ")}{" "}
        <span className="text-ink-500">
          ({t(address.type === "billing" ? "addresses.typeBilling" : "addresses.typeShipping")}
          {address.isDefault ? `, ${t("addresses.defaultBadge")}` : ""})
        </span>
      </span>
    </label>
  );
}

/**
 * Fields of a typed address. Without JavaScript they are always shown (the picker cannot reveal
 * them); the server reads them only when the picker says "new".
 */
function NewAddressFields({
  prefix,
  countries,
  values,
  errors,
}: {
  prefix: "shipping_" | "billing_";
  countries: CountryOption[];
  values: Record<string, string>;
  errors: NonNullable<CheckoutAnswer["errors"]>;
}) {
  const { t } = useTranslation("checkout");
  const field = (name: string) => `${prefix}${name}`;
  const described = (name: string) => (errors[field(name)] ? `${field(name)}-error` : undefined);
  return (
    <div className="mt-3 grid gap-3 rounded-xl bg-sand-50 p-4 sm:grid-cols-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={field("country_code")} className="text-sm font-medium text-ink-900">{t("addresses.country")}</label>
        <select id={field("country_code")} name={field("country_code")} defaultValue={values[field("country_code")] ?? "cm"} className={INPUT_CLASS}>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>{country.name}</option>
          ))}
        </select>
        <CheckoutFieldError id={`${field("country_code")}-error`} error={errors[field("country_code")]} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={field("city")} className="text-sm font-medium text-ink-900">{t("addresses.city")}</label>
        <input id={field("city")} name={field("city")} autoComplete={`${prefix === "shipping_" ? "shipping" : "billing"} address-level2`} defaultValue={values[field("city")]} aria-invalid={errors[field("city")] ? true : undefined} aria-describedby={described("city")} className={INPUT_CLASS} />
        <CheckoutFieldError id={`${field("city")}-error`} error={errors[field("city")]} />
      </div>
      <div className="flex flex-col gap-1 sm:col-span-2">
        <label htmlFor={field("address_1")} className="text-sm font-medium text-ink-900">{t("addresses.street")}</label>
        <input id={field("address_1")} name={field("address_1")} autoComplete={`${prefix === "shipping_" ? "shipping" : "billing"} address-line1`} defaultValue={values[field("address_1")]} aria-invalid={errors[field("address_1")] ? true : undefined} aria-describedby={described("address_1")} className={INPUT_CLASS} />
        <CheckoutFieldError id={`${field("address_1")}-error`} error={errors[field("address_1")]} />
      </div>
    </div>
  );
}
