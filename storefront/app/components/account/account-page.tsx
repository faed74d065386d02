import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";

const ACCOUNT_LINKS = [
  { to: "/dashboard", key: "menu.dashboard" },
  { to: "/dashboard/orders", key: "menu.orders" },
  { to: "/my-account", key: "menu.profile" },
  { to: "/my-subscriptions", key: "menu.payments" },
  { to: "/my-favourites", key: "menu.favourites" },
] as const;

/** The frame of the signed-in screens: heading and the account's own navigation. */
export function AccountPage({ heading, children }: { heading: string; children: ReactNode }) {
  const { t } = useTranslation("account");
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <h1 className="font-display text-3xl text-ink-900 sm:text-4xl">{heading}</h1>
      <nav aria-label={t("menu.label")} className="mt-6 border-b border-sand-200">
        <ul className="flex flex-wrap gap-1 text-sm font-medium">
          {ACCOUNT_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                className={({ isActive }) =>
                  "-mb-px block border-b-2 px-3 py-2 " +
                  (isActive ? "border-accent-700 text-accent-800" : "border-transparent text-ink-700 hover:text-accent-800")
                }
              >
                {t(link.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8 flex flex-col gap-8">{children}</div>
    </div>
  );
}

export function AccountSection({ id, heading, children }: { id?: string; heading: string; children: ReactNode }) {
  const headingId = `${id ?? heading.replace(/\W+/g, "-").toLowerCase()}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24 rounded-2xl border border-sand-200 bg-white p-6 shadow-sm">
      <h2 id={headingId} className="font-display text-xl text-ink-900">
        {heading}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
