import { useTranslation } from "react-i18next";

export type MobileMoneyProgressState = { gateway: "mtn" | "orange"; status: string; reason: string | null; phone: string };

/** The operator's reasons the shop words; any other failure reads as a plain "failed". */
const KNOWN_REASONS = ["APPROVAL_REJECTED", "NOT_ENOUGH_FUNDS", "EXPIRED", "PAYER_NOT_FOUND", "PAYEE_NOT_ALLOWED_TO_RECEIVE", "CANCELLED"] as const;
type Reason = (typeof KNOWN_REASONS)[number] | "OTHER";

function reasonOf(reason: string | null): Reason {
  return (KNOWN_REASONS as readonly string[]).includes(reason ?? "") ? (reason as Reason) : "OTHER";
}

/** Still waiting for the shopper's phone: the page refreshes itself until the answer comes. */
export function isAwaitingMobileMoney(state: MobileMoneyProgressState | null | undefined, paid: boolean): boolean {
  return Boolean(state && !paid && (state.status === "pending" || state.status === "created"));
}

/**
 * Where a mobile-money payment stands after "place order": in progress (approve on the phone, or
 * dial *126# for MTN, #150*50# for Orange), paid, refused or expired (the operator's reason in
 * plain words), or held for staff.
 */
export function MobileMoneyProgress({ state, paid }: { state: MobileMoneyProgressState; paid: boolean }) {
  const { t } = useTranslation("checkout");
  if (paid || state.status === "successful") {
    return <p role="status" className="font-medium text-ink-900">{t("mobileMoney.paid")}</p>;
  }
  if (state.status === "held") return <p role="status" className="text-ink-900">{t("mobileMoney.held")}</p>;
  if (state.status === "failed" || state.status === "expired") {
    const reason = reasonOf(state.reason);
    return (
      <div role="alert" className="flex flex-col gap-2">
        <p className="font-medium text-accent-800">{t("mobileMoney.failed")}</p>
        <p className="text-ink-900">{t(`mobileMoney.reasons.${reason}`)}</p>
        <p className="text-sm text-ink-700">{t("mobileMoney.failedNext")}</p>
      </div>
    );
  }
  return (
    <div role="status" className="flex flex-col gap-2">
      <p className="font-medium text-ink-900">{t("mobileMoney.inProgress")}</p>
      <p className="text-ink-900">
        {state.gateway === "orange" ? t("mobileMoney.instructionOrange", { phone: state.phone }) : t("mobileMoney.instruction", { phone: state.phone })}
      </p>
      <p className="text-sm text-ink-700">{t("mobileMoney.waiting")}</p>
    </div>
  );
}
