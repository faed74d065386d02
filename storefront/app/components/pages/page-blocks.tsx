import { Link } from "react-router";
import { ContactDetails } from "./contact-details";
import type { Block, PageLabels } from "./content";
import { RichText } from "./rich-text";

/** One block of an informational page's section. */
export function PageBlock({ block, labels }: { block: Block; labels: PageLabels }) {
  switch (block.kind) {
    case "paragraph":
      return (
        <p className="leading-relaxed text-ink-700">
          <RichText text={block.text} />
        </p>
      );
    case "list":
      return (
        <ul className="list-disc space-y-2 pl-5 leading-relaxed text-ink-700 marker:text-accent-700">
          {block.items.map((item) => (
            <li key={item}>
              <RichText text={item} />
            </li>
          ))}
        </ul>
      );
    case "facts":
      return (
        <dl className="divide-y divide-sand-200 rounded-2xl border border-sand-200 bg-white/60">
          {block.items.map((item) => (
            <div key={item.term} className="grid gap-1 px-5 py-3 sm:grid-cols-[minmax(0,14rem)_1fr] sm:gap-6">
              <dt className="font-semibold text-ink-900">{item.term}</dt>
              <dd className="text-ink-700">
                <RichText text={item.detail} />
              </dd>
            </div>
          ))}
        </dl>
      );
    case "steps":
      return (
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {block.items.map((item, index) => (
            <li key={item.title} className="rounded-2xl border border-sand-200 bg-white/60 p-5">
              <span aria-hidden="true" className="font-display text-3xl text-accent-700">
                {index + 1}
              </span>
              <h3 className="mt-2 font-semibold text-ink-900">{item.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-ink-700">
                <RichText text={item.text} />
              </p>
            </li>
          ))}
        </ol>
      );
    case "cards":
      return (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {block.items.map((item) => (
            <li key={item.title} className="rounded-2xl border border-sand-200 bg-white/60 p-5">
              <h3 className="font-semibold text-ink-900">{item.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-ink-700">
                <RichText text={item.text} />
              </p>
            </li>
          ))}
        </ul>
      );
    case "questions":
      return (
        <div className="divide-y divide-sand-200 rounded-2xl border border-sand-200 bg-white/60">
          {block.items.map((item) => (
            <details key={item.question} className="group px-5">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-ink-900 [&::-webkit-details-marker]:hidden">
                {item.question}
                <span aria-hidden="true" className="text-xl text-accent-700 transition-transform group-open:rotate-45">
                  +
                </span>
              </summary>
              <div className="space-y-3 pb-5 leading-relaxed text-ink-700">
                {item.answer.map((paragraph) => (
                  <p key={paragraph}>
                    <RichText text={paragraph} />
                  </p>
                ))}
              </div>
            </details>
          ))}
        </div>
      );
    case "links":
      return (
        <ul className="grid gap-4 sm:grid-cols-2">
          {block.items.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className="block h-full rounded-2xl border border-sand-200 bg-white/60 p-5 transition-colors hover:border-accent-700"
              >
                <span className="font-semibold text-accent-800">{item.label}</span>
                <span className="mt-1 block text-sm leading-relaxed text-ink-700">{item.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      );
    case "contact":
      return <ContactDetails labels={labels.contact} />;
  }
}
