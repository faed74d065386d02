import { useState, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { TutorialPage } from "~/lib/medusa/tutorials.server";
import { VideoCard } from "./video-card";
import { showMore, VIDEOS_ON_PHONES } from "./video-count";

/** Matches Tailwind's `sm` breakpoint: below it, only the first videos show at first. */
const PHONE_QUERY = "(max-width: 639.98px)";

interface VideosSectionProps {
  videos: TutorialPage;
  /** The shopper already asked for more (`?videos=`): phones show every video. */
  expanded: boolean;
}

/**
 * How-to videos with "show more". Without JavaScript, "show more" is a link that loads more
 * videos (`?videos=12`) and lands on the first new one. With it, a phone first reveals the
 * videos it was hiding, then the link loads more without a full page load.
 */
export function VideosSection({ videos, expanded }: VideosSectionProps) {
  const { t } = useTranslation("home");
  const [revealed, setRevealed] = useState(false);
  const shown = videos.tutorials.length;
  const collapsedOnPhones = !expanded && !revealed && shown > VIDEOS_ON_PHONES;
  const more = showMore(shown, videos.count, expanded || revealed);

  function onShowMore(event: MouseEvent<HTMLAnchorElement>) {
    if (!collapsedOnPhones || !window.matchMedia(PHONE_QUERY).matches) return;
    event.preventDefault();
    setRevealed(true);
    requestAnimationFrame(() => document.getElementById(`video-${VIDEOS_ON_PHONES + 1}`)?.focus());
  }

  return (
    <section id="videos" aria-labelledby="videos-heading" className="mx-auto max-w-6xl scroll-mt-24 px-4 py-16 sm:px-6">
      <h2 id="videos-heading" className="font-display text-3xl text-ink-900">
        {t("videos.heading")}
      </h2>
      <p className="mt-2 text-ink-700">{t("videos.intro")}</p>
      <ul className="mt-8 grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {videos.tutorials.map((tutorial, index) => (
          <VideoCard
            key={tutorial.handle}
            tutorial={tutorial}
            position={index + 1}
            hiddenOnPhones={collapsedOnPhones && index >= VIDEOS_ON_PHONES}
          />
        ))}
      </ul>
      {more ? (
        <div className={`mt-10 text-center ${more.phonesOnly ? "sm:hidden" : ""}`}>
          <Link
            to={more.href}
            preventScrollReset
            onClick={onShowMore}
            className="inline-flex items-center gap-2 rounded-full border border-ink-900 px-6 py-3 text-sm font-semibold text-ink-900 transition-colors hover:bg-ink-900 hover:text-white"
          >
            {t("videos.showMore")}
            <span aria-hidden="true">↓</span>
          </Link>
        </div>
      ) : null}
    </section>
  );
}
