import { expect, test } from "vitest";
import { offlinePageHtml, offlinePageResponse } from "./offline-page";

test("the offline page speaks the shopper's language and links to what is kept", () => {
  const fr = offlinePageHtml("fr", "unseen", [{ url: "/product/savon/details", title: "Savon <noir>" }]);
  expect(fr).toContain('<html lang="fr">');
  expect(fr).toContain("Cette page n'est pas disponible hors ligne");
  expect(fr).toContain('<a href="/product/savon/details">Savon &lt;noir&gt;</a>');
  const en = offlinePageHtml("en", "connection", []);
  expect(en).toContain('<html lang="en">');
  expect(en).toContain("Connection required");
  expect(en).toContain("No page is kept on this device yet.");
});

test("a page that needs the server says so", () => {
  expect(offlinePageHtml("fr", "connection", [])).toContain("Connexion requise");
});

test("the offline page is never kept and runs no script", () => {
  const response = offlinePageResponse("fr", "unseen", []);
  expect(response.status).toBe(503);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  expect(response.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
});
