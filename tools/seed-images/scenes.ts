// Whole pictures: product and pack packshots, video thumbnails, the brand mark and the share image.
// No <text> is ever rasterised: the machine that runs this may have no fonts installed.

import { Defs, type Rng, between, darken, lighten, mix, pick, r, rngFor, svgDocument } from "./lib.js";
import { type Shape, drawShape, makePaint, shapeScale } from "./shapes.js";

export interface Art {
  handle: string;
  palette: [background: string, product: string];
  shape: Shape;
}

export const BRAND = { plum: "#4A1D3F", rose: "#C98B6B", blush: "#F6E3DC", cream: "#FBF5F0", gold: "#E2B86B" } as const;

// ---------------------------------------------------------------- backdrop pieces

type Box = { w: number; h: number; ground: number };

function backgroundFill(defs: Defs, box: Box, bg: string, fg: string): string {
  const sky = defs.linear([[0, lighten(bg, 0.45)], [1, mix(bg, fg, 0.06)]]);
  const floor = defs.linear([[0, mix(bg, fg, 0.1)], [1, mix(bg, fg, 0.16)]]);
  return (
    `<rect width="${box.w}" height="${box.h}" fill="${sky}"/>` +
    `<rect y="${box.ground}" width="${box.w}" height="${box.h - box.ground}" fill="${floor}"/>`
  );
}

/** A faint textile-like pattern behind everything; a few motifs so catalogue pages don't repeat. */
function pattern(rng: Rng, box: Box, colour: string): string {
  const kind = pick(rng, ["dots", "diamonds", "lines", "rings", "waves"] as const);
  const out: string[] = [];
  if (kind === "dots" || kind === "diamonds") {
    const step = kind === "dots" ? 40 : 56;
    for (let y = step / 2; y < box.ground; y += step)
      for (let x = (y / step) % 2 ? step / 2 : 0; x < box.w + step; x += step)
        out.push(
          kind === "dots"
            ? `<circle cx="${r(x)}" cy="${r(y)}" r="3"/>`
            : `<path d="M${r(x)} ${r(y - 9)}l9 9l-9 9l-9 -9z"/>`,
        );
    return `<g fill="${colour}" opacity="0.16">${out.join("")}</g>`;
  }
  if (kind === "lines") {
    for (let x = -box.h; x < box.w; x += 34) out.push(`<path d="M${x} ${box.ground}L${x + box.ground} 0"/>`);
    return `<g stroke="${colour}" stroke-width="2" opacity="0.09">${out.join("")}</g>`;
  }
  if (kind === "rings") {
    const cx = pick(rng, [0, box.w]);
    for (let rad = 60; rad < box.w * 1.2; rad += 46) out.push(`<circle cx="${cx}" cy="0" r="${rad}"/>`);
    return `<g fill="none" stroke="${colour}" stroke-width="3" opacity="0.1">${out.join("")}</g>`;
  }
  for (let y = 40; y < box.ground; y += 52) {
    const a = between(rng, 10, 18);
    out.push(`<path d="M0 ${y} q${box.w / 8} ${-a} ${box.w / 4} 0 t${box.w / 4} 0 t${box.w / 4} 0 t${box.w / 4} 0"/>`);
  }
  return `<g fill="none" stroke="${colour}" stroke-width="3" opacity="0.12">${out.join("")}</g>`;
}

