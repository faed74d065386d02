/**
 * The shopper's mobile-money number, checked before the order is placed: `237` + 9 digits
 * starting with 6, of the chosen operator (spec §5; DESIGN.md: MTN 67x, 650–654, 680–683;
 * Orange 69x, 655–659, 685–689). The backend checks it again with its configured prefixes
 * (plugins/mobile-money/src/lib/operators.ts).
 */
export const OPERATOR_PREFIXES = {
  mtn_momo: ["67", "650", "651", "652", "653", "654", "680", "681", "682", "683"],
  orange_money: ["69", "655", "656", "657", "658", "659", "685", "686", "687", "688", "689"],
} as const;

export type MobileMoneyMode = keyof typeof OPERATOR_PREFIXES;

export function isMobileMoneyMode(mode: string): mode is MobileMoneyMode {
  return mode in OPERATOR_PREFIXES;
}

export function normalizeMobileNumber(typed: string): string {
  return typed.replace(/[\s\-().]/g, "").replace(/^\+/, "").replace(/^00/, "");
}

type Problem = "mobileNumberRequired" | "mtnNumber" | "orangeNumber";

/** Null when the number is a Cameroonian mobile of the mode's operator; else why not. */
export function mobileNumberProblem(mode: MobileMoneyMode, phone: string): Problem | null {
  if (!phone) return "mobileNumberRequired";
  const wrong: Problem = mode === "mtn_momo" ? "mtnNumber" : "orangeNumber";
  if (!/^2376\d{8}$/.test(phone)) return wrong;
  const local = phone.slice(3);
  return OPERATOR_PREFIXES[mode].some((prefix) => local.startsWith(prefix)) ? null : wrong;
}
