/** The shop's name when `SHOP_NAME` is not set (and before any loader data exists). */
export const DEFAULT_SHOP_NAME = "DreamShade";

/**
 * The one rule for document titles (DESIGN.md): "<shop> | <screen title>", or the bare shop
 * name when a screen has no title of its own.
 */
export function pageTitle(shopName: string, screenTitle?: string | null): string {
  const screen = screenTitle?.trim();
  return screen ? `${shopName} | ${screen}` : shopName;
}

interface MatchWithData {
  id: string;
  loaderData?: unknown;
}

/** The shop name the root loader sent, for route `meta` functions. */
export function shopNameFrom(matches: readonly (MatchWithData | undefined)[]): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData;
  if (typeof root === "object" && root !== null && "publicEnv" in root) {
    const { publicEnv } = root as { publicEnv?: { shopName?: unknown } };
    if (typeof publicEnv?.shopName === "string") return publicEnv.shopName;
  }
  return DEFAULT_SHOP_NAME;
}
