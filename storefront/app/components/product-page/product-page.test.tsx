import { createInstance } from "i18next";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { MemoryRouter } from "react-router";
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
    expect(text(<ProductReviews productId="prod_1" rating={null} />)).toBe("Avis clients Aucun avis pour le moment");
    expect(text(<ProductReviews productId="prod_1" rating={null} />, "en")).toBe("Customer reviews No reviews yet");
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

  test("bag and favourites are disabled and say they are coming", () => {
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={instances.fr}>
        <PurchaseActions />
      </I18nextProvider>,
    );
    expect(html.match(/<button[^>]*disabled/g)).toHaveLength(2);
    expect(text(<PurchaseActions />)).toBe("Ajouter au panier Ajouter aux favoris Bientôt disponible");
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
