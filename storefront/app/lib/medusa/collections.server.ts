import { z } from "zod";
import { getMedusa } from "./client.server";
import { memoize } from "./memo.server";

/** Collections the storefront shows by handle (created by the seed). */
export type CollectionHandle = "featured" | "new-packs";

const CollectionList = z.object({
  collections: z.array(z.object({ id: z.string(), handle: z.string() })),
});

const COLLECTION_TTL_MS = 5 * 60 * 1000;
const loaders = new Map<CollectionHandle, () => Promise<string | null>>();

/** The id of the collection with this handle, or null when it does not exist. Cached. */
export function getCollectionId(handle: CollectionHandle): Promise<string | null> {
  let load = loaders.get(handle);
  if (!load) {
    load = memoize(async () => {
      const sdk = await getMedusa();
      const { collections } = CollectionList.parse(
        await sdk.store.collection.list({ handle: [handle], fields: "id,handle", limit: 1 }),
      );
      return collections.find((collection) => collection.handle === handle)?.id ?? null;
    }, COLLECTION_TTL_MS);
    loaders.set(handle, load);
  }
  return load();
}
