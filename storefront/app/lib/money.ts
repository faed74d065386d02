import type { Language } from "~/lib/i18n/languages";

/**
 * The one place prices are written for shoppers. XAF has no minor unit, so amounts are whole
 * francs.
 *
 * - French: `12 500 FCFA`. Groups are separated by U+202F (narrow no-break space, the French
 *   typographic rule and what Intl produces for fr-FR); the unit follows after U+00A0 so a price
 *   never wraps across lines. Whatever space the runtime's ICU uses is normalised to U+202F.
 * - English: `XAF 12,500`, with U+00A0 after the code for the same reason.
 */
export const GROUP_SEPARATOR_FR = "\u202F";
export const UNIT_SEPARATOR = "\u00A0";

const numberFormats: Record<Language, Intl.NumberFormat> = {
  fr: new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 0, useGrouping: true }),
  en: new Intl.NumberFormat("en-US", { maximumFractionDigits: 0, useGrouping: true }),
};

export function formatPrice(amount: number, language: Language): string {
  if (!Number.isFinite(amount)) throw new Error(`formatPrice: not a finite amount: ${amount}`);
  const whole = Math.round(amount);
  if (language === "fr") {
    const digits = numberFormats.fr.format(whole).replace(/[\s\u202F\u00A0]/g, GROUP_SEPARATOR_FR);
    return `${digits}${UNIT_SEPARATOR}FCFA`;
  }
  return `XAF${UNIT_SEPARATOR}${numberFormats.en.format(whole)}`;
}
