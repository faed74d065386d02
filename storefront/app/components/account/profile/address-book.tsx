import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import type { CountryOption } from "~/lib/account/countries";
import type { CustomerAddress } from "~/lib/medusa/customer-addresses.server";
import { FormAlert, FormSuccess, useAccountMessage } from "../form-controls";
import { AddressForm } from "./address-form";
import { answerFor, type ProfileAnswer } from "./profile-answer";

const ADDRESS_INTENTS = ["address-create", "address-update", "address-delete", "address-default"];

/** The customer's addresses: each can be edited, deleted or made the default of its type. */
export function AddressBook({ addresses, countries, answer }: { addresses: CustomerAddress[]; countries: CountryOption[]; answer?: ProfileAnswer }) {
  const { t } = useTranslation("account");
  const message = useAccountMessage();
  const { success } = answerFor(answer, ADDRESS_INTENTS);
  // Delete and default have no form of their own to show an error in: show it above the list.
  const listFailure = answerFor(answer, ["address-delete", "address-default"]).failure;
  const countryName = (code: string) => countries.find((country) => country.code === code)?.name ?? code.toUpperCase();

  return (
    <div className="flex flex-col gap-4">
      {success ? <FormSuccess>{message(success)}</FormSuccess> : null}
      {listFailure?.errors.form ? <FormAlert>{message(listFailure.errors.form)}</FormAlert> : null}
      {addresses.length === 0 ? <p className="text-sm text-ink-700">{t("profile.noAddresses")}</p> : null}
      <ul className="flex flex-col gap-3">
        {addresses.map((address) => (
          <li key={address.id} className="rounded-lg border border-sand-200 p-4">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <span className="font-semibold text-ink-900">
                {[address.street, address.city, countryName(address.countryCode)].filter(Boolean).join(", ")}
              </span>
              <span className="text-ink-500">{t(`fields.${address.type}`)}</span>
              {address.isDefault ? (
                <span className="rounded-full bg-sand-100 px-2 py-0.5 text-xs font-semibold text-ink-700">{t("profile.defaultBadge")}</span>
              ) : null}
            </div>
            <div className="mt-2 flex flex-wrap gap-3 text-sm">
              {!address.isDefault ? (
                <Form method="post">
                  <input type="hidden" name="address_id" value={address.id} />
                  <button type="submit" name="intent" value="address-default" className="text-accent-800 underline">
                    {t("profile.setDefault")}
                  </button>
                </Form>
              ) : null}
              <Form method="post">
                <input type="hidden" name="address_id" value={address.id} />
                <button type="submit" name="intent" value="address-delete" className="text-accent-800 underline">
                  {t("profile.deleteAddress")}
                </button>
              </Form>
            </div>
            <details className="mt-2" open={answerFor(answer, ["address-update"], address.id).failure ? true : undefined}>
              <summary className="cursor-pointer text-sm text-accent-800">{t("profile.editAddress", { city: address.city })}</summary>
              <div className="mt-3">
                <AddressForm address={address} countries={countries} answer={answer} />
              </div>
            </details>
          </li>
        ))}
      </ul>
      <div className="border-t border-sand-200 pt-4">
        <h3 className="mb-3 text-sm font-semibold tracking-wider text-ink-900 uppercase">{t("profile.newAddress")}</h3>
        <AddressForm key={`new-${addresses.length}`} countries={countries} answer={answer} />
      </div>
    </div>
  );
}
