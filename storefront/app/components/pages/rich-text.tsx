import { Fragment } from "react";
import { Link } from "react-router";

export type RichTextPart = string | { label: string; href: string };

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Splits `See the [FAQ](/faq).` into text and links. */
export function parseRichText(text: string): RichTextPart[] {
  const parts: RichTextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ label: match[1]!, href: match[2]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

const LINK_CLASS = "font-medium text-accent-700 underline underline-offset-2 hover:text-accent-800";

/** Text with `[label](/path)` links: internal paths navigate client-side, others are plain links. */
export function RichText({ text }: { text: string }) {
  return parseRichText(text).map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never move.
    <RichTextPart key={index} part={part} />
  ));
}

function RichTextPart({ part }: { part: ReturnType<typeof parseRichText>[number] }) {
  if (typeof part === "string") return <Fragment>{part}</Fragment>;
  return part.href.startsWith("/") ? (
    <Link to={part.href} className={LINK_CLASS}>
      {part.label}
    </Link>
  ) : (
    <a href={part.href} className={LINK_CLASS}>
      {part.label}
    </a>
  );
}
