// Small helpers shared by the scenes: seeded randomness, colour maths, SVG <defs> bookkeeping.

export type Rng = () => number;

/** FNV-1a: a stable 32-bit hash, so every handle always gets the same art. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: tiny deterministic PRNG (Math.random would make every run differ). */
export function rngFor(seed: string): Rng {
  let a = hash(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
export const between = (rng: Rng, min: number, max: number): number => min + rng() * (max - min);

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, "0")).join("")}`;
}

/** Linear blend of two hex colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * t) as Rgb);
}

export const lighten = (c: string, t: number): string => mix(c, "#ffffff", t);
export const darken = (c: string, t: number): string => mix(c, "#000000", t);

/** Rounds coordinates so the SVG text (and thus the output) stays compact and stable. */
export const r = (n: number): number => Math.round(n * 10) / 10;

export type Stop = [offset: number, color: string, opacity?: number];

const stopsSvg = (stops: Stop[]): string =>
  stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}"${a === 1 ? "" : ` stop-opacity="${a}"`}/>`).join("");

/**
 * Collects gradients and filters for one SVG document and hands back `url(#id)` references,
 * so shapes can ask for a gradient inline without worrying about id clashes.
 */
export class Defs {
  private readonly items: string[] = [];
  private count = 0;

  private nextId(): string {
    return `g${this.count++}`;
  }

  /** Direction is x1 y1 x2 y2 in the shape's bounding box (0..1). */
  linear(stops: Stop[], dir: [number, number, number, number] = [0, 0, 0, 1]): string {
    const id = this.nextId();
    const [x1, y1, x2, y2] = dir;
    this.items.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsSvg(stops)}</linearGradient>`);
    return `url(#${id})`;
  }

  radial(stops: Stop[], cx = 0.5, cy = 0.5, radius = 0.5): string {
    const id = this.nextId();
    this.items.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${radius}">${stopsSvg(stops)}</radialGradient>`);
    return `url(#${id})`;
  }

  blur(deviation: number): string {
    const id = this.nextId();
    this.items.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`,
    );
    return `url(#${id})`;
  }

  /** White areas of `content` show the masked element, black areas hide it. */
  mask(content: string): string {
    const id = this.nextId();
    this.items.push(`<mask id="${id}">${content}</mask>`);
    return `url(#${id})`;
  }

  toString(): string {
    return `<defs>${this.items.join("")}</defs>`;
  }
}

export function svgDocument(width: number, height: number, viewW: number, viewH: number, defs: Defs, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewW} ${viewH}">${defs}${body}</svg>`;
}
