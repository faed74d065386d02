import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, test } from "vitest";
import { resources } from "~/locales";
import { ShippingQuoteShape } from "~/lib/orders/shipping-quote-shape";
import { ShippingQuoteSection } from "./shipping-quote-section";

const i18n = createInstance();

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: "fr",
    resources,
    defaultNS: "common",
    interpolation: { escapeValue: false },
  });
});

const BANK = "pp_bank-deposit_offline";
const bank = {
  kind: "bank_deposit",
  bank: { name: "Banque Atlantique", account_holder: "DreamShade SARL", account_number: "CM21 0000 1111", swift: null },
  hold_working_days: 3,
};

const quote = (state: string, extra: object = {}) =>
  ShippingQuoteShape.parse({
    amount: 15000,
    currency_code: "xaf",
    state,
    mode: null,
    payment_instructions: null,
    payment_modes: [],
    ...extra,
  });

/** The first `<name …>` tag holding `marker`, whatever the order of its attributes. */
function tag(html: string, name: string, marker: string): string {
  const found = html.match(new RegExp(`<${name}\\b[^>]*>`, "g"))?.find((candidate) => candidate.includes(marker));
  if (!found) throw new Error(`No <${name}> with ${marker}`);
  return found;
}

function render(props: Parameters<typeof ShippingQuoteSection>[0]): string {
  const Stub = createRoutesStub([{ path: "/dashboard/orders/:id", Component: () => <ShippingQuoteSection {...props} /> }]);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={["/dashboard/orders/order_1"]} />
    </I18nextProvider>,
  );
}

describe("<ShippingQuoteSection>", () => {
  test("to pay: the amount and a plain POST form with the region's modes, the unavailable ones disabled", () => {
    const html = render({
      quote: quote("to_pay", {
        payment_modes: [
          { code: "bank_deposit", available: true, reason: null, provider_id: BANK, instructions: bank },
          { code: "mtn_momo", available: false, reason: "not_configured", provider_id: null, instructions: null },
        ],
      }),
      reference: 1042,
    });
    expect(html).toContain("15\u202F000\u00A0FCFA");
    expect(html).toContain("À payer");
    expect(tag(html, "form", 'method="post"')).toContain('action="/dashboard/orders/order_1"');
    const submit = tag(html, "button", 'type="submit"');
    expect(submit).toContain('name="intent"');
    expect(submit).toContain('value="pay-shipping-quote"');
    expect(submit).not.toContain('disabled=""');
    expect(tag(html, "input", 'value="bank_deposit"')).toMatch(/name="payment_mode".*checked=""|checked="".*name="payment_mode"/);
    expect(tag(html, "input", 'value="bank_deposit"')).not.toContain('disabled=""');
    expect(tag(html, "input", 'value="mtn_momo"')).toContain('disabled=""');
    expect(html).toContain("Payer la livraison");
  });

  test("shows a refusal in French", () => {
    const html = render({ quote: quote("to_pay"), reference: 1042, error: "alreadyChosen" });
    expect(html).toContain('role="alert"');
    expect(html).toContain("Un mode de paiement est déjà choisi pour la livraison");
    // No mode available: nothing to submit.
    expect(tag(html, "button", 'type="submit"')).toContain('disabled=""');
  });

  test("pending: the mode chosen and how to pay it, no form", () => {
    const html = render({ quote: quote("pending", { mode: "bank_deposit", payment_instructions: bank }), reference: 1042 });
    expect(html).toContain("En attente de réception");
    expect(html).toContain("Vous payez la livraison par Dépôt bancaire");
    expect(html).toContain("CM21 0000 1111");
    expect(html).toContain("Commande 1042");
    expect(html).not.toContain("<form");
  });

  test("paid: received, no form", () => {
    const html = render({ quote: quote("paid", { mode: "bank_deposit" }), reference: 1042 });
    expect(html).toContain("Reçu");
    expect(html).toContain("Le paiement de la livraison est reçu.");
    expect(html).not.toContain("<form");
  });
});
