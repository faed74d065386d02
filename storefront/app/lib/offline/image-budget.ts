import { type DBSchema, openDB } from "idb";
import { imagesToEvict, type KeptImage, MAX_IMAGE_BYTES } from "./cache-rules";

/**
 * The pictures' cache is bounded in bytes, least recently used out first (cache-rules.ts decides
 * which). The Cache API keeps no sizes nor dates: they live beside it in IndexedDB.
 */

export const IMAGE_CACHE = "ds-images";

interface ImageDb extends DBSchema {
  images: { key: string; value: KeptImage };
}

function database() {
  return openDB<ImageDb>("dreamshade-images", 1, {
    upgrade(db) {
      db.createObjectStore("images", { keyPath: "url" });
    },
  });
}

/** Keeps a picture, then drops the least recently used until the total fits. */
export async function keepImage(url: string, response: Response, maxBytes = MAX_IMAGE_BYTES): Promise<void> {
  const body = await response.clone().blob();
  const cache = await caches.open(IMAGE_CACHE);
  await cache.put(url, response);
  const db = await database();
  await db.put("images", { url, bytes: body.size, lastUsed: Date.now() });
  const evicted = imagesToEvict(await db.getAll("images"), maxBytes);
  for (const gone of evicted) {
    await cache.delete(gone);
    await db.delete("images", gone);
  }
  db.close();
}

/** A picture shown again moves to the back of the line. */
export async function touchImage(url: string): Promise<void> {
  const db = await database();
  const image = await db.get("images", url);
  if (image) await db.put("images", { ...image, lastUsed: Date.now() });
  db.close();
}
