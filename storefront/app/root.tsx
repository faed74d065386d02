import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  data,
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { FlashBanner } from "~/components/layout/flash-banner";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { takeFlash } from "~/lib/account/session.server";
import { DeferredScripts } from "~/lib/scripts/deferred-scripts";
import { useMarkHydrated } from "~/lib/scripts/hydrated";
import { takeCartFlash } from "~/lib/cart/cart-flash.server";
import { CONTENT_PROTECTION_SCRIPT } from "~/lib/content-protection";
import { DATA_LIGHT_OFF, DataLightContext } from "~/lib/data-light/data-light";
import { readDataLightMode } from "~/lib/data-light/data-light.server";
import { env, toPublicEnv, type PublicEnv } from "~/lib/env.server";
import { languageCookie, serializeLanguageCookie } from "~/lib/i18n/language-cookie.server";
import { getLanguage, i18nextMiddleware } from "~/lib/i18n/i18next.server";
import { DEFAULT_LANGUAGE, isLanguage, toLanguage } from "~/lib/i18n/languages";
import { bodyGuardMiddleware } from "~/lib/security/body-guard-middleware.server";
import { originGuardMiddleware } from "~/lib/security/origin-guard.server";
import { useNonce } from "~/lib/security/nonce";
import { usePageStyles } from "~/lib/styles/page-styles";
import { DEFAULT_SHOP_NAME, pageTitle, shopNameFrom } from "~/lib/title";
import { getShopFacts } from "~/lib/medusa/shop.server";
import { AppManifestLinks } from "~/components/offline/app-manifest-links";
import { OfflineShell } from "~/components/offline/offline-shell";
import { usePersonalSync } from "~/lib/personal/use-personal-sync";

// The footer's newsletter form is on every page.
export const handle = { i18n: ["common", "newsletter"] };

export const meta: Route.MetaFunction = ({ matches, error }) => [
  { title: pageTitle(shopNameFrom(matches), errorTitle(error)) },
];

/** A loader that throws `data({ title }, { status })` names its error screen in the tab title. */
function errorTitle(error: unknown): string | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  const title: unknown = (error.data as { title?: unknown } | undefined)?.title;
  return typeof title === "string" ? title : undefined;
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

// The language first: the guards answer in it. Another site's post is refused before its body is read.
export const middleware: Route.MiddlewareFunction[] = [i18nextMiddleware, originGuardMiddleware, bodyGuardMiddleware];

/**
 * Nothing of the shopper's own here but the one-time messages (a page asked with one is private):
 * the header's name and bag count come from `/resources/personal` (docs/decisions/040), so a
 * catalogue page's data is the same for everyone.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const language = getLanguage(context);
  const publicEnv: PublicEnv = toPublicEnv(env);
  // `?lng=` in a link is a choice too: remember it, as the switch does.
  const requested = new URL(request.url).searchParams.get("lng");
  const stored = await languageCookie.parse(request.headers.get("Cookie"));
  const headers = new Headers();
  if (isLanguage(requested) && requested !== stored) {
    headers.append("Set-Cookie", await serializeLanguageCookie(requested, request));
  }
  // A one-time message such as "session expired", the outcome of a bag form posted without JavaScript.
  const [flash, cartFlash, shop] = await Promise.all([takeFlash(request), takeCartFlash(request), getShopFacts()]);
  // Save-Data or the footer's switch: read here so the first HTML has the small pictures (decision 035).
  const dataLight = await readDataLightMode(request);
  for (const cookie of [flash.setCookie, cartFlash.setCookie]) if (cookie) headers.append("Set-Cookie", cookie);
  return data({ language, publicEnv, flash: flash.flash, cartFlash: cartFlash.flash, shop, dataLight }, { headers });
}

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const { i18n } = useTranslation();
  const language = toLanguage(rootData?.language ?? i18n.language ?? DEFAULT_LANGUAGE);
  const protectContent = rootData?.publicEnv.contentProtection ?? true;
  const nonce = useNonce();
  const styles = usePageStyles();

  return (
    <html lang={language} dir="ltr" data-content-protection={protectContent ? "" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#fbf7f4" />
        <Meta />
        {styles ? <PageStyles css={styles} nonce={nonce} /> : null}
        <Links />
        <AppManifestLinks language={language} />
        {protectContent ? <ContentProtectionScript nonce={nonce} /> : null}
      </head>
      <body className="min-h-screen bg-cream font-sans text-ink-900 antialiased">
        <DataLightContext value={rootData?.dataLight ?? DATA_LIGHT_OFF}>{children}</DataLightContext>
        <ScrollRestoration nonce={nonce} />
        {/* The JavaScript after the first paint (docs/decisions/030). */}
        <DeferredScripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The whole stylesheet, inline: nothing to fetch before the first paint (docs/decisions/030). */
function PageStyles({ css, nonce }: { css: string; nonce: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own compiled stylesheet, checked not to close the element.
  return <style nonce={nonce} dangerouslySetInnerHTML={{ __html: css }} />;
}

/** The deterrent's constant script; `nonce` lets it run under the page's Content-Security-Policy. */
function ContentProtectionScript({ nonce }: { nonce: string }) {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, no input in it.
    <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: CONTENT_PROTECTION_SCRIPT }} />
  );
}

function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation("common");
  useMarkHydrated();
  usePersonalSync();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const shopName = rootData?.publicEnv.shopName ?? DEFAULT_SHOP_NAME;
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="skip-link">
        {t("skipToContent")}
      </a>
      <OfflineShell shopName={shopName} />
      <SiteHeader shopName={shopName} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {rootData?.flash ? <FlashBanner key={rootData.flash.id} message={rootData.flash.message} /> : null}
        {children}
      </main>
      <SiteFooter shopName={shopName} />
    </div>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/** The one error screen, in the shopper's language. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("common");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!isRouteErrorResponse(error) && import.meta.env.DEV) console.error(error);

  return (
    <Shell>
      <section className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6">
        <p className="text-sm font-semibold tracking-[0.2em] text-accent-700 uppercase">
          {isRouteErrorResponse(error) ? error.status : 500}
        </p>
        <h1 className="mt-3 font-display text-3xl text-ink-900 sm:text-4xl">
          {t(notFound ? "errors.notFoundTitle" : "errors.genericTitle")}
        </h1>
        <p className="mt-4 text-ink-700">{t(notFound ? "errors.notFoundText" : "errors.genericText")}</p>
        <Link to="/" className="button-primary mt-8">
          {t("errors.backHome")}
        </Link>
      </section>
    </Shell>
  );
}
