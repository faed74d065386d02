/**
 * The informational pages, by path (spec §2, plus the help centre at /help). One route module
 * renders them all (routes/pages/info-page.tsx); their texts live in app/locales/{fr,en}/pages.
 */
export const INFO_PAGE_PATHS = [
  "about",
  "how-it-works",
  "faq",
  "contact",
  "help",
  "privacy-policy",
  "terms-and-condition",
  "terms-of-use",
  "payment-methods",
  "shipping-guide",
] as const;

export type InfoPagePath = (typeof INFO_PAGE_PATHS)[number];

export function isInfoPagePath(value: unknown): value is InfoPagePath {
  return typeof value === "string" && (INFO_PAGE_PATHS as readonly string[]).includes(value);
}
