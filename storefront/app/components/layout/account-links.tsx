import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { usePersonal } from "~/lib/personal/personal-store";

/**
 * The header's account corner: a sign-in link for a visitor (coming back to this page after
 * login); for a customer, their account and a logout button (a POST form: no JavaScript needed).
 * Who is signed in is known on the client only (docs/decisions/040): until then it shows the
 * visitor's link, and without JavaScript also "Mon compte", which a signed-in shopper follows.
 */
export function AccountLinks() {
  const { t } = useTranslation("common");
  const location = useLocation();
  const customer = usePersonal((personal) => personal.customer);
  const known = usePersonal(() => true) ?? false;

  if (!customer) {
    const here = `${location.pathname}${location.search}`;
    const onAuthScreen = /^\/(login|register|forgot-password|reset-password|account-activation)(\/|$)/.test(location.pathname);
    const to = here === "/" || onAuthScreen ? "/login" : `/login?${new URLSearchParams({ returnUrl: here })}`;
    return (
      <div className="flex items-center gap-2 text-sm">
        <Link to={to} className="rounded-full px-3 py-1.5 font-semibold text-ink-900 hover:text-accent-800">
          {t("account.signIn")}
        </Link>
        {known ? null : (
          <noscript>
            <a href="/dashboard" className="rounded-full px-3 py-1.5 font-semibold text-ink-900 hover:text-accent-800">
              {t("account.myAccount")}
            </a>
          </noscript>
        )}
      </div>
    );
  }

  return (
    <div className="flex items-center gap-2 text-sm">
      <Link to="/dashboard" className="rounded-full px-3 py-1.5 font-semibold text-ink-900 hover:text-accent-800">
        {t("account.menu", { firstName: customer.firstName })}
      </Link>
      <form method="post" action="/resources/logout">
        <button type="submit" className="rounded-full border border-sand-300 px-3 py-1.5 text-ink-700 hover:bg-sand-100">
          {t("account.logout")}
        </button>
      </form>
    </div>
  );
}
