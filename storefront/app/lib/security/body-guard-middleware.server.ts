import type { MiddlewareFunction } from "react-router";
import { getInstance } from "~/lib/i18n/i18next.server";
import { bodyProblem } from "./body-guard.server";

const STATUS = { tooLarge: 413, unsupported: 415 } as const;
const MESSAGE = { tooLarge: "errors.bodyTooLarge", unsupported: "errors.unsupportedBody" } as const;

/**
 * Every form action of the storefront: a body that is not an HTML form's, or one too large, gets
 * its status and a sentence in the shopper's language before any action reads it. (A post from
 * another site never gets here: the origin guard before it refuses it.)
 */
export const bodyGuardMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const problem = await bodyProblem(request);
  if (!problem) return next();
  const t = getInstance(context).getFixedT(null, "common");
  return new Response(t(MESSAGE[problem]), {
    status: STATUS[problem],
    headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" },
  });
};
