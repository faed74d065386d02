/** The most of one product a bag line may hold; the stock may allow fewer. */
export const MAX_LINE_QUANTITY = 99;

/**
 * Why a cart change was refused, in words the `cart` namespace translates. Plain data: the
 * action returns it to a fetcher, or keeps it in the flash cookie for a page without JavaScript.
 */
export type CartProblem =
  /** The stock covers `count` units, `inBag` of which the bag already holds. */
  | { code: "onlyLeft"; count: number; inBag: number }
  | { code: "outOfStock" }
  /** Unknown product, or one without a price in the shop's region. */
  | { code: "unavailable" }
  /** The line was removed meanwhile (another tab, an old page). */
  | { code: "lineGone" }
  | { code: "invalidQuantity"; max: number }
  | { code: "failed" };

/**
 * Whether `wanted` units in total fit the stock. `available` is null when the stock is not
 * limited (not managed by Medusa, or back-orders allowed).
 */
export function stockProblem(available: number | null, wanted: number, inBag = 0): CartProblem | null {
  if (available === null) return null;
  if (available <= 0) return { code: "outOfStock" };
  if (wanted > available) return { code: "onlyLeft", count: available, inBag };
  return null;
}

export type CartProblemKey =
  | "problems.onlyLeft"
  | "problems.onlyLeftInBag"
  | "problems.outOfStock"
  | "problems.unavailable"
  | "problems.lineGone"
  | "problems.invalidQuantity"
  | "problems.failed";

/** The `cart` namespace's sentence for a problem, and its values. */
export function cartProblemMessage(problem: CartProblem): { key: CartProblemKey; values: Record<string, number> } {
  switch (problem.code) {
    case "onlyLeft":
      return problem.inBag > 0
        ? { key: "problems.onlyLeftInBag", values: { count: problem.count, inBag: problem.inBag } }
        : { key: "problems.onlyLeft", values: { count: problem.count } };
    case "invalidQuantity":
      return { key: "problems.invalidQuantity", values: { max: problem.max } };
    default:
      return { key: `problems.${problem.code}`, values: {} };
  }
}

/** What the cart action answers a fetcher (JavaScript on). */
export type CartActionResult =
  | { ok: true; added: { title: string; quantity: number } | null }
  | { ok: false; problem: CartProblem };
