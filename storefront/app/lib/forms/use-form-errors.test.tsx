import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { PromoForm } from "~/components/checkout/promo-form";
import { ContactForm } from "~/components/contact/contact-form";
import { NewsletterForm } from "~/components/newsletter/newsletter-form";
import { ContactSchema } from "~/lib/contact/contact-schema";
import { NewsletterSchema } from "~/lib/newsletter/schema";
import { resources } from "~/locales";
import { ACCOUNT_FORM, NEWSLETTER_FORM } from "./messages";
import { parseSubmission, type FormFailure, type Submission } from "./submission";

/**
 * What a shopper without JavaScript sees: the page drawn on the server from the action's answer,
 * with the translated messages and what was typed. The answers come from the same parse the
 * actions run.
 */

const i18n = createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: "fr", resources, defaultNS: "common", interpolation: { escapeValue: false } });
});

async function render(element: React.ReactNode, lng = "fr") {
  await i18n.changeLanguage(lng);
  const Stub = createRoutesStub([{ path: "/contact", Component: () => element }]);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={["/contact"]} />
    </I18nextProvider>,
  );
}

function form(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return formData;
}

function refused<T, M extends string>(result: Submission<T, M>): FormFailure<M> {
  if (result.ok) throw new Error("the form was expected to be refused");
  return result;
}

describe("a refused form drawn without JavaScript", () => {
  it("contact: each field's message in the shopper's language, and the typed text back", async () => {
    const failure = refused(
      parseSubmission(
        ContactSchema,
        form({ kind: "customer_support", name: "Awa Ngono", email: "awa@", phone: "12", subject: "", message: "Ma commande <b>n°12</b>", captcha: "" }),
        ACCOUNT_FORM,
      ),
    );
    const html = await render(<ContactForm failure={failure} sent={false} />);
    expect(html).toContain('value="Awa Ngono"');
    expect(html).toContain('value="awa@"');
    expect(html).toContain("Ma commande &lt;b&gt;n°12&lt;/b&gt;</textarea>");
    expect(html).toContain("Ce champ est obligatoire");
    expect(html).toContain("Veuillez remplir tous les champs obligatoires");
    expect(html).toMatch(/id="email"[^>]*aria-invalid="true"/);

    const english = await render(<ContactForm failure={failure} sent={false} />, "en");
    expect(english).toContain("This field is required");
  });

  it("newsletter: the address kept, its message shown, the captcha proof never sent back", async () => {
    const failure = refused(parseSubmission(NewsletterSchema, form({ email: "awa@", captcha: "" }), NEWSLETTER_FORM));
    expect(failure.values).toEqual({ email: "awa@" });
    const html = await render(<NewsletterForm place="page" result={{ failure }} />);
    expect(html).toContain('value="awa@"');
    expect(html).toContain("Le champ est obligatoire et doit être un e-mail");
    expect(html).toContain("Veuillez valider le captcha");
    // The browser check is not part of the page: it loads once the form is focused.
    expect(html).not.toContain("data-checked");
  });

  it("checkout promotion: the refused code kept under its message", async () => {
    const answer = { ok: false, intent: "promo-apply", errors: { promo_code: "promoUnknown" as const }, values: { promo_code: "NOPE" }, promoCode: "NOPE" };
    const html = await render(<PromoForm applied={[]} answer={answer} />);
    expect(html).toContain('value="NOPE"');
    expect(html).toMatch(/id="promo_code-error"[^>]*>[^<]*NOPE/);
  });
});
