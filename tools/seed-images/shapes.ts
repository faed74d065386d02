// Stylised product silhouettes. Each one is drawn standing on the ground line y = 0, centred on
// x = 0, growing upwards (negative y), at most about 480 units tall and 400 wide.

import { type Defs, type Rng, between, darken, lighten, mix, pick, r } from "./lib.js";

export const SHAPES = ["bottle", "jar", "tube", "compact", "lipstick", "brush", "spray", "bar", "pump", "dropper"] as const;
export type Shape = (typeof SHAPES)[number];

/** Colours and shared gradients a silhouette is painted with. */
export interface Paint {
  defs: Defs;
  rng: Rng;
  body: string;
  cap: string;
  label: string;
  /** Left-to-right highlight overlay that makes flat fills read as glossy volumes. */
  sheen: string;
  /** Brushed-metal gradient for collars, rings and ferrules. */
  metal: string;
  /** Drawn as one item of a pack: the item alone, without side props (spare cap, second brush). */
  solo: boolean;
}

export function makePaint(defs: Defs, rng: Rng, product: string, background: string, solo = false): Paint {
  const sheen = defs.linear(
    [[0, "#ffffff", 0.05], [0.18, "#ffffff", 0.42], [0.42, "#ffffff", 0], [0.72, "#000000", 0], [1, "#000000", 0.22]],
    [0, 0, 1, 0],
  );
  const gold = rng() < 0.5;
  const metal = defs.linear(
    gold
      ? [[0, "#9C7A3C"], [0.35, "#F3DFA8"], [0.6, "#C9A45C"], [1, "#7E5F2A"]]
      : [[0, "#8E8E96"], [0.35, "#F4F4F6"], [0.6, "#B9B9C2"], [1, "#6E6E78"]],
    [0, 0, 1, 0],
  );
  return {
    defs,
    rng,
    body: product,
    cap: pick(rng, [darken(product, 0.45), "#2A2326", mix(product, "#F6F1EA", 0.75)]),
    label: mix(background, "#ffffff", 0.55),
    sheen,
    metal,
    solo,
  };
}

/** Draws an element twice: once in its colour, once with the sheen on top. */
const shaded = (el: (fill: string) => string, fill: string, p: Paint): string => el(fill) + el(p.sheen);

