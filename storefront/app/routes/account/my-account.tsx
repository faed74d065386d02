import { normalizePhone } from "@dreamshade/contracts";
import { useTranslation } from "react-i18next";
import { AccountPage, AccountSection } from "~/components/account/account-page";
import { AddressBook } from "~/components/account/profile/address-book";
import { DeleteAccountForm } from "~/components/account/profile/delete-account-form";
import { DetailsForm } from "~/components/account/profile/details-form";
import { PasswordForm } from "~/components/account/profile/password-form";
import { PictureForm } from "~/components/account/profile/picture-form";
import type { ProfileAnswer } from "~/components/account/profile/profile-answer";
import { isWhatsAppAnswer, WhatsAppForm } from "~/components/account/whatsapp-form";
import { countryOptions } from "~/lib/account/countries";
import { withCustomer } from "~/lib/account/customer-session.server";
import { getInstance, getLanguage } from "~/lib/i18n/i18next.server";
import type { I18nHandle } from "~/lib/i18n/route-namespaces";
import { getAccount } from "~/lib/medusa/customer-account.server";
import { listAddressCountryCodes, listAddresses } from "~/lib/medusa/customer-addresses.server";
import { getWhatsAppPreference } from "~/lib/medusa/whatsapp.server";
import { pageTitle, shopNameFrom } from "~/lib/title";
import type { Route } from "./+types/my-account";
import { PROFILE_FORM_MAX_BYTES, runProfileAction } from "./my-account.server";
import { saveWhatsAppChoice } from "./whatsapp-choice.server";

/** `/my-account`: picture, personal details, addresses, password, account deletion, logout. */

export const handle: I18nHandle = { i18n: ["account"] };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(shopNameFrom(matches), loaderData?.title) },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const [account, addresses, countryCodes, whatsapp] = await withCustomer(request, (token) =>
    Promise.all([getAccount(request, token), listAddresses(token), listAddressCountryCodes(), getWhatsAppPreference(request, token)]),
  );
  return {
    title: getInstance(context).getFixedT(null, "account")("titles.profile"),
    account,
    addresses,
    countries: countryOptions(countryCodes, getLanguage(context)),
    // Shown when the shop sends order updates on WhatsApp; the number defaults to the account's phone.
    whatsapp: whatsapp.available ? { optedIn: whatsapp.optedIn, phone: whatsapp.phone ?? normalizePhone(account.phone ?? "") } : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > PROFILE_FORM_MAX_BYTES) {
    // Too big to be a valid picture: answer without reading it.
    return { intent: "picture" as const, errors: { picture: "pictureTooLarge" as const }, values: {} };
  }
  const formData = await request.formData();
  if (formData.get("intent") === "whatsapp") return withCustomer(request, (token) => saveWhatsAppChoice(request, token, formData));
  return withCustomer(request, (token) => runProfileAction(request, token, formData, getLanguage(context)));
}

export default function MyAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const answer = isWhatsAppAnswer(actionData) ? undefined : (actionData as ProfileAnswer | undefined);
  const whatsappAnswer = isWhatsAppAnswer(actionData) ? actionData : undefined;
  const { account, addresses, countries } = loaderData;

  return (
    <AccountPage heading={loaderData.title}>
      <AccountSection id="picture" heading={t("profile.pictureHeading")}>
        <PictureForm pictureUrl={account.pictureUrl} answer={answer} />
      </AccountSection>
      <AccountSection id="details" heading={t("profile.detailsHeading")}>
        <DetailsForm account={account} answer={answer} />
      </AccountSection>
      <AccountSection id="addresses" heading={t("profile.addressesHeading")}>
        <AddressBook addresses={addresses} countries={countries} answer={answer} />
      </AccountSection>
      {loaderData.whatsapp ? (
        <AccountSection id="whatsapp" heading={t("whatsapp.heading")}>
          <WhatsAppForm optedIn={loaderData.whatsapp.optedIn} phone={loaderData.whatsapp.phone} answer={whatsappAnswer} />
        </AccountSection>
      ) : null}
      <AccountSection id="password" heading={t("profile.passwordHeading")}>
        <PasswordForm answer={answer} />
      </AccountSection>
      <AccountSection id="delete" heading={t("profile.deleteHeading")}>
        <DeleteAccountForm answer={answer} />
      </AccountSection>
      <form method="post" action="/resources/logout">
        <button type="submit" className="rounded-full border border-sand-300 px-5 py-2 text-sm font-semibold text-ink-900 hover:bg-sand-100">
          {t("profile.logout")}
        </button>
      </form>
    </AccountPage>
  );
}
