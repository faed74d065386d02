import type { MiddlewareFunction } from "react-router";
import { env } from "~/lib/env.server";
import { getInstance } from "~/lib/i18n/i18next.server";
import { bodyProblem } from "./body-guard.server";
import { isCrossSitePost } from "./same-origin.server";

const STATUS = { crossSite: 403, tooLarge: 413, unsupported: 415 } as const;
const MESSAGE = {
  crossSite: "errors.crossSite",
  tooLarge: "errors.bodyTooLarge",
  unsupported: "errors.unsupportedBody",
} as const;

/**
 * Every form action of the storefront: a post from another site, a body that is not an HTML
 * form's, or one too large gets its status and a sentence in the shopper's language before any
 * action reads it.
 */
export const bodyGuardMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const problem = isCrossSitePost(request, env.PUBLIC_STOREFRONT_URL) ? "crossSite" : await bodyProblem(request);
  if (!problem) return next();
  const t = getInstance(context).getFixedT(null, "common");
  return new Response(t(MESSAGE[problem]), {
    status: STATUS[problem],
    headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" },
  });
};
