import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { CartFlashNotice, CartHeaderLink } from "~/components/cart/cart-header-link";
import { FavouritesHeaderLink } from "~/components/favourites/add-to-favourites";
import { AccountLinks } from "./account-links";
import { LanguageSwitch } from "./language-switch";
import { MAIN_NAVIGATION } from "./navigation";

/** The same HTML for every shopper: the account corner and the bag's badge are filled in on the client (docs/decisions/040). */
export function SiteHeader({ shopName }: { shopName: string }) {
  const { t } = useTranslation("common");
  return (
    <header className="sticky top-0 z-20 border-b border-sand-200 bg-cream/90 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <Link to="/" className="flex items-center gap-2 rounded-md" aria-label={t("logoAlt", { shopName })}>
          <img src="/logo.svg" alt="" width={36} height={36} className="h-9 w-9" />
          <span className="font-display text-xl tracking-wide text-ink-900">{shopName}</span>
        </Link>
        <div className="flex items-center gap-4 sm:order-last">
          <AccountLinks />
          <FavouritesHeaderLink />
          <CartHeaderLink />
          <LanguageSwitch />
        </div>
        <nav aria-label={t("nav.label")} className="w-full sm:w-auto">
          <ul className="flex items-center gap-1 text-sm font-medium">
            {MAIN_NAVIGATION.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === "/"}
                  className={({ isActive }) =>
                    "block rounded-full px-3 py-1.5 transition-colors " +
                    (isActive ? "bg-accent-50 text-accent-800" : "text-ink-700 hover:text-accent-800")
                  }
                >
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <CartFlashNotice />
      </div>
    </header>
  );
}
