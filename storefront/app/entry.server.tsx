import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { getInstance } from "~/lib/i18n/i18next.server";
import { I18N_BOOTSTRAP_GLOBAL, namespacesOf, type I18nBootstrap } from "~/lib/i18n/route-namespaces";
import { env } from "~/lib/env.server"; // validates the environment when the server starts
import { applyPageCacheHeaders } from "~/lib/security/cache-control.server";
import { appendPersonalHint } from "~/lib/personal/personal-hint.server";
import { applyPageSecurityHeaders, baseSecurityHeaders, createNonce } from "~/lib/security/headers.server";
import { pageLoadsStripe } from "~/lib/checkout/card-payment";
import { NonceContext } from "~/lib/security/nonce";
import { PageStylesContext } from "~/lib/styles/page-styles";
import { PAGE_STYLES } from "~/lib/styles/page-styles.server";
import { translationView } from "~/lib/i18n/translation-view";

export const streamTimeout = 5_000;

// For the storefront's own server (server.js), which reads them from this build.
export { CLIENT_ADDRESS_HEADER } from "~/lib/security/client-address";
export { redactUrl } from "@dreamshade/contracts";
export { coalesceFlushes } from "~/lib/coalesced-flush.server";
export { pageCacheMiddleware } from "~/lib/page-cache/middleware.server";

const PUBLIC_HTTPS = env.PUBLIC_STOREFRONT_URL.startsWith("https://");

/** Data requests of client navigations carry the same basic headers, hint and cache rules as pages. */
export function handleDataRequest(response: Response, { request }: { request: Request }) {
  for (const [name, value] of Object.entries(baseSecurityHeaders({ https: PUBLIC_HTTPS }))) {
    response.headers.set(name, value);
  }
  appendPersonalHint(request, response.headers);
  applyPageCacheHeaders(request, response.status, response.headers);
  return response;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  entryContext: EntryContext,
  routerContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const i18n = getInstance(routerContext);
  const nonce = createNonce();
  applyPageSecurityHeaders(responseHeaders, {
    nonce,
    https: PUBLIC_HTTPS,
    production: process.env.NODE_ENV === "production",
    stripe: pageLoadsStripe(new URL(request.url).pathname, Boolean(env.STRIPE_PUBLISHABLE_KEY)),
  });
  // Before the cache rules: an answer that sets the hint is never shared.
  appendPersonalHint(request, responseHeaders);
  applyPageCacheHeaders(request, responseStatusCode, responseHeaders);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; people get the shell first and the rest streamed.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || entryContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <PageStylesContext.Provider value={PAGE_STYLES}>
          <I18nextProvider i18n={translationView(i18n)}>
            <ServerRouter context={entryContext} url={request.url} nonce={nonce} />
          </I18nextProvider>
        </PageStylesContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        bootstrapScriptContent: i18nBootstrapScript(entryContext, i18n.language, (ns) =>
          i18n.getResourceBundle(i18n.language, ns),
        ),
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject and are logged by React Router itself.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/**
 * The translations of the namespaces this page's routes declare, inlined as a tiny classic
 * script. The app's module scripts run after it, so the browser's i18next starts with exactly
 * what the page needs: no extra request, no flash of keys, and other namespaces stay on the
 * server until a client-side navigation asks for them.
 */
function i18nBootstrapScript(
  entryContext: EntryContext,
  language: string,
  bundleOf: (ns: string) => unknown,
): string {
  const handles = entryContext.staticHandlerContext.matches.map(
    (match) => entryContext.routeModules[match.route.id]?.handle,
  );
  const bootstrap: I18nBootstrap = {
    language,
    bundles: Object.fromEntries(namespacesOf(handles).map((ns) => [ns, bundleOf(ns)])),
  };
  // Escape "<" so no translation can close the script element.
  const json = JSON.stringify(bootstrap).replace(/</g, "\\u003c");
  return `window.${I18N_BOOTSTRAP_GLOBAL}=${json};`;
}

/** Log server errors, except the ones a shopper causes by leaving a page mid-request. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  console.error(error);
};
