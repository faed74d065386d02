import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { useDataLight } from "~/lib/data-light/data-light";
import type { Tutorial } from "~/lib/medusa/tutorials.server";
import { autoplayUrl, formatDuration } from "./video-count";

const noSubscription = () => () => {};

/** False in the server's HTML and during hydration, true once React runs in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

interface VideoCardProps {
  tutorial: Tutorial;
  /** 1-based: the card's anchor (`#video-7`) that "show more" scrolls to. */
  position: number;
  /** Hidden on phones until the shopper asks for more. */
  hiddenOnPhones: boolean;
}

/**
 * A how-to video that costs nothing until it is played: the thumbnail comes from our backend,
 * and the YouTube player (a third party) is inserted only when the shopper presses play.
 * Without JavaScript the thumbnail is a plain link to the video.
 */
export function VideoCard({ tutorial, position, hiddenOnPhones }: VideoCardProps) {
  const { t } = useTranslation("home");
  const hydrated = useHydrated();
  // Data-light mode: no thumbnail (the dark tile and its play sign stay); the player only on a press.
  const dataLight = useDataLight().on;
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  const label = t("videos.play", { title: tutorial.title });
  const duration = tutorial.durationSeconds ? formatDuration(tutorial.durationSeconds) : null;

  // The play button disappears: keep the keyboard user's place on the player.
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);

  const thumbnail = (
    <>
      {tutorial.thumbnailUrl && !dataLight ? (
        <img
          src={tutorial.thumbnailUrl}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
      ) : null}
      <span
        aria-hidden="true"
        className="absolute inset-0 m-auto flex h-14 w-14 items-center justify-center rounded-full bg-white/90 text-xl text-accent-800 shadow-lg transition-transform group-hover:scale-110"
      >
        ▶
      </span>
    </>
  );
  const thumbnailClass = "group absolute inset-0 block h-full w-full overflow-hidden";

  return (
    <li id={`video-${position}`} tabIndex={-1} className={`scroll-mt-24 ${hiddenOnPhones ? "hidden sm:block" : ""}`}>
      <article className="flex h-full flex-col">
        <div className="relative aspect-video overflow-hidden rounded-2xl bg-ink-900">
          {playing ? (
            <iframe
              ref={player}
              src={autoplayUrl(tutorial.videoUrl)}
              title={tutorial.title}
              allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              className="absolute inset-0 h-full w-full"
            />
          ) : hydrated ? (
            <button type="button" aria-label={label} onClick={() => setPlaying(true)} className={thumbnailClass}>
              {thumbnail}
            </button>
          ) : (
            <a href={tutorial.videoUrl} aria-label={label} target="_blank" rel="noopener noreferrer" className={thumbnailClass}>
              {thumbnail}
            </a>
          )}
        </div>
        <h3 className="mt-3 font-display text-lg leading-snug text-ink-900">{tutorial.title}</h3>
        {duration ? (
          <p className="mt-1 text-xs font-medium text-ink-500">
            <span className="sr-only">{t("videos.duration")} </span>
            <time dateTime={duration.iso}>{duration.text}</time>
          </p>
        ) : null}
        <p className="mt-2 text-sm leading-relaxed text-ink-700">{tutorial.description}</p>
      </article>
    </li>
  );
}
