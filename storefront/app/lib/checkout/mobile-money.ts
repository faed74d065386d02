/**
 * The shopper's mobile-money number, checked before the order is placed: `237` + 9 digits
 * starting with 6, of the chosen operator (spec §5; DESIGN.md: MTN 67x, 650–654, 680–683). The
 * backend checks it again with its configured prefixes (plugins/mobile-money/src/lib/operators.ts).
 */
export const MTN_PREFIXES = ["67", "650", "651", "652", "653", "654", "680", "681", "682", "683"];

export function normalizeMobileNumber(typed: string): string {
  return typed.replace(/[\s\-().]/g, "").replace(/^\+/, "").replace(/^00/, "");
}

/** Null when the number is a Cameroonian MTN mobile; else why not. */
export function mtnNumberProblem(phone: string): "mtnNumberRequired" | "mtnNumber" | null {
  if (!phone) return "mtnNumberRequired";
  if (!/^2376\d{8}$/.test(phone)) return "mtnNumber";
  const local = phone.slice(3);
  return MTN_PREFIXES.some((prefix) => local.startsWith(prefix)) ? null : "mtnNumber";
}
