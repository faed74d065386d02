import { CAMEROON_MOBILE, normalizePhone } from "@dreamshade/contracts";
import { data } from "react-router";
import type { WhatsAppAnswer } from "~/components/account/whatsapp-form";
import { setWhatsAppPreference } from "~/lib/medusa/whatsapp.server";

/** The account page's WhatsApp form: on with a Cameroonian mobile number, or off. */
export async function saveWhatsAppChoice(request: Request, token: string, formData: FormData) {
  const optedIn = formData.get("whatsapp_opt_in") === "on";
  const phone = normalizePhone(String(formData.get("whatsapp_phone") ?? "").slice(0, 30));
  const answer = (outcome: WhatsAppAnswer["outcome"]) => data<WhatsAppAnswer>({ intent: "whatsapp", outcome, phone }, { status: outcome === "invalidPhone" ? 400 : 200 });
  if (optedIn && !CAMEROON_MOBILE.test(phone)) return answer("invalidPhone");
  const saved = await setWhatsAppPreference(request, token, { optedIn, phone: optedIn ? phone : undefined });
  if (!saved.ok) return answer("invalidPhone");
  return answer(optedIn ? "savedOn" : "savedOff");
}