/** Closed smooth blob through points around a centre (Catmull-Rom turned into cubic Béziers). */
function blob(rng: Rng, cx: number, cy: number, radius: number): string {
  const n = 8;
  const pts = Array.from({ length: n }, (_, i) => {
    const a = (i / n) * Math.PI * 2;
    const rad = radius * between(rng, 0.85, 1.1);
    return [cx + Math.cos(a) * rad, cy + Math.sin(a) * rad] as const;
  });
  const at = (i: number) => pts[(i + n) % n]!;
  let d = `M${r(at(0)[0])} ${r(at(0)[1])}`;
  for (let i = 0; i < n; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${r(c1[0]!)} ${r(c1[1]!)} ${r(c2[0]!)} ${r(c2[1]!)} ${r(p2[0])} ${r(p2[1])}`;
  }
  return `${d}Z`;
}

/** A large soft form framing the product, like a studio set: arch, sun disc or organic blob. */
function backdrop(rng: Rng, defs: Defs, cx: number, box: Box, bg: string, fg: string): string {
  const fill = defs.linear([[0, mix(bg, fg, 0.2)], [1, mix(bg, fg, 0.1)]]);
  const kind = pick(rng, ["arch", "sun", "blob"] as const);
  const half = box.h * 0.3;
  if (kind === "arch")
    return `<path d="M${cx - half} ${box.ground}V${r(box.h * 0.38)}a${half} ${half} 0 0 1 ${half * 2} 0V${box.ground}Z" fill="${fill}"/>`;
  if (kind === "sun") return `<circle cx="${cx}" cy="${r(box.h * 0.45)}" r="${r(box.h * 0.33)}" fill="${fill}"/>`;
  return `<path d="${blob(rng, cx, box.h * 0.45, box.h * 0.32)}" fill="${fill}"/>`;
}

/** Tropical leaves tucked into a corner: a nod to the shop's shea, baobab and moringa brands. */
function leaves(rng: Rng, box: Box, colour: string): string {
  const leaf = "M0 0C46 -70 46 -170 0 -240C-46 -170 -46 -70 0 0Z";
  const corner = pick(rng, ["left", "right"] as const);
  const x = corner === "left" ? box.w * 0.06 : box.w * 0.94;
  const lean = corner === "left" ? 1 : -1;
  const count = 2 + Math.floor(rng() * 3);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const angle = lean * (10 + i * 24 + between(rng, -6, 6));
    const s = (box.h / 800) * between(rng, 0.75, 1.15);
    out.push(
      `<g transform="translate(${r(x)} ${box.ground + 10}) rotate(${r(angle)}) scale(${r(s * 100) / 100})">` +
        `<path d="${leaf}"/><path d="M0 -4V-230" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4" fill="none"/></g>`,
    );
  }
  return `<g fill="${colour}" opacity="0.5">${out.join("")}</g>`;
}

function sparkle(x: number, y: number, size: number, colour: string, opacity: number): string {
  const s = size;
  return `<path d="M${r(x)} ${r(y - s)}Q${r(x)} ${r(y)} ${r(x + s)} ${r(y)}Q${r(x)} ${r(y)} ${r(x)} ${r(y + s)}Q${r(x)} ${r(y)} ${r(x - s)} ${r(y)}Q${r(x)} ${r(y)} ${r(x)} ${r(y - s)}Z" fill="${colour}" opacity="${opacity}"/>`;
}

function sparkles(rng: Rng, box: Box): string {
  return Array.from({ length: 3 }, () =>
    sparkle(between(rng, 0.12, 0.88) * box.w, between(rng, 0.08, 0.35) * box.h, between(rng, 10, 22) * (box.h / 800), "#ffffff", 0.8),
  ).join("");
}

/** A round podium under the product, or nothing (the floor alone) for some variety. */
function podium(rng: Rng, defs: Defs, cx: number, box: Box, bg: string, width: number): string {
  if (rng() < 0.35) return "";
  const side = defs.linear([[0, lighten(bg, 0.3)], [1, darken(bg, 0.06)]], [0, 0, 1, 0]);
  const ry = width * 0.16;
  return (
    `<path d="M${cx - width} ${box.ground}V${box.ground + 70}A${width} ${r(ry)} 0 0 0 ${cx + width} ${box.ground + 70}V${box.ground}Z" fill="${side}"/>` +
    `<ellipse cx="${cx}" cy="${box.ground}" rx="${width}" ry="${r(ry)}" fill="${lighten(bg, 0.4)}"/>`
  );
}

function groundShadow(defs: Defs, cx: number, y: number, width: number, colour: string): string {
  return `<ellipse cx="${r(cx)}" cy="${r(y + 6)}" rx="${r(width)}" ry="${r(width * 0.13)}" fill="${colour}" opacity="0.3" filter="${defs.blur(12)}"/>`;
}

// ---------------------------------------------------------------- products and packs

interface Placed {
  art: Art;
  x: number;
  y: number;
  scale: number;
}

/** Packshots are drawn a little larger than the shapes' native size to fill the frame. */
const ZOOM = 1.12;

/** Where each item of a pack stands: back row first so the front row overlaps it. */
function packLayout(items: Art[]): Placed[] {
  const at = (i: number, x: number, y: number, scale: number): Placed => ({ art: items[i]!, x, y, scale });
  if (items.length === 1) return [at(0, 0, 0, 1)];
  if (items.length === 2) return [at(0, -140, 0, 0.74), at(1, 140, 0, 0.74)];
  if (items.length === 3) return [at(1, 0, -36, 0.62), at(0, -190, 0, 0.64), at(2, 190, 0, 0.64)];
  return [at(1, -100, -44, 0.55), at(2, 100, -44, 0.55), at(0, -205, 0, 0.58), at(3, 205, 0, 0.58)];
}