const rect = (x: number, y: number, w: number, h: number, rx: number) => (fill: string) =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="${r(rx)}" fill="${fill}"/>`;

const path = (d: string) => (fill: string) => `<path d="${d}" fill="${fill}"/>`;

/** A blank label: a pale card with two "lines of text" and a tiny logo dot, no glyphs needed. */
function label(x: number, y: number, w: number, h: number, p: Paint): string {
  const ink = mix(p.body, "#000000", 0.2);
  const line = (ly: number, lw: number) =>
    `<rect x="${r(x + (w - lw) / 2)}" y="${r(ly)}" width="${r(lw)}" height="${r(h * 0.07)}" rx="${r(h * 0.035)}" fill="${ink}" opacity="0.55"/>`;
  return (
    rect(x, y, w, h, Math.min(w, h) * 0.08)(p.label) +
    `<circle cx="${r(x + w / 2)}" cy="${r(y + h * 0.28)}" r="${r(h * 0.1)}" fill="none" stroke="${ink}" stroke-width="${r(h * 0.03)}" opacity="0.6"/>` +
    line(y + h * 0.55, w * 0.62) +
    line(y + h * 0.72, w * 0.4)
  );
}

function bottle(p: Paint): string {
  const round = p.rng() < 0.5;
  const body = round
    ? path("M-60 -330 C-150 -320 -150 -230 -150 -170 C-150 -40 -110 0 -40 0 H40 C110 0 150 -40 150 -170 C150 -230 150 -320 60 -330 Z")
    : rect(-125, -310, 250, 310, 34);
  const inner = round ? path("M-50 -300 C-120 -290 -122 -220 -122 -170 C-122 -60 -92 -26 -36 -26 H36 C92 -26 122 -60 122 -170 C122 -220 120 -290 50 -300 Z") : rect(-103, -288, 206, 266, 24);
  return (
    shaded(body, p.body, p) +
    inner(lighten(p.body, 0.14)) +
    inner(p.sheen) +
    shaded(rect(-30, -352, 60, 30, 4), p.metal, p) +
    shaded(rect(-64, -452, 128, 104, 16), p.cap, p) +
    label(-66, -190, 132, 78, p)
  );
}

function jar(p: Paint): string {
  const ridges = Array.from({ length: 9 }, (_, i) => `<rect x="${-160 + i * 40}" y="-246" width="4" height="78" fill="#000" opacity="0.07"/>`).join("");
  return (
    shaded(rect(-165, -176, 330, 176, 44), p.body, p) +
    shaded(rect(-178, -254, 356, 88, 22), p.cap, p) +
    ridges +
    label(-112, -134, 224, 92, p)
  );
}

function tube(p: Paint): string {
  const crimps = Array.from({ length: 12 }, (_, i) => `<rect x="${-124 + i * 22}" y="-452" width="3" height="30" fill="#000" opacity="0.12"/>`).join("");
  return (
    shaded(rect(-64, -72, 128, 72, 14), p.cap, p) +
    shaded(path("M-74 -70 C-84 -200 -126 -330 -128 -424 L128 -424 C126 -330 84 -200 74 -70 Z"), p.body, p) +
    shaded(rect(-136, -456, 272, 38, 6), darken(p.body, 0.12), p) +
    crimps +
    label(-72, -330, 144, 124, p)
  );
}

/** Powder compact, open (mirror up, pan visible) or closed (embossed lid). */
function compact(p: Paint): string {
  const open = p.rng() < 0.6;
  const base =
    `<ellipse cx="0" cy="-40" rx="190" ry="62" fill="${darken(p.body, 0.3)}"/>` +
    shaded(rect(-190, -104, 380, 64, 0), darken(p.body, 0.18), p) +
    `<rect x="-190" y="-108" width="380" height="10" fill="${p.metal}"/>`;
  if (!open) {
    const lid = p.defs.radial([[0, lighten(p.body, 0.35)], [0.7, p.body], [1, darken(p.body, 0.15)]], 0.4, 0.35, 0.7);
    return (
      base +
      `<ellipse cx="0" cy="-104" rx="190" ry="62" fill="${lid}"/>` +
      `<ellipse cx="0" cy="-104" rx="112" ry="36" fill="none" stroke="${p.label}" stroke-width="5" opacity="0.75"/>` +
      `<ellipse cx="0" cy="-104" rx="34" ry="11" fill="${p.label}" opacity="0.8"/>`
    );
  }
  const mirror = p.defs.linear([[0, "#FFFFFF"], [0.45, "#D9DCE3"], [0.55, "#F4F5F8"], [1, "#C3C7D0"]], [0, 0, 1, 1]);
  const powder = p.defs.radial([[0, lighten(p.body, 0.3)], [1, p.body]], 0.45, 0.4, 0.6);
  return (
    shaded((fill) => `<ellipse cx="0" cy="-262" rx="184" ry="156" fill="${fill}"/>`, darken(p.body, 0.2), p) +
    `<ellipse cx="0" cy="-262" rx="160" ry="134" fill="${mirror}"/>` +
    `<path d="M-96 -330L-40 -372L60 -200L4 -160Z" fill="#ffffff" opacity="0.35"/>` +
    base +
    `<ellipse cx="0" cy="-104" rx="190" ry="62" fill="${darken(p.body, 0.08)}"/>` +
    `<ellipse cx="0" cy="-104" rx="150" ry="46" fill="${powder}"/>` +
    `<ellipse cx="0" cy="-104" rx="86" ry="26" fill="none" stroke="${lighten(p.body, 0.45)}" stroke-width="4" opacity="0.6"/>`
  );
}

function lipstick(p: Paint): string {
  const bullet = path("M-44 -292 V-352 Q-44 -374 -22 -384 L26 -406 Q44 -412 44 -394 V-292 Z");
  const spareCap = p.solo ? "" : shaded(rect(96, -196, 126, 196, 12), p.cap, p) + shaded(rect(96, -206, 126, 16, 4), p.metal, p);
  const stick =
    shaded(rect(-66, -204, 132, 204, 12), p.cap, p) +
    shaded(rect(-69, -222, 138, 24, 5), p.metal, p) +
    shaded(rect(-52, -296, 104, 80, 4), p.metal, p) +
    shaded(bullet, p.body, p);
  // With its cap standing beside it, the pair is shifted left to stay centred.
  return p.solo ? stick : `<g transform="translate(-78 0)">${spareCap}${stick}</g>`;
}

type BrushHead = "round" | "flat" | "angled";

function brushHead(kind: BrushHead): string {
  if (kind === "flat") return "M-34 -330 C-62 -372 -66 -440 -50 -470 H50 C66 -440 62 -372 34 -330 Z";
  if (kind === "angled") return "M-32 -330 C-58 -380 -58 -430 -46 -452 L46 -488 C60 -430 58 -380 32 -330 Z";
  return "M-32 -330 C-64 -390 -52 -462 0 -484 C52 -462 64 -390 32 -330 Z";
}

function singleBrush(p: Paint, kind: BrushHead, tint: string): string {
  const bristles = p.defs.linear([[0, lighten(tint, 0.6)], [0.55, lighten(tint, 0.15)], [1, darken(tint, 0.25)]]);
  return (
    shaded(path("M-27 -232 H27 L15 -14 Q0 8 -15 -14 Z"), p.cap, p) +
    shaded(rect(-31, -338, 62, 112, 6), p.metal, p) +
    shaded(path(brushHead(kind)), bristles, p)
  );
}

/** One brush in a pack; alone, a single brush, a crossed pair or a fanned trio. */
function brush(p: Paint): string {
  const head = () => pick(p.rng, ["round", "flat", "angled"] as const);
  const one = (x: number, angle: number, scale: number, tint: string) =>
    `<g transform="translate(${x} 0) rotate(${angle}) scale(${scale})">${singleBrush(p, head(), tint)}</g>`;
  const soft = mix(p.body, p.label, 0.35);
  const layout = p.solo ? "single" : pick(p.rng, ["single", "pair", "trio"] as const);
  if (layout === "single") return one(0, 8, 1.1, p.body);
  if (layout === "pair") return one(-110, -16, 0.82, soft) + one(60, 12, 1, p.body);
  return one(-120, -24, 0.78, soft) + one(120, 22, 0.78, soft) + one(0, 0, 0.95, p.body);
}

/** A fan of droplets leaving the nozzle, so a spray reads differently from a pump bottle. */
function mist(p: Paint): string {
  const drops = Array.from({ length: 16 }, () => {
    const d = between(p.rng, 20, 170);
    const spread = (d / 170) * between(p.rng, -60, 60);
    const size = between(p.rng, 2.5, 6.5);
    return `<circle cx="${r(-34 - d)}" cy="${r(-412 + spread)}" r="${r(size)}" opacity="${r(0.65 - d / 400)}"/>`;
  });
  return `<g fill="${p.body}">${drops.join("")}</g>`;
}

function spray(p: Paint): string {
  return (
    shaded(rect(-96, -344, 192, 344, 30), p.body, p) +
    shaded(rect(-40, -386, 80, 48, 6), p.metal, p) +
    shaded(rect(-34, -430, 68, 48, 10), p.cap, p) +
    `<circle cx="-22" cy="-412" r="5" fill="${darken(p.cap, 0.4)}"/>` +
    (p.solo ? "" : mist(p)) +
    label(-70, -250, 140, 130, p)
  );
}

function bar(p: Paint): string {
  const emboss = (cy: number) =>
    `<ellipse cx="0" cy="${cy}" rx="104" ry="30" fill="none" stroke="${darken(p.body, 0.25)}" stroke-width="6" opacity="0.35"/>`;
  const soap = (y: number, tone: string) =>
    shaded(rect(-180, y + 60, 360, 96, 58), darken(tone, 0.2), p) + shaded(rect(-180, y, 360, 124, 62), tone, p) + emboss(y + 62);
  const bubbles = [[-150, -330, 26], [-96, -388, 16], [140, -350, 20], [176, -410, 12]]
    .map(([x, y, rad]) => `<circle cx="${x}" cy="${y}" r="${rad}" fill="#ffffff" fill-opacity="0.25" stroke="#ffffff" stroke-opacity="0.8" stroke-width="3"/>`)
    .join("");
  return `<g transform="translate(26 0) rotate(-4)">${soap(-156, mix(p.body, p.label, 0.3))}</g>` + soap(-286, p.body) + bubbles;
}

function pump(p: Paint): string {
  return (
    shaded(rect(-106, -322, 212, 322, 50), p.body, p) +
    shaded(rect(-42, -356, 84, 38, 6), p.cap, p) +
    shaded(rect(-10, -402, 20, 50, 2), p.metal, p) +
    shaded(rect(-42, -436, 84, 38, 9), p.cap, p) +
    shaded(rect(30, -432, 92, 18, 7), p.cap, p) +
    label(-76, -240, 152, 142, p)
  );
}

function dropper(p: Paint): string {
  const glass = path("M-96 -196 Q-96 -256 -40 -260 H40 Q96 -256 96 -196 V-26 Q96 0 70 0 H-70 Q-96 0 -96 -26 Z");
  return (
    shaded(glass, p.body, p) +
    shaded(rect(-48, -312, 96, 56, 6), p.metal, p) +
    shaded(path("M-34 -310 V-378 Q-34 -420 0 -420 Q34 -420 34 -378 V-310 Z"), darken(p.cap, 0.1), p) +
    label(-66, -178, 132, 118, p)
  );
}

const DRAW: Record<Shape, (p: Paint) => string> = { bottle, jar, tube, compact, lipstick, brush, spray, bar, pump, dropper };

/** Small or squat items are scaled up a little so every image feels equally filled. */
const SCALE: Record<Shape, number> = {
  bottle: 1, jar: 1.2, tube: 0.95, compact: 1.05, lipstick: 1.05, brush: 0.95, spray: 1.05, bar: 1.05, pump: 1.05, dropper: 1.08,
};

export const drawShape = (shape: Shape, p: Paint): string => DRAW[shape](p);
export const shapeScale = (shape: Shape): number => SCALE[shape];
export const isShape = (value: unknown): value is Shape => typeof value === "string" && (SHAPES as readonly string[]).includes(value);
