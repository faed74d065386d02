import { describe, expect, test } from "vitest";
import { toTutorialPage } from "./tutorials.server";

const tutorial = {
  handle: "routine-peau-grasse-en-4-etapes",
  title: "Routine peau grasse en 4 étapes",
  description: "Nettoyer, équilibrer, hydrater et protéger.",
  video_url: "https://www.youtube-nocookie.com/embed/k3Zq8WmT2pA",
  thumbnail_url: "http://localhost:9000/uploads/1-routine.webp",
  duration_seconds: 312,
};

describe("toTutorialPage", () => {
  test("maps the backend's videos to plain data", () => {
    expect(toTutorialPage({ tutorials: [tutorial], count: 9 })).toEqual({
      count: 9,
      tutorials: [
        {
          handle: tutorial.handle,
          title: tutorial.title,
          description: tutorial.description,
          videoUrl: tutorial.video_url,
          thumbnailUrl: tutorial.thumbnail_url,
          durationSeconds: 312,
        },
      ],
    });
  });

  test("refuses a video URL that is not https (it becomes an iframe's src)", () => {
    expect(() => toTutorialPage({ tutorials: [{ ...tutorial, video_url: "javascript:alert(1)" }], count: 1 })).toThrow();
    expect(() => toTutorialPage({ tutorials: [{ ...tutorial, video_url: "http://example.com/v" }], count: 1 })).toThrow();
  });
});
