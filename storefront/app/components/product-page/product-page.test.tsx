import { createInstance } from "i18next";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createRoutesStub, MemoryRouter } from "react-router";
import { beforeAll, describe, expect, test } from "vitest";
import type { Language } from "~/lib/i18n/languages";
import { resources } from "~/locales";
import { PackContents } from "./pack-contents";
import { ProductPrice } from "./product-price";
import { ProductReviews } from "./product-reviews";
import { PurchaseActions } from "./purchase-actions";
import { ShareButtons } from "./share-buttons";
import { StockBadge } from "./stock-badge";

const instances = {} as Record<Language, ReturnType<typeof createInstance>>;

beforeAll(async () => {
  for (const lng of ["fr", "en"] as const) {
    instances[lng] = createInstance();
    await instances[lng].use(initReactI18next).init({ lng, resources, defaultNS: "common", interpolation: { escapeValue: false } });
  }
});

function text(element: ReactNode, language: Language = "fr"): string {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <I18nextProvider i18n={instances[language]}>{element}</I18nextProvider>
    </MemoryRouter>,
  );
  // Only ordinary white space collapses: prices and French punctuation keep their no-break spaces.
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/[ \t\r\n]+/g, " ")
    .trim();
}

describe("product page sections", () => {
  test("stock badge in both languages", () => {
    expect(text(<StockBadge stock={{ status: "in_stock" }} />)).toBe("En stock");
    expect(text(<StockBadge stock={{ status: "low", quantity: 3 }} />)).toBe("Plus que 3");
    expect(text(<StockBadge stock={{ status: "low", quantity: 3 }} />, "en")).toBe("Only 3 left");
    expect(text(<StockBadge stock={{ status: "out_of_stock" }} />, "en")).toBe("Out of stock");
  });

  test("a sale shows both prices, the discount and the offer's end", () => {
    const price = { amount: 10600, originalAmount: 12500, currencyCode: "xaf", saleEndsAt: "2026-11-29T12:10:00.000Z" };
    expect(text(<ProductPrice price={price} />)).toBe(
      "Prix promotionnel\u00A0: 10\u202F600\u00A0FCFA Prix habituel\u00A0: 12\u202F500\u00A0FCFA −15\u00A0% Offre valable jusqu'au 29 novembre 2026 à 13:10",
    );
    expect(text(<ProductPrice price={price} />, "en")).toContain("Offer ends on 29 November 2026 at 13:10");
  });

  test("reviews: none yet, or the average and the count", () => {
    expect(text(<ProductReviews productId="prod_1" rating={null} form="not_buyer" />)).toBe(
      "Avis clients Aucun avis pour le moment Seuls les clients ayant commandé ce produit peuvent donner leur avis.",
    );
    expect(text(<ProductReviews productId="prod_1" rating={null} form="not_buyer" />, "en")).toBe(
      "Customer reviews No reviews yet Only customers who ordered this product can review it.",
    );
    expect(text(<ProductReviews productId="prod_1" rating={{ average: 4.25, count: 12 }} />, "fr")).toContain("4,3 sur 5 12\u00A0avis");
  });

  test("pack contents link the products on sale, with quantities", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <I18nextProvider i18n={instances.en}>
          <PackContents
            components={[
              { handle: "clairdent-soft-bamboo-toothbrush", title: "Soft Bamboo Toothbrush", thumbnail: null, quantity: 2 },
              { handle: null, title: "Retired mouthwash", thumbnail: null, quantity: 1 },
            ]}
          />
        </I18nextProvider>
      </MemoryRouter>,
    );
    expect(html).toContain('href="/product/clairdent-soft-bamboo-toothbrush/details"');
    expect(html).toContain("Quantity: 2");
    expect(html).not.toMatch(/<a[^>]*>Retired mouthwash/);
  });

  describe("purchase actions", () => {
    const price = { amount: 12500, originalAmount: null, currencyCode: "xaf", saleEndsAt: null };
    function renderActions(product: Parameters<typeof PurchaseActions>[0]["product"]) {
      const Stub = createRoutesStub([{ path: "/product/p/details", Component: () => <PurchaseActions product={product} /> }]);
      return renderToStaticMarkup(
        <I18nextProvider i18n={instances.fr}>
          <Stub initialEntries={["/product/p/details?from=shop"]} />
        </I18nextProvider>,
      );
    }

    test("a product in stock gets a quantity and an add-to-bag form that works without JavaScript", () => {
      const html = renderActions({ id: "prod_1", price, stock: { status: "low", quantity: 3 } });
      expect(html).toMatch(/<form[^>]* action="\/resources\/cart" method="post"/);
      expect(html).toContain('name="redirectTo" value="/product/p/details?from=shop"');
      expect(html).toContain('name="intent" value="add"');
      expect(html).toContain('name="productId" value="prod_1"');
      // The low stock bounds the quantity.
      expect(html).toMatch(/<input[^>]*type="number"[^>]*min="1" max="3"[^>]*name="quantity" value="1"/);
      expect(html).toMatch(/<button type="submit"[^>]*>Ajouter au panier<\/button>/);
    });

    test("any product gets an add-to-favourites form that works without JavaScript", () => {
      for (const stock of [{ status: "in_stock" }, { status: "out_of_stock" }] as const) {
        const html = renderActions({ id: "prod_1", price, stock });
        const form = html.match(/<form[^>]* action="\/my-favourites" method="post"[^>]*>.*?<\/form>/)?.[0] ?? "";
        expect(form).toContain('name="intent" value="add"');
        expect(form).toContain('name="productId" value="prod_1"');
        expect(form).toContain('name="redirectTo" value="/product/p/details?from=shop"');
        expect(form).toMatch(/<button type="submit"[^>]*>.*Ajouter aux favoris<\/button>/);
      }
      expect(renderActions({ id: "prod_1", price, stock: { status: "in_stock" } })).not.toContain("disabled");
    });

    test("out of stock or without a price: no add-to-bag button, and the page says why", () => {
      const soldOut = renderActions({ id: "prod_1", price, stock: { status: "out_of_stock" } });
      expect(soldOut).not.toContain("/resources/cart");
      expect(soldOut).toContain("Ce produit est en rupture de stock.");
      const unpriced = renderActions({ id: "prod_1", price: null, stock: { status: "in_stock" } });
      expect(unpriced).not.toContain("/resources/cart");
      expect(unpriced).toContain("Ce produit ne peut pas être commandé pour le moment.");
    });
  });

  test("share renders working links before any JavaScript runs", () => {
    const url = "https://dreamshade.cm/product/a/details";
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={instances.fr}>
        <ShareButtons url={url} title="A" text="A, sur DreamShade" />
      </I18nextProvider>,
    );
    expect(html).toContain(`href="https://wa.me/?text=${encodeURIComponent(`A, sur DreamShade ${url}`)}"`);
    expect(html).toContain(`href="https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}"`);
    // Copying needs JavaScript: the button appears once the page runs it.
    expect(html).not.toContain("Copier le lien");
  });
});
