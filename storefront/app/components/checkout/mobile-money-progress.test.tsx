import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { resources } from "~/locales";
import { isAwaitingMobileMoney, MobileMoneyProgress, type MobileMoneyProgressState } from "./mobile-money-progress";

const i18n = createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: "fr", resources, defaultNS: "common", interpolation: { escapeValue: false } });
});

const state = (status: string, reason: string | null = null, gateway: "mtn" | "orange" = "mtn"): MobileMoneyProgressState => ({
  gateway,
  status,
  reason,
  phone: gateway === "mtn" ? "237670112233" : "237690112233",
});

async function render(props: { state: MobileMoneyProgressState; paid: boolean }, language = "fr") {
  await i18n.changeLanguage(language);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MobileMoneyProgress {...props} />
    </I18nextProvider>,
  );
}

describe("MobileMoneyProgress", () => {
  it("tells the shopper to approve on the phone or dial *126#, in both languages", async () => {
    const fr = await render({ state: state("pending"), paid: false });
    expect(fr).toContain("Paiement en cours");
    expect(fr).toContain("composez *126# et saisissez votre code PIN");
    expect(fr).toContain("237670112233");
    const en = await render({ state: state("pending"), paid: false }, "en");
    expect(en).toContain("dial *126# and enter your PIN");
    expect(await render({ state: state("pending", null, "orange"), paid: false })).toContain("composez #150*50#");
    expect(await render({ state: state("failed", "CANCELLED", "orange"), paid: false }, "en")).toContain("cancelled on the phone");
  });

  it("says the payment is completed and the e-mail sent once paid", async () => {
    expect(await render({ state: state("successful"), paid: true })).toContain("Paiement effectué, e-mail de confirmation envoyé.");
    expect(await render({ state: state("successful"), paid: true }, "en")).toContain("Payment completed, confirmation e-mail sent.");
  });

  it("gives the operator's reason in plain words, and a general one for reasons it does not know", async () => {
    expect(await render({ state: state("failed", "NOT_ENOUGH_FUNDS"), paid: false })).toContain("solde du compte Mobile Money est insuffisant");
    expect(await render({ state: state("failed", "APPROVAL_REJECTED"), paid: false }, "en")).toContain("refused on the phone");
    expect(await render({ state: state("expired", "EXPIRED"), paid: false })).toContain("expiré");
    expect(await render({ state: state("failed", "SOMETHING_NEW"), paid: false })).toContain("L’opérateur a refusé le paiement.");
    expect(await render({ state: state("held", "AMOUNT_MISMATCH"), paid: false })).toContain("notre équipe vérifie");
  });
});

describe("isAwaitingMobileMoney", () => {
  it("keeps the page refreshing only while the phone has not answered", () => {
    expect(isAwaitingMobileMoney(state("pending"), false)).toBe(true);
    expect(isAwaitingMobileMoney(state("pending"), true)).toBe(false);
    expect(isAwaitingMobileMoney(state("failed"), false)).toBe(false);
    expect(isAwaitingMobileMoney(null, false)).toBe(false);
  });
});
