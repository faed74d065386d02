/**
 * The pagination widget's arithmetic (spec §3, §9), apart from its markup so it can be tested.
 *
 * - Defaults: 10 items per page, 5 page buttons.
 * - The jump controls move by half the pages shown, rounded up.
 * - Inputs must be positive integers. Total items may be 0 (an empty list has no pages): an
 *   empty catalogue is a normal state, not a programming error.
 * - A current page past either end is brought back within 1..totalPages.
 */

export const DEFAULT_ITEMS_PER_PAGE = 10;
export const DEFAULT_MAX_PAGES_SHOWN = 5;
export const PAGE_PLACEHOLDER = "{page}";

export interface PaginationInput {
  totalItems: number;
  currentPage: number;
  itemsPerPage?: number;
  maxPagesShown?: number;
}

export interface PaginationModel {
  totalPages: number;
  currentPage: number;
  /** The page numbers to show as buttons, in reading order. */
  pages: number[];
  jump: number;
  previousPage: number | null;
  nextPage: number | null;
  jumpBackPage: number | null;
  jumpForwardPage: number | null;
}

function requireCount(name: string, value: number, { allowZero = false } = {}): void {
  const valid = Number.isInteger(value) && (allowZero ? value >= 0 : value > 0);
  if (!valid) {
    const expected = allowZero ? "a whole number of 0 or more" : "a positive whole number";
    throw new RangeError(`Pagination: ${name} must be ${expected}, got ${String(value)}`);
  }
}

export function totalPagesOf(totalItems: number, itemsPerPage = DEFAULT_ITEMS_PER_PAGE): number {
  requireCount("totalItems", totalItems, { allowZero: true });
  requireCount("itemsPerPage", itemsPerPage);
  return Math.ceil(totalItems / itemsPerPage);
}

export function paginate({
  totalItems,
  currentPage,
  itemsPerPage = DEFAULT_ITEMS_PER_PAGE,
  maxPagesShown = DEFAULT_MAX_PAGES_SHOWN,
}: PaginationInput): PaginationModel {
  requireCount("currentPage", currentPage);
  requireCount("maxPagesShown", maxPagesShown);
  const totalPages = totalPagesOf(totalItems, itemsPerPage);
  const jump = Math.ceil(maxPagesShown / 2);

  if (totalPages === 0) {
    return {
      totalPages,
      currentPage: 1,
      pages: [],
      jump,
      previousPage: null,
      nextPage: null,
      jumpBackPage: null,
      jumpForwardPage: null,
    };
  }

  const current = Math.min(currentPage, totalPages);
  const shown = Math.min(maxPagesShown, totalPages);
  // Keep the current page as central as the window allows, sliding at both ends.
  const idealStart = current - Math.floor((shown - 1) / 2);
  const start = Math.max(1, Math.min(idealStart, totalPages - shown + 1));
  const pages = Array.from({ length: shown }, (_, index) => start + index);

  return {
    totalPages,
    currentPage: current,
    pages,
    jump,
    previousPage: current > 1 ? current - 1 : null,
    nextPage: current < totalPages ? current + 1 : null,
    jumpBackPage: current > 1 ? Math.max(1, current - jump) : null,
    jumpForwardPage: current < totalPages ? Math.min(totalPages, current + jump) : null,
  };
}

/** The link type needs a URL with a `{page}` placeholder; this fails loudly without one. */
export function requirePageLinkTemplate(linkUrl: string | undefined): string {
  if (!linkUrl || !linkUrl.includes(PAGE_PLACEHOLDER)) {
    throw new Error(
      `Pagination: type "link" needs a linkUrl containing the ${PAGE_PLACEHOLDER} placeholder, ` +
        `got ${JSON.stringify(linkUrl)}`,
    );
  }
  return linkUrl;
}

export function pageHref(template: string, page: number): string {
  return template.split(PAGE_PLACEHOLDER).join(String(page));
}