/** The diagonal ribbon in a corner that tells a pack apart from a single product at a glance. */
function ribbon(defs: Defs, fg: string): string {
  const band = defs.linear([[0, lighten(fg, 0.15)], [1, darken(fg, 0.15)]]);
  return `<path d="M520 0H640L800 160V280Z" fill="${band}" opacity="0.9"/>` + sparkle(690, 96, 26, "#ffffff", 0.9);
}

/** 800×800 packshot for a product, or for a pack when `components` are given. */
export function packshotSvg(item: Art, size: number, components: Art[] = []): string {
  const rng = rngFor(item.handle);
  const defs = new Defs();
  const [bg, fg] = item.palette;
  const box: Box = { w: 800, h: 800, ground: 640 };
  const placed = packLayout(components.length ? components : [item]);
  const isPack = components.length > 0;

  const scene = [
    backgroundFill(defs, box, bg, fg),
    pattern(rng, box, fg),
    backdrop(rng, defs, 400, box, bg, fg),
    leaves(rng, box, mix(bg, fg, 0.4)),
    sparkles(rng, box),
    podium(rng, defs, 400, box, bg, isPack ? 330 : 250),
  ];
  for (const p of placed) {
    const s = ZOOM * p.scale * shapeScale(p.art.shape);
    const [x, y] = [400 + ZOOM * p.x, box.ground + p.y];
    const paint = makePaint(defs, rngFor(`${item.handle}/${p.art.handle}`), p.art.palette[1], bg, isPack);
    scene.push(groundShadow(defs, x, y, 170 * s, darken(fg, 0.3)));
    scene.push(`<g transform="translate(${r(x)} ${r(y)}) scale(${r(s * 1000) / 1000})">${drawShape(p.art.shape, paint)}</g>`);
  }
  if (isPack) scene.push(ribbon(defs, fg));
  return svgDocument(size, size, box.w, box.h, defs, scene.join(""));
}

// ---------------------------------------------------------------- video thumbnails

function playButton(defs: Defs, cx: number, cy: number, fg: string): string {
  return (
    `<circle cx="${cx}" cy="${cy + 10}" r="84" fill="#000000" opacity="0.25" filter="${defs.blur(14)}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="80" fill="#ffffff" opacity="0.94"/>` +
    `<circle cx="${cx}" cy="${cy}" r="96" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.5"/>` +
    `<path d="M${cx - 24} ${cy - 38}L${cx + 40} ${cy}L${cx - 24} ${cy + 38}Z" fill="${fg}" stroke="${fg}" stroke-width="10" stroke-linejoin="round"/>`
  );
}

/** Three make-up swatch strokes, the "before you start" motif that balances the product on the right. */
function swatches(rng: Rng, defs: Defs, bg: string, fg: string): string {
  const stroke = "M0 0C70 -34 250 -30 320 -4C346 6 346 44 320 54C250 78 70 74 0 56C-24 46 -24 10 0 0Z";
  const tones = [mix(fg, bg, 0.55), mix(fg, bg, 0.25), fg];
  return tones
    .map((tone, i) => {
      const fill = defs.linear([[0, lighten(tone, 0.25)], [1, tone]], [0, 0, 1, 1]);
      const angle = r(-14 + between(rng, -4, 4));
      return `<path d="${stroke}" fill="${fill}" transform="translate(${110 + i * 30} ${390 + i * 74}) rotate(${angle})"/>`;
    })
    .join("");
}

