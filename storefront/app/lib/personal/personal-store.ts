import { useSyncExternalStore } from "react";
import { ANONYMOUS, type Personal, PERSONAL_HINT_COOKIE, personalUrl, type ReviewStanding } from "./personal";

/**
 * The shopper's personal parts in the browser (docs/decisions/040). Null until known: the server's
 * HTML, and the page's first render, show the anonymous header; a browser without the hint cookie
 * is anonymous at once, one with it asks `/resources/personal` (the service worker answers it
 * from its last copy offline).
 */

let current: Personal | null = null;
/** The product `current.review` is about. */
let currentProduct: string | null = null;
let pending: AbortController | null = null;
const listeners = new Set<() => void>();

function set(next: Personal, productId: string | null) {
  current = next;
  currentProduct = productId;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function hasHint(): boolean {
  return document.cookie.split(";").some((part) => part.trim().startsWith(`${PERSONAL_HINT_COOKIE}=`));
}

/** Reads the personal parts again (after hydration, an action, another product, a page restored from the back-forward cache). */
export async function refreshPersonal(productId: string | null): Promise<void> {
  pending?.abort();
  if (!hasHint()) {
    pending = null;
    return set({ ...ANONYMOUS, review: productId ? "signed_out" : null }, productId);
  }
  const controller = new AbortController();
  pending = controller;
  try {
    const response = await fetch(personalUrl(productId), { signal: controller.signal, headers: { Accept: "application/json" } });
    if (response.ok) set((await response.json()) as Personal, productId);
  } catch {
    // Offline without a kept answer, or replaced by a newer read: the header stays as it is.
  } finally {
    if (pending === controller) pending = null;
  }
}

/** A bag form added units: counted at once, until the next read says what the bag holds. */
export function noteAddedToBag(units: number) {
  set({ ...(current ?? ANONYMOUS), cartCount: (current?.cartCount ?? 0) + units }, currentProduct);
}

/** What is known now (null before the first read). */
export function currentPersonal(): Personal | null {
  return current;
}

/** A part of the personal state; null while it is not known (the server's render, and before the first read). */
export function usePersonal<T>(select: (personal: Personal) => T): T | null {
  return useSyncExternalStore(
    subscribe,
    () => {
      const known = currentPersonal();
      return known ? select(known) : null;
    },
    () => null,
  );
}

/** This product's review form standing, once known. */
export function useReviewStanding(productId: string): ReviewStanding | null {
  return usePersonal((personal) => (currentProduct === productId ? personal.review : null));
}
