import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { shareLinks } from "./share-urls";

interface ShareButtonsProps {
  /** The page's canonical address. */
  url: string;
  title: string;
  /** The sentence shared with the link. */
  text: string;
}

type CopyStatus = "idle" | "copied" | "failed";

const LINK_CLASS =
  "inline-flex items-center gap-2 rounded-full border border-sand-300 px-4 py-2 text-sm font-medium text-ink-900 hover:border-accent-700 hover:text-accent-800";

/**
 * The browser's own share sheet where there is one; otherwise WhatsApp and Facebook links (they
 * work without JavaScript) and, once JavaScript runs, a copy-link button.
 */
export function ShareButtons({ url, title, text }: ShareButtonsProps) {
  const { t } = useTranslation("product");
  // Known only in the browser: the server renders the links, the browser may swap them.
  const [nativeShare, setNativeShare] = useState(false);
  const [canCopy, setCanCopy] = useState(false);
  const [copyStatus, setCopyStatus] = useState<CopyStatus>("idle");

  useEffect(() => {
    setNativeShare(typeof navigator.share === "function");
    setCanCopy(typeof navigator.clipboard?.writeText === "function");
  }, []);

  async function shareNatively() {
    try {
      await navigator.share({ title, text, url });
    } catch (error) {
      // Closing the sheet is a choice, not a failure; anything else falls back to the links.
      if (!(error instanceof DOMException && error.name === "AbortError")) setNativeShare(false);
    }
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      setCopyStatus("copied");
    } catch {
      setCopyStatus("failed");
    }
  }

  const links = shareLinks(url, text);
  return (
    <section aria-labelledby="share-heading">
      <h2 id="share-heading" className="text-sm font-semibold tracking-[0.14em] text-ink-500 uppercase">
        {t("share.heading")}
      </h2>
      {nativeShare ? (
        <button type="button" onClick={shareNatively} className={`mt-3 ${LINK_CLASS}`}>
          {t("share.native")}
        </button>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2">
          <li>
            <a href={links.whatsapp} target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
              {t("share.whatsapp")}
              <span className="sr-only"> {t("share.newWindow")}</span>
            </a>
          </li>
          <li>
            <a href={links.facebook} target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
              {t("share.facebook")}
              <span className="sr-only"> {t("share.newWindow")}</span>
            </a>
          </li>
          {canCopy ? (
            <li>
              <button type="button" onClick={copyLink} className={LINK_CLASS}>
                {t("share.copy")}
              </button>
            </li>
          ) : null}
        </ul>
      )}
      <p role="status" className="mt-2 text-sm text-ink-700">
        {copyStatus === "copied" ? t("share.copied") : copyStatus === "failed" ? t("share.copyFailed", { url }) : null}
      </p>
    </section>
  );
}
