import { redirect } from "react-router";
import { z } from "zod";
import { serializeLanguageCookie } from "~/lib/i18n/language-cookie.server";
import { SUPPORTED_LANGUAGES } from "~/lib/i18n/languages";
import { languageSwitchRedirectPath } from "~/lib/safe-redirect";
import type { Route } from "./+types/language";

/**
 * The language switch: a plain POST form in the header (works without JavaScript). Stores the
 * choice in the `lang` cookie and sends the shopper back to the page they were on.
 */

const LanguageSwitchSchema = z.object({
  lng: z.enum(SUPPORTED_LANGUAGES),
  redirectTo: z.string().optional(),
});

export function loader() {
  return redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const submission = LanguageSwitchSchema.safeParse(form);
  if (!submission.success) {
    throw new Response("Unsupported language", { status: 400 });
  }
  return redirect(languageSwitchRedirectPath(submission.data.redirectTo), {
    headers: { "Set-Cookie": await serializeLanguageCookie(submission.data.lng, request) },
  });
}
