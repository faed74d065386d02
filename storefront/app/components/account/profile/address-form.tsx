import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import type { CountryOption } from "~/lib/account/countries";
import { ADDRESS_TYPES } from "~/lib/account/address-types";
import type { CustomerAddress } from "~/lib/medusa/customer-addresses.server";
import { FieldError, FormAlert, INPUT_CLASS, SubmitButton, TextField, useAccountMessage } from "../form-controls";
import { ACCOUNT_FORM } from "~/lib/forms/messages";
import { useFormErrors } from "~/lib/forms/use-form-errors";
import { answerFor, type ProfileAnswer } from "./profile-answer";

interface AddressFormProps {
  /** Absent for a new address. */
  address?: CustomerAddress;
  countries: CountryOption[];
  answer?: ProfileAnswer;
}

/** Add or edit one address: country, town/city, street, type, default. */
export function AddressForm({ address, countries, answer }: AddressFormProps) {
  const { t } = useTranslation("account");
  const message = useAccountMessage();
  const intent = address ? "address-update" : "address-create";
  const { failure } = answerFor(answer, [intent], address?.id ?? "");
  const { errors, values, onSubmit, onFocus, checkReady } = useFormErrors(() => import("~/lib/account/schemas").then((m) => m.AddressSchema), ACCOUNT_FORM, failure);
  const prefix = `${address?.id ?? "new"}-`;
  const country = values.country_code ?? address?.countryCode ?? countries[0]?.code ?? "";
  const type = values.type ?? address?.type ?? "shipping";
  const isDefault = failure ? values.is_default === "on" : (address?.isDefault ?? false);

  return (
    <Form method="post" noValidate onSubmit={onSubmit} onFocus={onFocus} data-checked={checkReady || undefined} className="flex flex-col gap-3">
      <input type="hidden" name="address_id" value={address?.id ?? ""} />
      {errors.form ? <FormAlert>{message(errors.form)}</FormAlert> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${prefix}country_code`} className="text-sm font-medium text-ink-900">
            {t("fields.country")}
          </label>
          <select id={`${prefix}country_code`} name="country_code" defaultValue={country} className={INPUT_CLASS} aria-invalid={errors.country_code ? true : undefined}>
            {countries.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
          <FieldError id={`${prefix}country_code-error`} error={errors.country_code} />
        </div>
        <TextField idPrefix={prefix} name="city" autoComplete="address-level2" label={t("fields.city")} defaultValue={values.city ?? address?.city} error={errors.city} required />
      </div>
      <TextField idPrefix={prefix} name="address_1" autoComplete="address-line1" label={t("fields.street")} defaultValue={values.address_1 ?? address?.street} error={errors.address_1} />
      <fieldset className="flex flex-wrap items-center gap-4 text-sm">
        <legend className="mb-1 font-medium text-ink-900">{t("fields.addressType")}</legend>
        {ADDRESS_TYPES.map((option) => (
          <label key={option} className="flex items-center gap-2">
            <input type="radio" name="type" value={option} defaultChecked={type === option} />
            {t(`fields.${option}`)}
          </label>
        ))}
        <FieldError id={`${prefix}type-error`} error={errors.type} />
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="is_default" defaultChecked={isDefault} />
        {t("fields.makeDefault")}
      </label>
      <SubmitButton name="intent" value={intent}>
        {t(address ? "profile.saveAddress" : "profile.addAddress")}
      </SubmitButton>
    </Form>
  );
}
