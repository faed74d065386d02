import { z } from "zod";
import { detectLanguage } from "~/lib/i18n/detect-language.server";
import { cachedCatalogueRead } from "./catalogue-cache.server";
import { getMedusa } from "./client.server";
import { localeHeaders } from "./locale";

/** A how-to video. Plain data: safe to send to the browser. */
export interface Tutorial {
  handle: string;
  title: string;
  description: string;
  /** The youtube-nocookie embed URL: loaded only when the shopper plays the video. */
  videoUrl: string;
  /** Served by our backend: no third-party request. */
  thumbnailUrl: string | null;
  durationSeconds: number | null;
}

const TutorialList = z.object({
  tutorials: z.array(
    z.object({
      handle: z.string(),
      title: z.string(),
      description: z.string().nullish(),
      video_url: z.url({ protocol: /^https$/ }),
      thumbnail_url: z.string().nullish(),
      duration_seconds: z.number().nullish(),
    }),
  ),
  count: z.number(),
});

export interface TutorialPage {
  tutorials: Tutorial[];
  /** All the videos there are. */
  count: number;
}

/** The backend's answer as plain data; throws on an unexpected shape or a non-https video. */
export function toTutorialPage(response: unknown): TutorialPage {
  const { tutorials, count } = TutorialList.parse(response);
  return {
    count,
    tutorials: tutorials.map((tutorial) => ({
      handle: tutorial.handle,
      title: tutorial.title,
      description: tutorial.description ?? "",
      videoUrl: tutorial.video_url,
      thumbnailUrl: tutorial.thumbnail_url ?? null,
      durationSeconds: tutorial.duration_seconds ?? null,
    })),
  };
}

/** The first `limit` how-to videos, in rank order and the shopper's language. */
export async function listTutorials(request: Request, limit: number): Promise<TutorialPage> {
  const [sdk, language] = await Promise.all([getMedusa(), detectLanguage(request)]);
  return cachedCatalogueRead(`tutorials:${language}:${limit}`, async () => {
    const response = await sdk.client.fetch<unknown>("/store/tutorials", {
      query: { limit, offset: 0, fields: "handle,title,description,video_url,thumbnail_url,duration_seconds" },
      headers: localeHeaders(language),
    });
    return toTutorialPage(response);
  });
}
