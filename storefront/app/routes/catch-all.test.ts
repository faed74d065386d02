import { describe, expect, test } from "vitest";
import { action, loader } from "./catch-all";

describe("unknown paths", () => {
  test("GET redirects to / with a 302", () => {
    const response = loader();
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
  });

  test("POST redirects to / with a 302", () => {
    const response = action();
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
  });
});
