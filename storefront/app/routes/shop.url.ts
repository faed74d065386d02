/**
 * The shop's `?page=` parameter. Absent means page 1; anything but a positive whole number is
 * refused (null) so the loader can redirect to a clean URL.
 */
export function parsePageParam(raw: string | null): number | null {
  if (raw === null) return 1;
  if (!/^\d{1,6}$/.test(raw)) return null;
  const page = Number(raw);
  return page >= 1 ? page : null;
}

/**
 * The shop URL for `page`, keeping the other query parameters (filters will join them).
 * Page 1 is the bare `/shop`; a string (the pagination's `{page}` placeholder) is always
 * written, so the link pagination gets one template for every page. `dropLanguage` removes
 * `lng` for links shown on a page, where the cookie already remembers the language.
 */
export function shopPageUrl(
  search: string,
  page: number | string,
  { dropLanguage = false }: { dropLanguage?: boolean } = {},
): string {
  const params = new URLSearchParams(search);
  params.delete("page");
  if (dropLanguage) params.delete("lng");
  const rest = params.toString();
  if (page === 1) return rest ? `/shop?${rest}` : "/shop";
  return `/shop?${rest ? `${rest}&` : ""}page=${page}`;
}
