import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigate } from "react-router";
import { favouritesListPath } from "~/lib/favourites/favourites-path";

interface ConfirmRemovalProps {
  favouriteId: string;
  /** Null when the product is no longer sold. */
  title: string | null;
  page: number;
}

/**
 * "Remove from favourites?" (spec §4). Rendered open by the server, so the question works
 * without JavaScript; with it, the same dialog becomes modal (focus kept inside, Escape closes).
 */
export function ConfirmRemoval({ favouriteId, title, page }: ConfirmRemovalProps) {
  const { t } = useTranslation("favourites");
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const navigate = useNavigate();
  const backTo = favouritesListPath(page);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog?.open || typeof dialog.showModal !== "function") return;
    dialog.close();
    dialog.showModal();
  }, []);

  return (
    <dialog
      ref={dialogRef}
      open
      aria-labelledby={headingId}
      onCancel={(event) => {
        event.preventDefault();
        navigate(backTo, { preventScrollReset: true });
      }}
      className="relative mx-auto w-full max-w-md rounded-2xl bg-white p-6 text-ink-900 shadow-xl ring-1 ring-sand-200 backdrop:bg-ink-900/40"
    >
      <h2 id={headingId} className="font-display text-xl">
        {title ? t("confirm.question", { title }) : t("confirm.questionUnnamed")}
      </h2>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Link to={backTo} preventScrollReset className="rounded-full px-5 py-2.5 text-sm font-semibold text-ink-700 ring-1 ring-sand-300">
          {t("confirm.no")}
        </Link>
        <Form method="post" action="/my-favourites">
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="favouriteId" value={favouriteId} />
          <input type="hidden" name="page" value={page} />
          <button type="submit" className="button-primary">
            {t("confirm.yes")}
          </button>
        </Form>
      </div>
    </dialog>
  );
}
