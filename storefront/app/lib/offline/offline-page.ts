import type { Language } from "~/lib/i18n/languages";
import en from "~/locales/en/offline";
import fr from "~/locales/fr/offline";

/**
 * The page the service worker answers when a page cannot be had: never seen (`unseen`), or one
 * that needs the shop's server (`connection`: bag, checkout, account, payments). Built by the
 * worker in the shopper's language, with links to the pages it keeps. Plain HTML and an inline
 * style, no script: it needs nothing from the network.
 */

export type OfflinePageKind = "unseen" | "connection";

export interface KeptPageLink {
  url: string;
  title: string;
}

const TEXTS: Record<Language, typeof fr> = { fr, en };

function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
}

export function offlinePageHtml(language: Language, kind: OfflinePageKind, kept: readonly KeptPageLink[]): string {
  const t = TEXTS[language];
  const heading = kind === "connection" ? t.connectionTitle : t.unseenTitle;
  const lead = kind === "connection" ? t.connectionLead : t.unseenLead;
  const links = kept.length
    ? `<h2>${escapeHtml(t.keptTitle)}</h2><ul>${kept
        .map((page) => `<li><a href="${escapeHtml(page.url)}">${escapeHtml(page.title)}</a></li>`)
        .join("")}</ul>`
    : `<p>${escapeHtml(t.nothingKept)}</p>`;
  return `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(heading)}</title><style>body{margin:0;font-family:system-ui,sans-serif;background:#fbf7f4;color:#2a2220;line-height:1.5}main{max-width:40rem;margin:0 auto;padding:2rem 1.25rem}h1{font-size:1.5rem}h2{font-size:1.1rem;margin-top:2rem}a{color:#7f2448}li{margin:.4rem 0}.retry{display:inline-block;margin-top:1rem;padding:.6rem 1.2rem;border-radius:999px;background:#9b2f59;color:#fff;text-decoration:none}</style></head><body><main><p role="status">${escapeHtml(t.banner)}</p><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(lead)}</p><a class="retry" href="">${escapeHtml(t.retry)}</a>${links}</main></body></html>`;
}

/** The answer: never kept by anyone, and allowed nothing but its own inline style. */
export function offlinePageResponse(language: Language, kind: OfflinePageKind, kept: readonly KeptPageLink[]): Response {
  return new Response(offlinePageHtml(language, kind, kept), {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Language": language,
      "Cache-Control": "no-store",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'self'",
    },
  });
}
