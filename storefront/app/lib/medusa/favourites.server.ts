import { ApiErrorBody, FAVOURITE_ERRORS, FavouriteProductCard, type FavouriteErrorCode } from "@dreamshade/contracts";
import { z } from "zod";
import { backendFetch } from "./backend-fetch.server";
import { getShopRegion } from "./regions.server";

/**
 * Calls to `/store/favourites` (docs/decisions/017-favourites.md) with the customer's token.
 * Plain fetch, like the account API: the pages word errors from the answer's stable `code`.
 */

/** The API's code (the contracts' `FAVOURITE_ERRORS`), or `unknown` for any other failure. */
export type FavouriteFailure = FavouriteErrorCode | "unknown";

export class FavouritesApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: FavouriteFailure,
  ) {
    super(`Favourites API ${status} ${code}`);
    this.name = "FavouritesApiError";
  }
}

const ErrorBody = ApiErrorBody.catch({});

export function toFavouritesApiError(status: number, body: unknown): FavouritesApiError {
  const { code } = ErrorBody.parse(body);
  const known = code !== undefined && Object.hasOwn(FAVOURITE_ERRORS, code);
  return new FavouritesApiError(status, known ? (code as FavouriteErrorCode) : "unknown");
}

const FavouriteShape = z.object({
  id: z.string(),
  product_id: z.string(),
  product: FavouriteProductCard.nullable(),
});
export type Favourite = z.infer<typeof FavouriteShape>;

const FavouriteList = z.object({ favourites: z.array(FavouriteShape), count: z.number().int() });

async function favouritesCall(
  request: Request,
  token: string,
  path: string,
  options: { method?: "GET" | "POST" | "DELETE"; body?: Record<string, unknown>; query?: Record<string, string | number> } = {},
): Promise<unknown> {
  const response = await backendFetch(request, path, { ...options, token });
  const body: unknown = await response.json().catch(() => ({}));
  if (!response.ok) throw toFavouritesApiError(response.status, body);
  return body;
}

/** One page of the customer's favourites, newest first, priced in the shop's region. */
export async function listFavourites(
  request: Request,
  token: string,
  { limit, offset }: { limit: number; offset: number },
): Promise<z.infer<typeof FavouriteList>> {
  const region = await getShopRegion();
  const body = await favouritesCall(request, token, "/store/favourites", {
    query: { limit, offset, region_id: region.id },
  });
  return FavouriteList.parse(body);
}

export async function addFavourite(request: Request, token: string, productId: string): Promise<void> {
  await favouritesCall(request, token, "/store/favourites", { method: "POST", body: { product_id: productId } });
}

export async function removeFavourite(request: Request, token: string, favouriteId: string): Promise<void> {
  await favouritesCall(request, token, `/store/favourites/${encodeURIComponent(favouriteId)}`, { method: "DELETE" });
}
