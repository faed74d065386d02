import { useTranslation } from "react-i18next";
import { toLanguage } from "~/lib/i18n/languages";
import { formatXaf } from "@dreamshade/contracts";

/** Why the results are not exactly what the URL asked for. */
export type ShopNoticeData = { kind: "invertedPrice"; min: number; max: number } | { kind: "rejected" };

export function ShopNotice({ notice }: { notice: ShopNoticeData }) {
  const { t, i18n } = useTranslation("shop");
  const language = toLanguage(i18n.language);
  return (
    <p role="alert" className="rounded-xl border border-accent-100 bg-accent-50 px-4 py-3 text-sm text-accent-800">
      {notice.kind === "invertedPrice"
        ? t("notices.invertedPrice", { min: formatXaf(notice.min, language), max: formatXaf(notice.max, language) })
        : t("notices.rejected")}
    </p>
  );
}
