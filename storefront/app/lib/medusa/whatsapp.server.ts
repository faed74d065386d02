import { z } from "zod";
import { backendFetch } from "./backend-fetch.server";

/** Calls to the WhatsApp plugin's store route (plugins/whatsapp): the signed-in customer's order updates. */

const PreferenceAnswer = z.object({
  whatsapp: z.object({ opted_in: z.boolean(), phone: z.string().nullable() }),
  available: z.boolean(),
});
export type WhatsAppPreference = { optedIn: boolean; phone: string | null; available: boolean };

const toPreference = (body: z.infer<typeof PreferenceAnswer>): WhatsAppPreference => ({
  optedIn: body.whatsapp.opted_in,
  phone: body.whatsapp.phone,
  available: body.available,
});

/** The customer's choice, and whether the shop sends updates on WhatsApp at all. */
export async function getWhatsAppPreference(request: Request, token: string): Promise<WhatsAppPreference> {
  const response = await backendFetch(request, "/store/whatsapp/preference", { token });
  if (!response.ok) throw new Error(`WhatsApp preference: ${response.status}`);
  return toPreference(PreferenceAnswer.parse(await response.json()));
}

/**
 * Turns the customer's updates on (with the number) or off. A refused number answers
 * `{ ok: false }` (the backend's `whatsapp_phone_invalid`); anything else unexpected throws.
 */
export async function setWhatsAppPreference(
  request: Request,
  token: string,
  input: { optedIn: boolean; phone?: string },
): Promise<{ ok: true; preference: WhatsAppPreference } | { ok: false }> {
  const response = await backendFetch(request, "/store/whatsapp/preference", {
    token,
    method: "POST",
    body: { opted_in: input.optedIn, ...(input.phone ? { phone: input.phone } : {}) },
  });
  const body: unknown = await response.json().catch(() => ({}));
  if (response.ok) return { ok: true, preference: toPreference(PreferenceAnswer.parse(body)) };
  if (response.status === 400 && (body as { code?: unknown }).code === "whatsapp_phone_invalid") return { ok: false };
  throw new Error(`WhatsApp preference: ${response.status}`);
}
