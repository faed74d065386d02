import { z } from "zod";
import type { ContactSubmission } from "~/lib/contact/contact-schema";
import type { Language } from "~/lib/i18n/languages";
import { backendJson } from "./backend-fetch.server";

/**
 * Sends the contact form to `POST /store/contact-messages`. Its refusals (missing field, captcha,
 * throttle) come back in the account API's shape, so `apiFailure` turns them into form errors.
 */
export async function sendContactMessage(request: Request, submission: ContactSubmission, locale: Language): Promise<void> {
  await backendJson(request, "/store/contact-messages", z.object({ contact_message: z.object({ id: z.string() }) }), {
    method: "POST",
    body: { ...submission, locale },
  });
}
