import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import {
  pageHref,
  paginate,
  requirePageLinkTemplate,
  type PaginationInput,
} from "./pagination-model";

interface CommonProps extends PaginationInput {
  /** Reading direction; the arrow glyphs mirror themselves in rtl. */
  direction?: "ltr" | "rtl";
  className?: string;
}

interface ButtonPaginationProps extends CommonProps {
  type?: "button";
  onPageChange: (page: number) => void;
}

interface LinkPaginationProps extends CommonProps {
  type: "link";
  /** A URL with a `{page}` placeholder, e.g. `/shop?page={page}`. Works without JavaScript. */
  linkUrl: string;
}

export type PaginationProps = ButtonPaginationProps | LinkPaginationProps;

/** The reusable page widget of spec §3/§9: page buttons, previous/next and jump controls. */
export function Pagination(props: PaginationProps) {
  const { t } = useTranslation("common");
  const template = props.type === "link" ? requirePageLinkTemplate(props.linkUrl) : null;
  const model = paginate(props);
  if (model.totalPages <= 1) return null;

  const control = (page: number | null, label: string, content: ReactNode, current = false) => {
    const base =
      "inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-medium transition-colors";
    if (page === null) {
      const disabledClass = `${base} cursor-not-allowed text-ink-300`;
      return template === null ? (
        <button type="button" className={disabledClass} aria-label={label} disabled>
          {content}
        </button>
      ) : (
        // biome-ignore lint/a11y/useSemanticElements: a link with nowhere to go; an <a> without href is not announced as disabled.
        // biome-ignore lint/a11y/useFocusableInteractive: disabled, so not in the tab order.
        <span className={disabledClass} aria-label={label} aria-disabled="true" role="link">
          {content}
        </span>
      );
    }
    const stateClass = current
      ? "bg-accent-700 text-white"
      : "text-ink-700 hover:bg-accent-50 hover:text-accent-800";
    const className = `${base} ${stateClass}`;
    const ariaCurrent = current ? ("page" as const) : undefined;
    if (template !== null) {
      return (
        <Link to={pageHref(template, page)} className={className} aria-label={label} aria-current={ariaCurrent}>
          {content}
        </Link>
      );
    }
    const { onPageChange } = props as ButtonPaginationProps;
    return (
      <button
        type="button"
        className={className}
        aria-label={label}
        aria-current={ariaCurrent}
        onClick={() => onPageChange(page)}
      >
        {content}
      </button>
    );
  };

  const jumpLabel = { pages: model.jump };
  return (
    <nav aria-label={t("pagination.label")} dir={props.direction ?? "ltr"} className={props.className}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>{control(model.jumpBackPage, t("pagination.jumpBack", jumpLabel), "«")}</li>
        <li>{control(model.previousPage, t("pagination.previous"), "‹")}</li>
        {model.pages.map((page) => (
          <li key={page}>
            {control(page, t("pagination.page", { page }), page, page === model.currentPage)}
          </li>
        ))}
        <li>{control(model.nextPage, t("pagination.next"), "›")}</li>
        <li>{control(model.jumpForwardPage, t("pagination.jumpForward", jumpLabel), "»")}</li>
      </ul>
    </nav>
  );
}
