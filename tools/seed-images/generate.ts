// Renders the catalogue's pictures from seed/*.json into seed/images/ (run: npm run seed:images).
// Output is deterministic, so regenerating only changes files whose data changed.

import { mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { type Art, logoSvg, markOnlySvg, ogSvg, packshotSvg, videoSvg } from "./scenes.js";
import { hash } from "./lib.js";
import { SHAPES, type Shape, isShape } from "./shapes.js";

// Resolved from this file, not the cwd, so the script works from the root or the tools workspace.
const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const SEED = join(ROOT, "seed");
const OUT = join(SEED, "images");

const WEBP = { quality: 70, effort: 6, smartSubsample: true } as const;
const PRODUCT_SIZES = [400, 800] as const;

interface SeedItem {
  handle: string;
  palette: [string, string];
  shape: Shape;
  featured?: boolean;
}

interface SeedPack extends SeedItem {
  components: { product: string; quantity: number }[];
}

interface SeedVideo {
  handle: string;
  palette: [string, string];
  product?: string;
}

async function readJson(path: string): Promise<unknown> {
  return JSON.parse(await readFile(join(SEED, path), "utf8"));
}

const HEX = /^#[0-9a-f]{6}$/i;

/** Fails loudly instead of silently skipping an item whose drawing data is unusable. */
function checkItem(value: unknown, where: string): SeedItem {
  const v = value as Partial<SeedItem>;
  const paletteOk = Array.isArray(v.palette) && v.palette.length === 2 && v.palette.every((c) => HEX.test(String(c)));
  if (typeof v.handle !== "string" || !paletteOk || !isShape(v.shape)) {
    throw new Error(`${where}: needs a handle, a palette of two #rrggbb colours and a shape among ${SHAPES.join(", ")}`);
  }
  return v as SeedItem;
}

async function loadProducts(): Promise<SeedItem[]> {
  const files = (await readdir(join(SEED, "products"))).filter((f) => f.endsWith(".json")).sort();
  const lists = await Promise.all(files.map((f) => readJson(join("products", f)) as Promise<unknown[]>));
  return lists.flatMap((list, i) => list.map((p, j) => checkItem(p, `products/${files[i]}[${j}]`)));
}

async function loadPacks(): Promise<SeedPack[]> {
  const packs = (await readJson("packs.json")) as unknown[];
  return packs.map((p, i) => ({ ...checkItem(p, `packs.json[${i}]`), components: (p as SeedPack).components }));
}

async function webp(svg: string, file: string): Promise<number> {
  const data = await sharp(Buffer.from(svg)).webp(WEBP).toBuffer();
  await writeFile(file, data);
  return data.length;
}

/** Empties an output folder so images of deleted or renamed items don't linger. */
async function freshDir(path: string): Promise<string> {
  await rm(path, { recursive: true, force: true });
  await mkdir(path, { recursive: true });
  return path;
}

async function renderProducts(items: SeedItem[], packs: SeedPack[]): Promise<number[]> {
  const dir = await freshDir(join(OUT, "products"));
  const byHandle = new Map(items.map((p) => [p.handle, p]));
  const scenes: [SeedItem, Art[]][] = [
    ...items.map((p): [SeedItem, Art[]] => [p, []]),
    ...packs.map((p): [SeedItem, Art[]] => [p, p.components.map((c) => componentArt(byHandle, p.handle, c.product))]),
  ];
  return Promise.all(
    scenes.flatMap(([item, components]) =>
      PRODUCT_SIZES.map((size) => webp(packshotSvg(item, size, components), join(dir, `${item.handle}-${size}.webp`))),
    ),
  );
}

function componentArt(byHandle: Map<string, SeedItem>, pack: string, handle: string): Art {
  const found = byHandle.get(handle);
  if (!found) throw new Error(`pack ${pack}: unknown component ${handle}`);
  return found;
}

async function renderVideos(videos: SeedVideo[], items: SeedItem[]): Promise<number[]> {
  const dir = await freshDir(join(OUT, "videos"));
  const byHandle = new Map(items.map((p) => [p.handle, p]));
  return Promise.all(
    videos.map((v) => {
      // A video shows its related product's shape; one without gets a stable shape from its handle.
      const shape = byHandle.get(v.product ?? "")?.shape ?? SHAPES[hash(v.handle) % SHAPES.length]!;
      return webp(videoSvg(v.handle, v.palette, shape, 640, 360), join(dir, `${v.handle}.webp`));
    }),
  );
}

async function renderBrand(items: SeedItem[]): Promise<number> {
  const dir = await freshDir(join(OUT, "brand"));
  await writeFile(join(dir, "logo.svg"), `${logoSvg()}\n`);
  await writeFile(join(dir, "mark.svg"), `${markOnlySvg()}\n`);
  // Featured products with distinct shapes make a varied shelf on the share picture.
  const shelf = [...new Map(items.filter((p) => p.featured).map((p) => [p.shape, p])).values()];
  return webp(ogSvg(shelf), join(dir, "og-default.webp"));
}

async function main(): Promise<void> {
  const items = await loadProducts();
  const packs = await loadPacks();
  const videos = (await readJson("videos.json")) as SeedVideo[];
  const productSizes = await renderProducts(items, packs);
  const videoSizes = await renderVideos(videos, items);
  const og = await renderBrand(items);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  console.log(
    `seed images: ${productSizes.length} packshots (largest ${kb(Math.max(...productSizes))}), ` +
      `${videoSizes.length} video thumbnails, logo, mark and share image (${kb(og)}) in ${OUT}`,
  );
}

await main();
