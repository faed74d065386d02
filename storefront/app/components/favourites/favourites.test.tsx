import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, test } from "vitest";
import type { Language } from "~/lib/i18n/languages";
import type { Favourite } from "~/lib/medusa/favourites.server";
import { resources } from "~/locales";
import { ConfirmRemoval } from "./confirm-removal";
import { FavouriteList } from "./favourite-list";

const instances = {} as Record<Language, ReturnType<typeof createInstance>>;

beforeAll(async () => {
  for (const lng of ["fr", "en"] as const) {
    instances[lng] = createInstance();
    await instances[lng].use(initReactI18next).init({ lng, resources, defaultNS: "common", interpolation: { escapeValue: false } });
  }
});

function render(element: React.ReactNode, lng: Language = "fr") {
  const Stub = createRoutesStub([{ path: "/my-favourites", Component: () => element }]);
  return renderToStaticMarkup(
    <I18nextProvider i18n={instances[lng]}>
      <Stub initialEntries={["/my-favourites?page=2"]} />
    </I18nextProvider>,
  );
}

const product = (title: string, stock: NonNullable<Favourite["product"]>["stock"]): Favourite["product"] => ({
  id: `prod_${title}`,
  handle: title.toLowerCase(),
  title,
  thumbnail: null,
  variant_id: `variant_${title}`,
  price: { amount: 12500, original_amount: null, currency_code: "xaf" },
  stock,
});

describe("the favourites list", () => {
  const favourites: Favourite[] = [
    { id: "fav_1", product_id: "prod_Serum", product: product("Serum", { status: "low", quantity: 2 }) },
    { id: "fav_2", product_id: "prod_Savon", product: product("Savon", { status: "out_of_stock" }) },
    { id: "fav_3", product_id: "prod_gone", product: null },
  ];

  test("shows price and stock, offers the bag only when in stock, and asks before removing", () => {
    const html = render(<FavouriteList favourites={favourites} page={2} />);
    expect(html).toContain("12\u202F500\u00A0FCFA");
    expect(html).toContain("Plus que 2");
    expect(html).toContain("Rupture de stock");
    expect(html.match(/action="\/resources\/cart"/g)).toHaveLength(1);
    expect(html).toContain('name="productId" value="prod_Serum"');
    expect(html).toContain('href="/my-favourites?page=2&amp;remove=fav_1"');
    expect(html).toContain('aria-label="Retirer Serum de vos favoris"');
    // A product no longer sold still has its row, and can be removed.
    expect(html).toContain("Ce produit n&#x27;est plus vendu.");
    expect(html).toContain('href="/my-favourites?page=2&amp;remove=fav_3"');
  });

  test("speaks English too", () => {
    const html = render(<FavouriteList favourites={favourites.slice(0, 1)} page={1} />, "en");
    expect(html).toContain("Only 2 left");
    expect(html).toContain('aria-label="Remove Serum from your favourites"');
    expect(html).toContain('href="/my-favourites?remove=fav_1"');
  });
});

describe("the removal question", () => {
  test("is open before any JavaScript, with a form that removes and a link that keeps", () => {
    const html = render(<ConfirmRemoval favouriteId="fav_1" title="Serum" page={2} />);
    expect(html).toMatch(/<dialog[^>]* open=""/);
    expect(html).toContain("Voulez-vous vraiment retirer « Serum » de vos favoris ?");
    expect(html).toMatch(/<form[^>]* action="\/my-favourites" method="post"/);
    expect(html).toContain('name="intent" value="remove"');
    expect(html).toContain('name="favouriteId" value="fav_1"');
    expect(html).toContain('name="page" value="2"');
    expect(html).toContain('href="/my-favourites?page=2"');
    expect(html).toContain("Non, le garder");
  });
});
