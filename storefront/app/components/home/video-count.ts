/** Videos on the home page at first: 3 on phones (CSS hides the rest), 6 elsewhere. */
export const VIDEOS_SHOWN = 6;
export const VIDEOS_ON_PHONES = 3;
/** Each "show more" adds this many; never more than `VIDEOS_MAX` at once. */
export const VIDEOS_STEP = 6;
export const VIDEOS_MAX = 48;

/** The `?videos=` parameter: how many videos to show. Anything odd means the default. */
export function parseVideoCount(value: string | null): number {
  if (value === null || !/^\d+$/.test(value)) return VIDEOS_SHOWN;
  return Math.min(VIDEOS_MAX, Math.max(VIDEOS_SHOWN, Number(value)));
}

/**
 * Where "show more" leads: more videos, scrolled to the first new one. When every video is
 * already in the page but phones hide some (first screen), the link only reveals those
 * (`phonesOnly`). Null when there is nothing more to show.
 */
export function showMore(
  shown: number,
  total: number,
  expanded: boolean,
): { href: string; phonesOnly: boolean } | null {
  if (shown < total && shown < VIDEOS_MAX) {
    const next = Math.min(VIDEOS_MAX, shown + VIDEOS_STEP);
    return { href: `/?videos=${next}#video-${shown + 1}`, phonesOnly: false };
  }
  if (!expanded && shown > VIDEOS_ON_PHONES) {
    return { href: `/?videos=${shown}#video-${VIDEOS_ON_PHONES + 1}`, phonesOnly: true };
  }
  return null;
}

/** `312` → `5:12`, and its ISO 8601 duration `PT5M12S` for `<time dateTime>`. */
export function formatDuration(seconds: number): { text: string; iso: string } {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return { text: `${minutes}:${String(rest).padStart(2, "0")}`, iso: `PT${minutes}M${rest}S` };
}

/** The embed URL that starts playing at once: the shopper has just pressed play. */
export function autoplayUrl(videoUrl: string): string {
  const url = new URL(videoUrl);
  url.searchParams.set("autoplay", "1");
  return url.toString();
}
