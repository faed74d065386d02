import { useEffect, useRef } from "react";
import { useMatches, useRouteLoaderData } from "react-router";
import { refreshPersonal } from "./personal-store";

/** A route that shows a product's review form says which product (route `handle`). */
export interface PersonalHandle {
  reviewedProduct?: (loaderData: unknown) => string | null;
}

/**
 * Keeps the personal parts in step (root layout): read after hydration, again whenever the root's
 * data is read again (React Router does so after every form or fetcher that changes something: a
 * bag change, login, logout, a new first name), when another product's page opens, and when the
 * browser restores a page from its back-forward cache.
 */
export function usePersonalSync() {
  const root = useRouteLoaderData("root");
  const productId =
    useMatches()
      .map((match) => (match.handle as PersonalHandle | undefined)?.reviewedProduct?.(match.loaderData) ?? null)
      .find((id) => id !== null) ?? null;
  const latestProduct = useRef(productId);
  latestProduct.current = productId;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `root` is the trigger: a new object after each revalidation.
  useEffect(() => {
    void refreshPersonal(productId);
  }, [root, productId]);

  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) void refreshPersonal(latestProduct.current);
    };
    window.addEventListener("pageshow", restored);
    return () => window.removeEventListener("pageshow", restored);
  }, []);
}
