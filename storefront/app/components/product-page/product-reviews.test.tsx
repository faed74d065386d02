import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, test } from "vitest";
import type { Language } from "~/lib/i18n/languages";
import type { ProductReviewsPage } from "~/lib/medusa/reviews.server";
import { resources } from "~/locales";
import { ProductReviews, type ProductReviewsProps } from "./product-reviews";

const instances = {} as Record<Language, ReturnType<typeof createInstance>>;

beforeAll(async () => {
  for (const lng of ["fr", "en"] as const) {
    instances[lng] = createInstance();
    await instances[lng].use(initReactI18next).init({ lng, resources, defaultNS: "common", interpolation: { escapeValue: false } });
  }
});

const PATH = "/product/baume/details";

function render(props: Partial<ProductReviewsProps>, language: Language = "fr"): string {
  const Stub = createRoutesStub([
    { path: PATH, Component: () => <ProductReviews productId="prod_1" rating={null} pagePath={PATH} {...props} /> },
  ]);
  return renderToStaticMarkup(
    <I18nextProvider i18n={instances[language]}>
      <Stub initialEntries={[PATH]} />
    </I18nextProvider>,
  );
}

const page = (overrides: Partial<ProductReviewsPage> = {}): ProductReviewsPage => ({
  reviews: [
    {
      id: "rev_1",
      author: "Awa N.",
      rating: 4,
      comment: `<script>alert("x")</script><img src=x onerror="alert(1)">`,
      created_at: "2026-11-20T10:00:00.000Z",
      verified_purchase: true,
      answer: "Merci Awa !",
      answered_at: "2026-11-21T10:00:00.000Z",
    },
  ],
  count: 12,
  page: 2,
  average: 4.25,
  distribution: { "1": 1, "2": 0, "3": 2, "4": 4, "5": 5 },
  ...overrides,
});

describe("<ProductReviews>", () => {
  test("shows a review's author, date, verified purchase and the staff answer, with markup as text", () => {
    const html = render({ rating: { average: 4.25, count: 12 }, reviews: page(), shopName: "DreamShade" });
    expect(html).toContain("Awa N.");
    expect(html).toContain("le 20 novembre 2026");
    expect(html).toContain("Achat vérifié");
    expect(html).toContain("Réponse de DreamShade");
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });

  test("shows the breakdown per star and links the other pages of reviews", () => {
    const html = render({ rating: { average: 4.25, count: 12 }, reviews: page() }, "en");
    expect(html).toContain("4.3 out of 5");
    expect(html).toContain("5 stars");
    expect(html).toContain("1 star");
    expect(html).toContain(`href="${PATH}?reviews=1#reviews"`);
    expect(html).toContain(`href="${PATH}?reviews=3#reviews"`);
  });

  test("offers the form to an eligible customer, refilled with what was typed after a refusal", () => {
    const html = render({
      form: "eligible",
      failure: { refusal: "incomplete", values: { comment: "Très <b>doux</b>" } },
    });
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toContain('name="intent" value="review"');
    expect(html).toContain('name="product_id" value="prod_1"');
    expect(html).toContain("Veuillez écrire un avis et choisir une note.");
    expect(html).toContain("Très &lt;b&gt;doux&lt;/b&gt;</textarea>");
    expect(html.match(/<input type="radio"[^>]*name="rating"/g)).toHaveLength(5);
  });

  test("tells a customer whose order is not paid yet why there is no form, in French and English", () => {
    const fr = render({ form: "awaiting_payment" });
    expect(fr).toContain("vous pourrez donner votre avis une fois la commande payée.");
    expect(fr).not.toContain("<form");
    expect(render({ form: "awaiting_payment" }, "en")).toContain("you can review it once the order is paid.");
  });

  test("asks an anonymous visitor to sign in and come back to the form (a page that asks for it, so it works without JavaScript)", () => {
    const html = render({ form: "signed_out" }, "en");
    expect(html).toContain(`href="/login?returnUrl=${encodeURIComponent(`${PATH}?review=write#reviews`)}"`);
    expect(html).not.toContain("<form");
  });
});
