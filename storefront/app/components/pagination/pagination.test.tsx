import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, test } from "vitest";
import { resources } from "~/locales";
import { Pagination, type PaginationProps } from "./pagination";

const i18n = createInstance();

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: "en",
    resources,
    defaultNS: "common",
    interpolation: { escapeValue: false },
  });
});

function render(props: PaginationProps): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <I18nextProvider i18n={i18n}>
        <Pagination {...props} />
      </I18nextProvider>
    </MemoryRouter>,
  );
}

describe("<Pagination type=link>", () => {
  const shop = { type: "link", linkUrl: "/shop?page={page}", totalItems: 77, maxPagesShown: 4 } as const;

  test("links every page and marks the current one", () => {
    const html = render({ ...shop, currentPage: 5 });
    for (const page of [4, 5, 6, 7]) expect(html).toContain(`href="/shop?page=${page}"`);
    expect(html).not.toContain('href="/shop?page=8"');
    expect(html).toMatch(/aria-current="page"[^>]*href="\/shop\?page=5"/);
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
  });

  test("disables the backward controls on the first page", () => {
    const html = render({ ...shop, currentPage: 1 });
    expect(html).toMatch(/aria-label="Previous page" aria-disabled="true"/);
    expect(html).toMatch(/aria-label="Back 2 pages" aria-disabled="true"/);
    expect(html).toMatch(/aria-label="Next page" href="\/shop\?page=2"/);
  });

  test("throws a clear error without the {page} placeholder", () => {
    expect(() => render({ ...shop, linkUrl: "/shop", currentPage: 1 })).toThrow(/\{page\} placeholder/);
  });

  test("renders nothing for a single page", () => {
    expect(render({ ...shop, totalItems: 7, currentPage: 1 })).toBe("");
  });

  test("sets the reading direction", () => {
    expect(render({ ...shop, currentPage: 2, direction: "rtl" })).toContain('dir="rtl"');
  });
});

describe("<Pagination type=button>", () => {
  test("renders buttons, disabled at the end", () => {
    const html = render({ totalItems: 30, currentPage: 3, onPageChange: () => {} });
    expect(html).toMatch(/<button type="button"[^>]*aria-label="Next page" disabled=""/);
    expect(html).toMatch(/<button type="button"[^>]*aria-label="Page 3" aria-current="page"/);
    expect(html).not.toContain("href=");
  });
});
