import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useLocation } from "react-router";
import { isOffline, offlineRuntime, useOfflineState } from "~/lib/offline/offline-store";

/**
 * "Add to favourites": a plain POST to `/my-favourites` that comes back to this page with a
 * message (works without JavaScript). An anonymous visitor is asked to log in first and comes
 * back with the product added.
 */
function FavouriteForm({ productId, children }: { productId: string; children: React.ReactNode }) {
  const location = useLocation();
  const { t } = useTranslation("common");
  const [queued, setQueued] = useState(false);
  return (
    <Form
      method="post"
      action="/my-favourites"
      preventScrollReset
      onSubmit={(event) => {
        // Offline, the add waits in the queue and is sent when the connection returns (docs/decisions/034).
        if (!isOffline()) return;
        event.preventDefault();
        const fields = [...new FormData(event.currentTarget)].map(([name, value]): [string, string] => [name, String(value)]);
        void offlineRuntime().then((runtime) => runtime.queueAction("favourite", fields).then(() => setQueued(true)));
      }}
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {children}
      {queued ? (
        <span role="status" className="sr-only">
          {t("offline.queued")}
        </span>
      ) : null}
    </Form>
  );
}

/** The product page's button, beside "add to bag". */
export function AddToFavouritesButton({ productId }: { productId: string }) {
  const { t } = useTranslation("common");
  return (
    <FavouriteForm productId={productId}>
      <button
        type="submit"
        className="inline-flex items-center justify-center gap-2 rounded-full border border-sand-300 px-6 py-3 text-sm font-semibold text-ink-900 hover:border-accent-700 hover:text-accent-800"
      >
        <HeartIcon />
        {t("favourites.add")}
      </button>
    </FavouriteForm>
  );
}

/** A product card's heart, over its picture and above the card's stretched link. */
export function FavouriteHeartButton({ productId, title }: { productId: string; title: string }) {
  const { t } = useTranslation("common");
  return (
    <div className="absolute top-3 right-3 z-10">
      <FavouriteForm productId={productId}>
        <button
          type="submit"
          aria-label={t("favourites.addFor", { title })}
          title={t("favourites.add")}
          className="flex h-9 w-9 items-center justify-center rounded-full bg-white/90 text-ink-700 shadow-sm hover:text-accent-800 focus-visible:outline-3 focus-visible:outline-accent-700"
        >
          <HeartIcon />
        </button>
      </FavouriteForm>
    </div>
  );
}

/** The header's way to `/my-favourites` (public: a visitor is invited to log in there). */
export function FavouritesHeaderLink() {
  const { t } = useTranslation("common");
  const queued = useOfflineState((state) => state.queuedFavourites);
  return (
    <Link
      to="/my-favourites"
      className="inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-medium text-ink-700 hover:text-accent-800"
    >
      <HeartIcon />
      <span>{t("favourites.headerLink")}</span>
      {queued > 0 ? (
        <span
          title={t("offline.favouritesPending", { count: queued })}
          data-testid="favourites-pending"
          className="min-w-5 rounded-full bg-accent-700 px-1.5 text-center text-xs leading-5 font-semibold text-white"
        >
          <span aria-hidden="true">{queued}</span>
          <span className="sr-only">{t("offline.favouritesPending", { count: queued })}</span>
        </span>
      ) : null}
    </Link>
  );
}

function HeartIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.6">
      <path
        d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z"
        strokeLinejoin="round"
      />
    </svg>
  );
}
