import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, test } from "vitest";
import { resources } from "~/locales";
import { InfoPageView } from "./info-page-view";
import { getInfoPage } from "./info-pages.server";
import { SHOP_FACTS } from "../../../test/shop-facts";

const i18n = createInstance();

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: "fr", resources, defaultNS: "common", interpolation: { escapeValue: false } });
});

async function render(path: Parameters<typeof getInfoPage>[0], language: "fr" | "en") {
  await i18n.changeLanguage(language);
  const { content, labels } = getInfoPage(path, language, "DreamShade", SHOP_FACTS);
  // The contact block reads the shop's facts from the root loader, as in the shop.
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: () => <InfoPageView content={content} labels={labels} /> }]);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={["/"]} hydrationData={{ loaderData: { root: { shop: SHOP_FACTS } } }} />
    </I18nextProvider>,
  );
}

describe("<InfoPageView>", () => {
  test("one h1, a heading per section and FAQ answers in <details> (no JavaScript needed)", async () => {
    const html = await render("faq", "fr");
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain("Questions fréquentes</h1>");
    for (const heading of ["Questions générales", "Paiement", "Commandes et retours"]) {
      expect(html).toContain(`>${heading}</h2>`);
    }
    expect(html.match(/<details/g)!.length).toBeGreaterThanOrEqual(15);
    expect(html).toContain("<summary");
    expect(html).toContain('href="/payment-methods"');
  });

  test("the contact page shows the shop's details and hours, and no form", async () => {
    const html = await render("contact", "en");
    expect(html).toContain('href="tel:+237690000000"');
    expect(html).toContain("+237 690 00 00 00");
    expect(html).toContain('href="https://wa.me/237690000000"');
    expect(html).toContain('href="mailto:contact@dreamshade.cm"');
    expect(html).toContain("Akwa, Douala");
    expect(html).toContain("Monday to Saturday, 9:00 am to 6:00 pm (GMT+1)");
    expect(html).not.toContain("<form");
  });

  test("legal pages say when they were last updated, with a table of contents", async () => {
    const fr = await render("privacy-policy", "fr");
    expect(fr).toContain("Dernière mise à jour : 22 novembre 2026");
    expect(fr).toContain("Sur cette page");
    expect(fr).toContain('href="#cookies"');
    expect(await render("terms-of-use", "en")).toContain("Last updated: 22 November 2026");
  });
});
