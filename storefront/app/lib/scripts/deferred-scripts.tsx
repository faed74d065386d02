import { cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from "react";
import { Scripts } from "react-router";

/**
 * React Router's `<Scripts>`, with the app's JavaScript fetched only after the page's first paint
 * (docs/decisions/030). `<Scripts>` renders a `<link rel="modulepreload">` per module (React
 * hoists them all into the `<head>`, so the browser fetches ~140 kB of JavaScript before it paints
 * anything) and an inline module script that imports the page's routes and starts hydration.
 * Here the links and the module script become a small classic script that adds the same links
 * and the same module script once the page has painted. Everything else `<Scripts>` renders (the
 * hydration data) is kept as it is. The page works before hydration: links and forms are plain
 * HTML.
 */
export function DeferredScripts({ nonce }: { nonce: string }) {
  // Called as a function, not rendered: its hooks run as this component's, and what it would
  // render is rewritten below. It renders nothing once the app has hydrated.
  const rendered = Scripts({ nonce });
  if (rendered === null) return null;
  const { preloads, modules, kept } = splitScripts(rendered);
  return (
    <>
      {kept}
      <script
        nonce={nonce}
        suppressHydrationWarning
        // The browser keeps the server's text (hydration leaves it alone): the loader is not in its build.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our loader; the lists are JSON with "<" escaped.
        dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? deferredLoaderScript(preloads, modules) : "" }}
      />
    </>
  );
}

export type SplitScripts = {
  /** The `href` of every `<link rel="modulepreload">`, in order. */
  preloads: string[];
  /** The text of every inline `<script type="module">`, in order. */
  modules: string[];
  /** Every other element, keyed, to render as it is. */
  kept: ReactElement[];
};

/** Takes `<Scripts>`' output apart: module preloads, module scripts, and the rest. */
export function splitScripts(node: ReactNode): SplitScripts {
  const split: SplitScripts = { preloads: [], modules: [], kept: [] };
  visit(node, split);
  return split;
}

type ElementProps = {
  children?: ReactNode;
  rel?: unknown;
  href?: unknown;
  type?: unknown;
  dangerouslySetInnerHTML?: { __html?: unknown };
};

function visit(node: ReactNode, split: SplitScripts) {
  if (Array.isArray(node)) {
    for (const child of node) visit(child, split);
    return;
  }
  if (!isValidElement<ElementProps>(node)) return;
  const { props } = node;
  if (node.type === Fragment) {
    visit(props.children, split);
    return;
  }
  if (node.type === "link" && props.rel === "modulepreload" && typeof props.href === "string") {
    split.preloads.push(props.href);
    return;
  }
  const inline = props.dangerouslySetInnerHTML?.__html;
  if (node.type === "script" && props.type === "module" && typeof inline === "string") {
    // Whitespace only on the browser: `<Scripts>` writes the imports on the server alone.
    if (inline.trim() !== "") split.modules.push(inline);
    return;
  }
  split.kept.push(cloneElement(node, { key: node.key ?? `kept-${split.kept.length}` }));
}

/** JSON that can sit in a `<script>` element: no "<", so nothing in it can close the element. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * The classic script that starts the app (the preloads and the module script, added to the head in
 * one insertion) once the browser reports the page's first contentful paint (the Paint Timing API; the paint is shown, not only drawn). A browser without it: one
 * animation frame, then a task after it. A hidden page paints nothing: it starts at once, as it
 * does when it is hidden before painting; and at the latest after 3 s. The module script gets this
 * script's nonce, as the Content-Security-Policy wants (decision 020; a kept page allows it by its
 * hash instead, decision 039); the preloads are
 * same-origin module files, which `script-src 'self'` allows.
 */
export function deferredLoaderScript(preloads: string[], modules: string[]): string {
  return `${LOADER}(${scriptSafeJson(preloads)},${scriptSafeJson(modules.map(compactManifest))});`;
}

const MANIFEST_ASSIGNMENT = "window.__reactRouterManifest = ";

/**
 * React Router writes the route manifest in its module script as indented JSON (a quarter of
 * the script's bytes are spaces and line breaks, on every page): the same object, without them.
 * A text whose manifest does not read as JSON is left as it is.
 */
export function compactManifest(moduleText: string): string {
  const start = moduleText.indexOf(MANIFEST_ASSIGNMENT);
  if (start < 0) return moduleText;
  const from = start + MANIFEST_ASSIGNMENT.length;
  // The object ends at one of the statement ends after it: the first whose text before it parses.
  for (let end = moduleText.indexOf(";", from); end >= 0; end = moduleText.indexOf(";", end + 1)) {
    try {
      const manifest: unknown = JSON.parse(moduleText.slice(from, end));
      return `${moduleText.slice(0, from)}${JSON.stringify(manifest)}${moduleText.slice(end)}`;
    } catch {
      // Not the end of the object yet (a ";" inside it), or not JSON at all.
    }
  }
  return moduleText;
}

const LOADER = `(function(preloads,modules){var nonce=document.currentScript.nonce,started=false;function start(){if(started)return;started=true;var added=document.createDocumentFragment();preloads.forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.href=href;added.appendChild(link)});modules.forEach(function(text){var script=document.createElement("script");script.type="module";script.nonce=nonce;script.textContent=text;added.appendChild(script)});document.head.appendChild(added)}if(document.visibilityState==="hidden")return start();document.addEventListener("visibilitychange",start);setTimeout(start,3000);var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];if(types.indexOf("paint")<0)return requestAnimationFrame(function(){setTimeout(start,0)});new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)start()}).observe({type:"paint",buffered:true})})`;

/**
 * The module scripts a loader script (the text of `deferredLoaderScript`) will add, or none for
 * any other script: a page served with hashes instead of a nonce must allow them too
 * (app/lib/page-cache/script-hashes.server.ts).
 */
export function modulesAddedBy(scriptText: string): string[] {
  if (!scriptText.startsWith(`${LOADER}(`) || !scriptText.endsWith(");")) return [];
  const [, modules] = JSON.parse(`[${scriptText.slice(LOADER.length + 1, -2)}]`) as [string[], string[]];
  return modules;
}
