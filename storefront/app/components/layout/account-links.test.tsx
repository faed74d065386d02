import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createRoutesStub } from "react-router";
import { beforeAll, expect, test } from "vitest";
import { resources } from "~/locales";
import { AccountLinks } from "./account-links";

const i18n = createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: "fr", resources, defaultNS: "common", interpolation: { escapeValue: false } });
});

test("the server's header is the same for everyone: the visitor's link, and without JavaScript a way to the account", () => {
  const Stub = createRoutesStub([{ path: "/shop", Component: AccountLinks }]);
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={["/shop?page=2"]} />
    </I18nextProvider>,
  );
  expect(html).toContain(`href="/login?returnUrl=%2Fshop%3Fpage%3D2"`);
  expect(html).toContain(">Connexion</a>");
  expect(html).toMatch(/<noscript><a href="\/dashboard"[^>]*>Mon compte<\/a><\/noscript>/);
  expect(html).not.toContain("Se déconnecter");
});
