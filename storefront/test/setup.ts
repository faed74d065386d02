import { afterEach, beforeEach, expect, vi, type MockInstance } from "vitest";

// House rule: a test that logs console.error fails.
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  expect(calls, "console.error was called").toEqual([]);
});
