import { MOBILE_MONEY_OPERATOR, type MobileMoneyMode, operatorOf } from "@dreamshade/contracts";

type Problem = "mobileNumberRequired" | "mtnNumber" | "orangeNumber";

/**
 * Null when the shopper's (normalized) number is a Cameroonian mobile of the mode's operator
 * (spec §5, the shared prefixes); else the message that says why not. The backend checks it again
 * with its configured prefixes.
 */
export function mobileNumberProblem(mode: MobileMoneyMode, phone: string): Problem | null {
  if (!phone) return "mobileNumberRequired";
  const operator = MOBILE_MONEY_OPERATOR[mode];
  if (operatorOf(phone) === operator) return null;
  return operator === "mtn" ? "mtnNumber" : "orangeNumber";
}
