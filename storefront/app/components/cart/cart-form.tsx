import { type ReactNode, useLayoutEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher, useFetchers, useLocation, useRouteLoaderData } from "react-router";
import type { Cart } from "~/lib/cart/cart-model";
import type { CartActionResult } from "~/lib/cart/cart-problem";
import {
  applyPendingChanges,
  CART_ACTION_PATH,
  countUnits,
  pendingAddedUnits,
  pendingChangeFrom,
  type PendingCartChange,
} from "~/lib/cart/optimistic-cart";
import { isOffline, offlineRuntime, useOfflineState } from "~/lib/offline/offline-store";
import { noteAddedToBag, usePersonal } from "~/lib/personal/personal-store";

export type CartFetcher = ReturnType<typeof useCartFetcher>;

/** A fetcher for the cart action: its `data` is the action's answer. */
export function useCartFetcher() {
  return useFetcher<CartActionResult>();
}

interface CartFormProps {
  fetcher: CartFetcher;
  className?: string;
  children: ReactNode;
}

/**
 * A cart form that works both ways. Without JavaScript it is a plain POST carrying `redirectTo`
 * (this page), and the action sends the shopper back here. With JavaScript the fetcher posts the
 * same fields without `redirectTo`, and the answer comes back as data: no page load.
 */
export function CartForm({ fetcher, className, children }: CartFormProps) {
  const location = useLocation();
  const { t } = useTranslation("common");
  const [queued, setQueued] = useState(false);
  // Added: the badge counts it until the personal parts are read again (before the page paints).
  const added = fetcher.state === "idle" && fetcher.data?.ok ? fetcher.data.added : null;
  useLayoutEffect(() => {
    if (added) noteAddedToBag(added.quantity);
  }, [added]);
  return (
    <form
      method="post"
      action={CART_ACTION_PATH}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        const formData = new FormData(event.currentTarget, submitter);
        formData.delete("redirectTo");
        // Offline, an add waits in the queue (docs/decisions/034); the badge counts it meanwhile.
        if (isOffline() && formData.get("intent") === "add") {
          const fields = [...formData].map(([name, value]): [string, string] => [name, String(value)]);
          void offlineRuntime().then((runtime) => runtime.queueAction("cart", fields).then(() => setQueued(true)));
          return;
        }
        setQueued(false);
        void fetcher.submit(formData, { method: "post", action: CART_ACTION_PATH });
      }}
    >
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {children}
      {queued ? (
        <p role="status" className="mt-1 w-full text-sm text-ink-700">
          {t("offline.queued")}
        </p>
      ) : null}
    </form>
  );
}

/** Cart changes submitted by fetchers and not yet reflected in the loaders' data. */
export function usePendingCartChanges(): PendingCartChange[] {
  return useFetchers()
    .filter((fetcher) => fetcher.formAction === CART_ACTION_PATH)
    .map((fetcher) => pendingChangeFrom(fetcher.formData))
    .filter((change): change is PendingCartChange => change !== null);
}

/**
 * The badge's count, ahead of the server: the cart page's lines with their pending changes, or
 * elsewhere the personal count (docs/decisions/040) plus the units being added; null while not known.
 */
export function useOptimisticCartCount(): number | null {
  const known = usePersonal((personal) => personal.cartCount);
  const cartPage = useRouteLoaderData<{ cart: Cart | null }>("routes/cart");
  const pending = usePendingCartChanges();
  // Units added offline and not sent yet (docs/decisions/034).
  const queued = useOfflineState((state) => state.queuedCartUnits);
  if (cartPage) {
    return countUnits(applyPendingChanges(cartPage.cart?.items ?? [], pending)) + pendingAddedUnits(pending) + queued;
  }
  const adding = pendingAddedUnits(pending) + queued;
  return known === null && adding === 0 ? null : (known ?? 0) + adding;
}
