import type { ShopFacts } from "@dreamshade/contracts";
import { useRouteLoaderData } from "react-router";

/** The shop's facts the root loader read from the backend; null on an error screen that could not. */
export function useShopFacts(): ShopFacts | null {
  const root = useRouteLoaderData("root") as { shop?: ShopFacts } | undefined;
  return root?.shop ?? null;
}
