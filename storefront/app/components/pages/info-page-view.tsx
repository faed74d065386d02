import { useTranslation } from "react-i18next";
import { toLanguage } from "~/lib/i18n/languages";
import type { InfoPageContent, PageLabels } from "./content";
import { PageBlock } from "./page-blocks";
import { RichText } from "./rich-text";
import { formatShopDate } from "./shop-date";

/** Pages with at least this many sections get a table of contents. */
const TABLE_OF_CONTENTS_FROM = 5;

/** An informational page: header, optional table of contents, then its sections. */
export function InfoPageView({ content, labels }: { content: InfoPageContent; labels: PageLabels }) {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const withContents = content.sections.length >= TABLE_OF_CONTENTS_FROM;

  return (
    <article className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="border-b border-sand-200 pb-8">
        <h1 className="font-display text-4xl text-ink-900 sm:text-5xl">{content.title}</h1>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-ink-700">
          <RichText text={content.intro} />
        </p>
        {content.updated ? (
          <p className="mt-4 text-sm text-ink-500">
            {labels.updated.replace(
              "{{date}}",
              formatShopDate(content.updated, language),
            )}
          </p>
        ) : null}
      </header>

      {withContents ? (
        <nav aria-labelledby="on-this-page" className="mt-8 rounded-2xl bg-sand-50 p-5">
          <h2 id="on-this-page" className="footer-heading">
            {labels.onThisPage}
          </h2>
          <ol className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            {content.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-ink-700 hover:text-accent-800 hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}

      {content.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-12 scroll-mt-24">
          <h2 id={`${section.id}-heading`} className="font-display text-2xl text-ink-900 sm:text-3xl">
            {section.heading}
          </h2>
          <div className="mt-5 space-y-5">
            {section.blocks.map((block, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed page content, never reordered.
              <PageBlock key={index} block={block} labels={labels} />
            ))}
          </div>
        </section>
      ))}
    </article>
  );
}
