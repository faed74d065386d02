import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AccountPage } from "~/components/account/account-page";
import { ConfirmRemoval } from "~/components/favourites/confirm-removal";
import { FavouriteList } from "~/components/favourites/favourite-list";
import { withCustomer } from "~/lib/account/customer-session.server";
import { getCustomerToken } from "~/lib/account/session.server";
import { FavouriteFormSchema } from "~/lib/favourites/favourite-outcome";
import { favouritesListPath } from "~/lib/favourites/favourites-path";
import { getInstance } from "~/lib/i18n/i18next.server";
import type { I18nHandle } from "~/lib/i18n/route-namespaces";
import { type Favourite, listFavourites } from "~/lib/medusa/favourites.server";
import { pageTitle, shopNameFrom } from "~/lib/title";
import type { Route } from "./+types/my-favourites";
import { addFromForm, refuseForm, removeFromForm, resumePendingFavourite } from "./my-favourites.server";

/**
 * `/my-favourites` (spec §2: public, adding needs login). Signed in: the list, a page at a time
 * (`?page=`), with price, stock and "add to bag"; `?remove=<id>` asks to confirm a removal.
 * Anonymous: an invitation to log in. Product pages and cards post their "add" here.
 */

export const handle: I18nHandle = { i18n: ["favourites", "account", "product", "cart"] };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(shopNameFrom(matches), loaderData?.title) },
  { name: "robots", content: "noindex" },
];

const PAGE_SIZE = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const title = getInstance(context).getFixedT(null, "favourites")("title");
  if (!(await getCustomerToken(request))) return { title, signedIn: false as const };
  if (url.searchParams.get("resume") === "1") throw await resumePendingFavourite(request);

  const page = Math.max(1, Math.min(1000, Math.floor(Number(url.searchParams.get("page")) || 1)));
  let favourites: Favourite[] = [];
  let count = 0;
  let loadFailed = false;
  try {
    ({ favourites, count } = await withCustomer(request, (token) =>
      listFavourites(request, token, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
    ));
  } catch (error) {
    if (error instanceof Response) throw error;
    console.warn("Favourites not loaded", error);
    loadFailed = true;
  }
  const removeId = url.searchParams.get("remove");
  const toRemove = favourites.find((favourite) => favourite.id === removeId);
  return {
    title,
    signedIn: true as const,
    favourites,
    loadFailed,
    page,
    hasNext: page * PAGE_SIZE < count,
    confirm: toRemove ? { id: toRemove.id, title: toRemove.product?.title ?? null } : null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const submission = FavouriteFormSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!submission.success) return refuseForm(request);
  return submission.data.intent === "add" ? addFromForm(request, submission.data) : removeFromForm(request, submission.data);
}

export default function MyFavourites({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("favourites");
  if (!loaderData.signedIn) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <h1 className="font-display text-3xl text-ink-900 sm:text-4xl">{loaderData.title}</h1>
        <p className="mt-6 text-ink-700">{t("signedOut.text")}</p>
        <Link
          to={`/login?${new URLSearchParams({ returnUrl: "/my-favourites" })}`}
          className="button-primary mt-4 inline-flex"
        >
          {t("signedOut.login")}
        </Link>
      </div>
    );
  }
  const { favourites, loadFailed, page, hasNext, confirm } = loaderData;
  return (
    <AccountPage heading={loaderData.title}>
      {loadFailed ? (
        <p role="alert" className="text-sm text-red-800">
          {t("loadFailed")}
        </p>
      ) : favourites.length ? (
        <FavouriteList favourites={favourites} page={page} />
      ) : (
        <p className="text-sm text-ink-700">
          {t("empty")}{" "}
          <Link to="/shop" className="font-semibold text-accent-800 underline">
            {t("browse")}
          </Link>
        </p>
      )}
      {page > 1 || hasNext ? (
        <nav aria-label={t("pagination")} className="flex justify-between text-sm font-medium">
          {page > 1 ? (
            <Link to={favouritesListPath(page - 1)} className="text-accent-800 underline">
              {t("previous")}
            </Link>
          ) : (
            <span />
          )}
          {hasNext ? (
            <Link to={favouritesListPath(page + 1)} className="text-accent-800 underline">
              {t("next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
      {confirm ? <ConfirmRemoval key={confirm.id} favouriteId={confirm.id} title={confirm.title} page={page} /> : null}
    </AccountPage>
  );
}
