import { createElement, Fragment } from "react";
import { describe, expect, it } from "vitest";
import { compactManifest, deferredLoaderScript, splitScripts } from "./deferred-scripts";

/** Inline text as React takes it: the shape of what `<Scripts>` renders. */
const inline = (text: string) => ({ dangerouslySetInnerHTML: { __html: text } });

/** What React Router's `<Scripts>` renders on the server: hydration data, module preloads, the module script. */
const scriptsOutput = createElement(
  Fragment,
  null,
  null,
  createElement("link", { rel: "modulepreload", href: "/assets/entry.client.js" }),
  [
    createElement("link", { key: "a", rel: "modulepreload", href: "/assets/chunk.js" }),
    createElement("link", { key: "b", rel: "modulepreload", href: "/assets/home.js" }),
  ],
  createElement(
    Fragment,
    null,
    createElement("script", inline("window.__reactRouterContext = {};")),
    createElement("script", {
      type: "module",
      async: true,
      ...inline('import * as route0 from "/assets/home.js";\nimport("/assets/entry.client.js");'),
    }),
  ),
);

describe("splitScripts", () => {
  it("takes the module preloads and the module script apart, and keeps the hydration data", () => {
    const split = splitScripts(scriptsOutput);
    expect(split.preloads).toEqual(["/assets/entry.client.js", "/assets/chunk.js", "/assets/home.js"]);
    expect(split.modules).toEqual(['import * as route0 from "/assets/home.js";\nimport("/assets/entry.client.js");']);
    expect(split.kept).toHaveLength(1);
    expect(split.kept[0]?.type).toBe("script");
    expect(split.kept[0]?.key).toBe("kept-0");
  });

  it("drops the module script the browser renders empty", () => {
    const browserOutput = createElement("script", { type: "module", ...inline(" ") });
    expect(splitScripts(browserOutput).modules).toEqual([]);
  });
});

type FakeElement = { tag: string; rel?: string; href?: string; type?: string; nonce?: string; textContent?: string };

/** Runs the loader against a fake page; `paint()` reports the first contentful paint. */
function runLoader(source: string, { hidden = false, paintTiming = true } = {}) {
  const appended: FakeElement[] = [];
  let paintObserver: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
  let frame: (() => void) | undefined;
  const timers: { callback: () => void; delay: number }[] = [];
  const document = {
    currentScript: { nonce: "n0nce" },
    visibilityState: hidden ? "hidden" : "visible",
    head: { appendChild: (fragment: { children: FakeElement[] }) => appended.push(...fragment.children) },
    createElement: (tag: string): FakeElement => ({ tag }),
    createDocumentFragment: () => {
      const children: FakeElement[] = [];
      return { children, appendChild: (element: FakeElement) => children.push(element) };
    },
    addEventListener: () => {},
  };
  class FakePerformanceObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "largest-contentful-paint"] : [];
    constructor(callback: typeof paintObserver) {
      paintObserver = callback;
    }
    observe() {}
  }
  const window = { PerformanceObserver: paintTiming ? FakePerformanceObserver : undefined };
  new Function("document", "window", "PerformanceObserver", "requestAnimationFrame", "setTimeout", source)(
    document,
    window,
    FakePerformanceObserver,
    (callback: () => void) => {
      frame = callback;
    },
    (callback: () => void, delay: number) => timers.push({ callback, delay }),
  );
  return {
    appended,
    paint: () => paintObserver?.({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) }),
    frame: () => frame?.(),
    timers,
  };
}

describe("deferredLoaderScript", () => {
  const source = deferredLoaderScript(["/assets/entry.client.js", "/assets/home.js"], ['import("/assets/entry.client.js");']);

  it("fetches nothing before the first contentful paint, then the preloads and the module script with the page's nonce", () => {
    const page = runLoader(source);
    expect(page.appended).toEqual([]);
    page.paint();
    expect(page.appended).toEqual([
      { tag: "link", rel: "modulepreload", href: "/assets/entry.client.js" },
      { tag: "link", rel: "modulepreload", href: "/assets/home.js" },
      { tag: "script", type: "module", nonce: "n0nce", textContent: 'import("/assets/entry.client.js");' },
    ]);
    page.paint();
    expect(page.appended).toHaveLength(3);
  });

  it("starts after one frame where the browser has no paint timing, and at the latest after 3 s", () => {
    const page = runLoader(source, { paintTiming: false });
    expect(page.timers.map((timer) => timer.delay)).toEqual([3000]);
    page.frame();
    expect(page.appended).toEqual([]);
    page.timers.find((timer) => timer.delay === 0)?.callback();
    expect(page.appended).toHaveLength(3);
  });

  it("starts at once on a hidden page", () => {
    expect(runLoader(source, { hidden: true }).appended).toHaveLength(3);
  });

  it("cannot close its <script> element, whatever the module text holds", () => {
    const text = 'window.x = "</script><script>alert(1)</script>";';
    const escaped = deferredLoaderScript([], [text]);
    expect(escaped).not.toMatch(/<\/script/i);
    const page = runLoader(escaped, { hidden: true });
    expect(page.appended[0]?.textContent).toBe(text);
  });
});

describe("compactManifest", () => {
  // React Router's module script, as it writes it: the manifest indented, then the route modules.
  const manifest = { entry: { module: "/assets/entry.client.js", imports: ["/assets/chunk.js"], css: [] }, routes: { root: { id: "root", path: "", hasLoader: true } }, version: "22553c06" };
  const moduleText = `;\nimport * as route0 from "/assets/root.js";\n  window.__reactRouterManifest = ${JSON.stringify(manifest, null, 2)};\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client.js");`;

  it("writes the same manifest without its indentation, and the rest of the script as it was", () => {
    const compact = compactManifest(moduleText);
    expect(compact).toBe(
      `;\nimport * as route0 from "/assets/root.js";\n  window.__reactRouterManifest = ${JSON.stringify(manifest)};\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client.js");`,
    );
    expect(compact.length).toBeLessThan(moduleText.length);
  });

  it("finds the manifest's end past a ';' inside one of its strings", () => {
    const tricky = { routes: { "pages/a;b": { id: "pages/a;b" } } };
    const text = `window.__reactRouterManifest = ${JSON.stringify(tricky, null, 2)};\nimport("/x.js");`;
    expect(compactManifest(text)).toBe(`window.__reactRouterManifest = ${JSON.stringify(tricky)};\nimport("/x.js");`);
  });

  it("leaves a script without a manifest, or with one that is not JSON, as it is", () => {
    expect(compactManifest('import("/assets/entry.client.js");')).toBe('import("/assets/entry.client.js");');
    expect(compactManifest("window.__reactRouterManifest = {routes: 1};\n")).toBe("window.__reactRouterManifest = {routes: 1};\n");
  });

  it("is what the loader adds to the page", () => {
    const page = runLoader(deferredLoaderScript([], [moduleText]), { hidden: true });
    expect(page.appended[0]?.textContent).toBe(compactManifest(moduleText));
  });
});
