import { createInstance } from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, test } from "vitest";
import type { TutorialPage } from "~/lib/medusa/tutorials.server";
import { resources } from "~/locales";
import { VideosSection } from "./videos-section";

const i18n = createInstance();

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: "fr", resources, defaultNS: "common", interpolation: { escapeValue: false } });
});

const videos = (shown: number, count: number): TutorialPage => ({
  count,
  tutorials: Array.from({ length: shown }, (_, index) => ({
    handle: `video-${index}`,
    title: `Vidéo ${index + 1}`,
    description: "Une routine.",
    videoUrl: `https://www.youtube-nocookie.com/embed/id${index}`,
    thumbnailUrl: `http://localhost:9000/uploads/${index}.webp`,
    durationSeconds: 312,
  })),
});

function render(page: TutorialPage, expanded = false) {
  return renderToString(
    <MemoryRouter>
      <I18nextProvider i18n={i18n}>
        <VideosSection videos={page} expanded={expanded} />
      </I18nextProvider>
    </MemoryRouter>,
  );
}

describe("<VideosSection> in the server's HTML", () => {
  test("no player and no third-party resource: thumbnails are links to the videos", () => {
    const html = render(videos(6, 9));
    expect(html).not.toContain("<iframe");
    expect(html).not.toMatch(/src="https:\/\/www\.youtube/);
    expect(html).toContain('href="https://www.youtube-nocookie.com/embed/id0"');
    expect(html).toContain('aria-label="Lire la vidéo : Vidéo 1"');
    expect(html).toContain('<time dateTime="PT5M12S">5:12</time>');
  });

  test("phones see three videos at first; show more is a link that works without JavaScript", () => {
    const html = render(videos(6, 9));
    expect(html.match(/class="scroll-mt-24 hidden sm:block"/g)).toHaveLength(3);
    expect(html).toContain('href="/?videos=12#video-7"');
    expect(html).toContain("Voir plus de vidéos");
  });

  test("after show more every video shows, and the control goes once all are there", () => {
    const html = render(videos(9, 9), true);
    expect(html).not.toContain("hidden sm:block");
    expect(html).not.toContain("Voir plus de vidéos");
  });
});
