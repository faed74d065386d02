import { describe, expect, it } from "vitest";
import { PICTURE_MAX_BYTES, pictureProblem } from "./picture";

describe("pictureProblem", () => {
  it("accepts JPEG, PNG and WebP up to 2 MB", () => {
    for (const type of ["image/jpeg", "image/png", "image/webp"]) {
      expect(pictureProblem({ size: PICTURE_MAX_BYTES, type })).toBeNull();
    }
  });

  it("refuses other types, larger files and no file", () => {
    expect(pictureProblem({ size: 10, type: "image/gif" })).toBe("pictureInvalid");
    expect(pictureProblem({ size: PICTURE_MAX_BYTES + 1, type: "image/png" })).toBe("pictureTooLarge");
    expect(pictureProblem({ size: 0, type: "" })).toBe("required");
    expect(pictureProblem(null)).toBe("required");
  });
});
