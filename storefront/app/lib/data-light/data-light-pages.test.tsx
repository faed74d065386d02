import { createInstance } from "i18next";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, test } from "vitest";
import { VideoCard } from "~/components/home/video-card";
import { DataLightSwitch } from "~/components/layout/data-light-switch";
import { ProductGrid } from "~/components/product/product-card";
import { PackContents } from "~/components/product-page/pack-contents";
import { ProductGallery } from "~/components/product-page/product-gallery";
import type { Language } from "~/lib/i18n/languages";
import type { ProductDetails } from "~/lib/medusa/catalogue-product.server";
import { resources } from "~/locales";
import { DATA_LIGHT_OFF, DataLightContext, type DataLightMode } from "./data-light";

const instances = {} as Record<Language, ReturnType<typeof createInstance>>;

beforeAll(async () => {
  for (const lng of ["fr", "en"] as const) {
    instances[lng] = createInstance();
    await instances[lng].use(initReactI18next).init({ lng, resources, defaultNS: "common", interpolation: { escapeValue: false } });
  }
});

const ON: DataLightMode = { on: true, source: "choice" };
const picture = (name: string) => ({ src400: `http://x/static/${name}-400.webp`, src800: `http://x/static/${name}-800.webp` });

/** The server's HTML of `element` on a product page, in a mode and a language. */
function render(element: ReactNode, mode: DataLightMode, language: Language = "fr"): string {
  const Stub = createRoutesStub([{ path: "/product/p/details", Component: () => <>{element}</> }]);
  return renderToStaticMarkup(
    <I18nextProvider i18n={instances[language]}>
      <DataLightContext value={mode}>
        <Stub initialEntries={["/product/p/details?from=shop"]} />
      </DataLightContext>
    </I18nextProvider>,
  );
}

const imageUrls = (html: string) => [...html.matchAll(/(?:src|srcSet|srcset)="([^"]+)"/g)].map((match) => match[1]);

const cards = Array.from({ length: 6 }, (_, index) => ({
  id: `prod_${index}`,
  handle: `p${index}`,
  title: `Produit ${index}`,
  brand: null,
  image: picture(`p${index}`),
  price: { amount: 5000, originalAmount: null, currencyCode: "xaf" },
  outOfStock: false,
}));

describe("pictures in data-light mode", () => {
  test("product cards: 400 px alone above the fold, none below, a line saying so; all of them otherwise", () => {
    const html = render(<ProductGrid products={cards} eagerCount={2} />, ON);
    expect(imageUrls(html)).toEqual([picture("p0").src400, picture("p1").src400]);
    expect(html.match(/Photo masquée \(économie de données\)/g)).toHaveLength(4);
    expect(render(<ProductGrid products={cards} eagerCount={0} />, ON, "en")).toContain("Picture hidden (data saver)");

    // Otherwise every card keeps its picture and the 800 px choice.
    const full = render(<ProductGrid products={cards} eagerCount={2} />, DATA_LIGHT_OFF);
    expect(full.match(/<img /g)).toHaveLength(6);
    expect(full).toContain(`${picture("p5").src800} 800w`);
    expect(full).not.toContain("Photo masquée");
  });

  const karite = picture("karite");
  const product = {
    title: "Karité",
    image: karite,
    moreImages: ["http://x/static/karite-2.webp", "http://x/static/karite-3.webp"],
  } as ProductDetails;

  test("the product page's gallery: the 400 px main picture alone, the others as links", () => {
    const html = render(<ProductGallery product={product} />, ON);
    expect(imageUrls(html)).toEqual([karite.src400]);
    expect(html).toContain('width="400"');
    expect(html).toContain('<a href="http://x/static/karite-2.webp"');
    expect(html).toContain("Voir la photo 3");

    const full = render(<ProductGallery product={product} />, DATA_LIGHT_OFF);
    expect(imageUrls(full)).toEqual([karite.src800, `${karite.src400} 400w, ${karite.src800} 800w`, ...product.moreImages]);
  });

  test("a pack's contents show no pictures", () => {
    const components = [{ handle: "a", title: "A", quantity: 2, thumbnail: "http://x/static/a-400.webp" }] as Parameters<typeof PackContents>[0]["components"];
    expect(render(<PackContents components={components} />, ON)).not.toContain("<img");
    expect(render(<PackContents components={components} />, DATA_LIGHT_OFF)).toContain('src="http://x/static/a-400.webp"');
  });

  test("a how-to video: no thumbnail, no player until asked for, still a link to the video", () => {
    const tutorial = {
      handle: "routine",
      title: "Routine",
      description: "Une routine.",
      videoUrl: "https://www.youtube-nocookie.com/embed/abc",
      thumbnailUrl: "http://x/uploads/routine.webp",
      durationSeconds: 60,
    };
    const html = render(<VideoCard tutorial={tutorial} position={1} hiddenOnPhones={false} />, ON);
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<iframe");
    expect(html).toContain('href="https://www.youtube-nocookie.com/embed/abc"');
    expect(render(<VideoCard tutorial={tutorial} position={1} hiddenOnPhones={false} />, DATA_LIGHT_OFF)).toContain(
      'src="http://x/uploads/routine.webp"',
    );
  });
});

/** The switch button's attributes that matter. */
function button(html: string) {
  const tag = html.match(/<button [^>]*>/)?.[0] ?? "";
  const attribute = (name: string) => tag.match(new RegExp(` ${name}="([^"]*)"`))?.[1];
  return Object.fromEntries(["type", "name", "value", "aria-pressed"].map((name) => [name, attribute(name)]));
}

describe("the footer's switch", () => {
  test("a plain form to the resource route that offers the other choice and comes back here", () => {
    const html = render(<DataLightSwitch />, DATA_LIGHT_OFF);
    expect(html).toMatch(/<form[^>]* action="\/resources\/data-light" method="post"/);
    expect(html).toContain('name="redirectTo" value="/product/p/details?from=shop"');
    expect(button(html)).toEqual({ type: "submit", name: "mode", value: "on", "aria-pressed": "false" });
    expect(html).toContain("Économie de données");

    const on = render(<DataLightSwitch />, ON, "en");
    expect(button(on)).toEqual({ type: "submit", name: "mode", value: "off", "aria-pressed": "true" });
    expect(on).toContain("Data saver");
    expect(on).not.toContain("Turned on by your browser.");
    expect(render(<DataLightSwitch />, { on: true, source: "browser" }, "en")).toContain("Turned on by your browser.");
  });
});
