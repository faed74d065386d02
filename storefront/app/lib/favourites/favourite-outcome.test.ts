import { describe, expect, it } from "vitest";
import { addOutcomeMessage, FavouriteFormSchema, removeOutcomeMessage } from "./favourite-outcome";
import { favouritesListPath } from "./favourites-path";

describe("FavouriteFormSchema", () => {
  it("reads an add and a removal, told apart by intent", () => {
    expect(FavouriteFormSchema.parse({ intent: "add", productId: " prod_1 ", redirectTo: "/shop" })).toEqual({
      intent: "add",
      productId: "prod_1",
      redirectTo: "/shop",
    });
    expect(FavouriteFormSchema.parse({ intent: "remove", favouriteId: "fav_1", page: "2" })).toEqual({
      intent: "remove",
      favouriteId: "fav_1",
      page: 2,
    });
  });

  it("refuses an unknown intent, a missing or oversized id, and a silly page", () => {
    expect(FavouriteFormSchema.safeParse({ intent: "wipe", productId: "prod_1" }).success).toBe(false);
    expect(FavouriteFormSchema.safeParse({ intent: "add", productId: "" }).success).toBe(false);
    expect(FavouriteFormSchema.safeParse({ intent: "add", productId: "p".repeat(65) }).success).toBe(false);
    expect(FavouriteFormSchema.safeParse({ intent: "remove", favouriteId: "fav_1", page: "0" }).success).toBe(false);
  });
});

describe("what the shopper is told", () => {
  it("words each refusal of an add as the spec does", () => {
    expect(addOutcomeMessage(null)).toBe("favouriteAdded");
    expect(addOutcomeMessage("already_added")).toBe("favouriteAlreadyAdded");
    expect(addOutcomeMessage("product_not_found")).toBe("favouriteProductNotFound");
    expect(addOutcomeMessage("save_failed")).toBe("favouriteSaveFailed");
    expect(addOutcomeMessage("unknown")).toBe("favouriteAddFailed");
  });

  it("says 'The item was not removed' whatever stopped a removal", () => {
    expect(removeOutcomeMessage(null)).toBe("favouriteRemoved");
    expect(removeOutcomeMessage("favourite_not_found")).toBe("favouriteRemoveFailed");
    expect(removeOutcomeMessage("unknown")).toBe("favouriteRemoveFailed");
  });

  it("goes back to the list page the shopper was on", () => {
    expect(favouritesListPath(undefined)).toBe("/my-favourites");
    expect(favouritesListPath(1)).toBe("/my-favourites");
    expect(favouritesListPath(3)).toBe("/my-favourites?page=3");
  });
});
