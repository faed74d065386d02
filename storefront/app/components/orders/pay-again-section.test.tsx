import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, test } from "vitest";
import { resources } from "~/locales";
import { PayAgainShape } from "~/lib/orders/pay-again-schemas";
import { PayAgainSection } from "./pay-again-section";

const i18n = createInstance();

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: "fr", resources, defaultNS: "common", interpolation: { escapeValue: false } });
});

const bank = {
  kind: "bank_deposit",
  bank: { name: "Banque Atlantique", account_holder: "DreamShade SARL", account_number: "CM21 0000 1111", swift: null },
  hold_working_days: 3,
};
const payAgain = PayAgainShape.parse({
  payment_modes: [
    { code: "mtn_momo", available: true, reason: null, provider_id: "pp_mtn-momo_mobile-money", instructions: null },
    { code: "bank_deposit", available: true, reason: null, provider_id: "pp_bank-deposit_offline", instructions: bank },
    { code: "paypal", available: false, reason: "not_configured", provider_id: null, instructions: null },
  ],
});

type Props = Parameters<typeof PayAgainSection>[0];

function render(props: Omit<Props, "total" | "cardKeySet"> & Partial<Props>, path = "/dashboard/orders/order_1"): string {
  const Stub = createRoutesStub([
    { path: "/dashboard/orders/:id", Component: () => <PayAgainSection total={11_000} cardKeySet {...props} /> },
  ]);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={[path]} />
    </I18nextProvider>,
  );
}

describe("<PayAgainSection>", () => {
  test("a plain POST form with the region's modes, the bank's details, the number and the pay-again intent", () => {
    const html = render({ payAgain });
    expect(html).toContain("Payer autrement");
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toMatch(/<button[^>]*name="intent"[^>]*value="pay-again"|<button[^>]*value="pay-again"[^>]*name="intent"/);
    expect(html).toContain("Banque Atlantique");
    expect(html).toContain('name="payment_phone"');
    expect(html.match(/<input[^>]*name="payment_mode"[^>]*>/g)?.filter((input) => input.includes("disabled"))).toHaveLength(4);
  });

  test("a refused attempt keeps the mode and the number typed, and words the error", () => {
    const html = render({
      payAgain,
      answer: { ok: false, intent: "pay-again", errors: { payment_phone: "mtnNumber" }, values: { payment_mode: "mtn_momo", payment_phone: "237 690 11 22 33" } },
    });
    expect(html).toContain('value="237 690 11 22 33"');
    expect(html).toContain("Veuillez saisir un numéro MTN valide commençant par 237");
    expect(html).toMatch(/<input[^>]*value="mtn_momo"[^>]*checked|<input[^>]*checked[^>]*value="mtn_momo"/);
  });

  test("PayPal shows the euros it will charge; card needs this storefront's Stripe key", () => {
    const withRedirects = PayAgainShape.parse({
      payment_modes: [
        { code: "card", available: true, reason: null, provider_id: "pp_stripe_stripe", instructions: null },
        { code: "paypal", available: true, reason: null, provider_id: "pp_paypal_paypal", instructions: null },
      ],
    });
    const html = render({ payAgain: withRedirects });
    // 11 000 XAF at the peg: 16,77 €.
    expect(html).toMatch(/Vous serez débité de 16,77\s€ sur PayPal/);
    expect(html.match(/<input[^>]*name="payment_mode"[^>]*>/g)?.filter((input) => input.includes("disabled"))).toHaveLength(4);
    const noKey = render({ payAgain: withRedirects, cardKeySet: false });
    expect(noKey.match(/<input[^>]*value="card"[^>]*>/)?.[0]).toContain("disabled");
  });

  test("back from PayPal with nothing taken, it says so", () => {
    expect(render({ payAgain }, "/dashboard/orders/order_1?payment=cancelled")).toContain("Paiement PayPal annulé");
    expect(render({ payAgain }, "/dashboard/orders/order_1?payment=nonsense")).not.toContain("rien n’a été débité");
  });
});