function progressBar(rng: Rng, box: Box): string {
  const x = 60;
  const w = box.w - 120;
  const done = r(w * between(rng, 0.15, 0.45));
  const y = box.h - 44;
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="8" rx="4" fill="#ffffff" opacity="0.35"/>` +
    `<rect x="${x}" y="${y}" width="${done}" height="8" rx="4" fill="#ffffff" opacity="0.95"/>` +
    `<circle cx="${x + done}" cy="${y + 4}" r="12" fill="#ffffff"/>`
  );
}

/** 16:9 thumbnail (drawn on 1280×720) for a how-to video, with its related product in the set. */
export function videoSvg(handle: string, palette: [string, string], shape: Shape, width: number, height: number): string {
  const rng = rngFor(handle);
  const defs = new Defs();
  const [bg, fg] = palette;
  const box: Box = { w: 1280, h: 720, ground: 600 };
  const shade = defs.linear([[0, "#000000", 0], [0.7, "#000000", 0.03], [1, "#000000", 0.22]]);
  const paint = makePaint(defs, rng, fg, bg);
  const s = 0.82 * shapeScale(shape);
  const scene = [
    backgroundFill(defs, box, bg, fg),
    pattern(rng, box, fg),
    backdrop(rng, defs, 960, box, bg, fg),
    leaves(rng, box, mix(bg, fg, 0.4)),
    sparkles(rng, box),
    swatches(rng, defs, bg, fg),
    groundShadow(defs, 960, box.ground, 170 * s, darken(fg, 0.3)),
    `<g transform="translate(960 ${box.ground}) scale(${r(s * 1000) / 1000})">${drawShape(shape, paint)}</g>`,
    `<rect width="${box.w}" height="${box.h}" fill="${shade}"/>`,
    playButton(defs, 640, 340, fg),
    progressBar(rng, box),
  ];
  return svgDocument(width, height, box.w, box.h, defs, scene.join(""));
}

// ---------------------------------------------------------------- brand

/** The DreamShade mark on a 64×64 grid: a plum disc with a rose-gold crescent moon and a star. */
export function markSvg(defs: Defs): string {
  const disc = defs.linear([[0, "#6B2C5C"], [1, "#2E0F27"]], [0, 0, 1, 1]);
  const moon = defs.linear([[0, "#F3CDB8"], [1, BRAND.rose]], [0, 0, 1, 1]);
  const cut = defs.mask(`<rect width="64" height="64" fill="#fff"/><circle cx="39.5" cy="26" r="14.5" fill="#000"/>`);
  return (
    `<circle cx="32" cy="32" r="31" fill="${disc}"/>` +
    `<circle cx="32" cy="32" r="27.5" fill="none" stroke="${BRAND.gold}" stroke-width="0.8" opacity="0.55"/>` +
    `<circle cx="31" cy="33" r="17" fill="${moon}" mask="${cut}"/>` +
    sparkle(43, 21, 5.5, BRAND.gold, 1) +
    sparkle(48.5, 32, 2.6, "#F3CDB8", 0.9)
  );
}

/** Logo served as-is to browsers, so it may carry real text (with generic serif fallbacks). */
export function logoSvg(): string {
  const defs = new Defs();
  const mark = markSvg(defs); // before serialising defs: drawing the mark is what fills them
  const text =
    `<text x="76" y="42" font-family="'Cormorant Garamond','Playfair Display',Georgia,'Times New Roman',serif" ` +
    `font-size="31" letter-spacing="0.4" fill="${BRAND.plum}">Dream<tspan fill="${BRAND.rose}" font-style="italic">Shade</tspan></text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 264 64" width="264" height="64" role="img" aria-label="DreamShade">` +
    `<title>DreamShade</title>${defs}${mark}${text}</svg>`
  );
}

/** The mark alone, e.g. for a favicon. */
export function markOnlySvg(): string {
  const defs = new Defs();
  const body = markSvg(defs);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="DreamShade"><title>DreamShade</title>${defs}${body}</svg>`;
}

/** 1200×630 social-share picture: the mark on the left, a shelf of catalogue products on the right. */
export function ogSvg(products: Art[]): string {
  const rng = rngFor("dreamshade-og");
  const defs = new Defs();
  const box: Box = { w: 1200, h: 630, ground: 520 };
  const glow = defs.radial([[0, "#ffffff", 0.9], [1, "#ffffff", 0]]);
  const scene = [
    backgroundFill(defs, box, BRAND.blush, BRAND.plum),
    pattern(rng, box, BRAND.rose),
    backdrop(rng, defs, 870, box, BRAND.blush, BRAND.rose),
    leaves(rng, box, mix(BRAND.blush, BRAND.rose, 0.5)),
    `<circle cx="270" cy="300" r="230" fill="${glow}"/>`,
    `<g transform="translate(130 160) scale(4.4)">${markSvg(defs)}</g>`,
    sparkles(rng, box),
  ];
  const shelf = products.slice(0, 4);
  shelf.forEach((p, i) => {
    const x = 870 + (i - 1.5) * 150;
    const s = 0.46 * shapeScale(p.shape);
    const paint = makePaint(defs, rngFor(`og/${p.handle}`), p.palette[1], BRAND.blush);
    scene.push(groundShadow(defs, x, box.ground, 170 * s, BRAND.plum));
    scene.push(`<g transform="translate(${x} ${box.ground}) scale(${r(s * 1000) / 1000})">${drawShape(p.shape, paint)}</g>`);
  });
  return svgDocument(1200, 630, box.w, box.h, defs, scene.join(""));
}
