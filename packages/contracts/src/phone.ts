/**
 * Cameroon's mobile numbers (`237` + 9 digits starting with 6) and which operator a number belongs
 * to, by its first three digits after 237 (spec §5; DESIGN.md). The backend's mobile-money plugin
 * may be given other prefixes by configuration; these are the defaults both sides check with.
 */
export type MobileOperator = "mtn" | "orange"

export const CAMEROON_MOBILE = /^2376\d{8}$/

export const OPERATOR_PREFIXES: Record<MobileOperator, readonly string[]> = {
  mtn: ["670", "671", "672", "673", "674", "675", "676", "677", "678", "679", "650", "651", "652", "653", "654", "680", "681", "682", "683"],
  orange: ["690", "691", "692", "693", "694", "695", "696", "697", "698", "699", "655", "656", "657", "658", "659", "685", "686", "687", "688", "689"],
}

/** `+237 6 70 12 34 56` → `237670123456`: spaces, dashes, dots, brackets and a leading + or 00 go. */
export function normalizePhone(typed: string): string {
  return typed.replace(/[\s\-().]/g, "").replace(/^\+/, "").replace(/^00/, "")
}

/** The operator of a normalized Cameroonian mobile number, or null when it is not one (or nobody's). */
export function operatorOf(phone: string, prefixes: Record<MobileOperator, readonly string[]> = OPERATOR_PREFIXES): MobileOperator | null {
  if (!CAMEROON_MOBILE.test(phone)) return null
  const prefix = phone.slice(3, 6)
  if (prefixes.mtn.includes(prefix)) return "mtn"
  if (prefixes.orange.includes(prefix)) return "orange"
  return null
}
