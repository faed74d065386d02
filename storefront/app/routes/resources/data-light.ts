import { redirect } from "react-router";
import { z } from "zod";
import { DATA_LIGHT_CHOICES } from "~/lib/data-light/data-light";
import { serializeDataLightCookie } from "~/lib/data-light/data-light.server";
import { getInstance } from "~/lib/i18n/i18next.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import type { Route } from "./+types/data-light";

/**
 * The footer's "Économie de données" switch (docs/decisions/035): a plain POST form (works
 * without JavaScript; the root's Origin check refuses another site's post). Stores the choice in
 * the `data_light` cookie and sends the shopper back to the page they were on.
 */

const DataLightSwitchSchema = z.object({
  mode: z.enum(DATA_LIGHT_CHOICES),
  redirectTo: z.string().optional(),
});

export function loader() {
  return redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = DataLightSwitchSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!submission.success) {
    const t = getInstance(context).getFixedT(null, "common");
    throw new Response(t("dataLight.invalidChoice"), {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" },
    });
  }
  return redirect(safeRedirectPath(submission.data.redirectTo), {
    headers: { "Set-Cookie": await serializeDataLightCookie(submission.data.mode, request) },
  });
}
