import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { browserVerdict, schemaDownload } from "./browser-check";
import { formMessages } from "./submission";

const MESSAGES = formMessages(["required", "email"], "required");
const Schema = z.object({ email: z.email({ error: "email" }) });

function form(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return formData;
}

/** A loader whose download the test finishes (or breaks) when it chooses. */
function controlledLoader() {
  const downloads: { resolve: (schema: z.ZodType) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(() => new Promise<z.ZodType>((resolve, reject) => downloads.push({ resolve, reject })));
  return { load, downloads };
}

describe("browserVerdict", () => {
  it("sends a wrong form to the server while the schema has not arrived: the server answers the errors", () => {
    expect(browserVerdict(null, form({ email: "awa@" }), MESSAGES)).toEqual({ send: true });
  });

  it("once the schema has arrived, holds a wrong form back with its message keys", () => {
    expect(browserVerdict(Schema, form({ email: "awa@" }), MESSAGES)).toEqual({ send: false, errors: { email: "email" } });
  });

  it("once the schema has arrived, sends a right form", () => {
    expect(browserVerdict(Schema, form({ email: "awa@example.cm" }), MESSAGES)).toEqual({ send: true });
  });
});

describe("schemaDownload", () => {
  it("downloads once however often it is asked, and hands over the schema when it arrives", async () => {
    const { load, downloads } = controlledLoader();
    const arrived = vi.fn();
    const ask = schemaDownload(load, arrived);
    ask();
    ask();
    ask();
    expect(load).toHaveBeenCalledTimes(1);
    expect(arrived).not.toHaveBeenCalled();

    downloads[0]?.resolve(Schema);
    await vi.waitFor(() => expect(arrived).toHaveBeenCalledWith(Schema));
    ask();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again on the next ask after a failed download", async () => {
    const { load, downloads } = controlledLoader();
    const arrived = vi.fn();
    const ask = schemaDownload(load, arrived);
    ask();
    downloads[0]?.reject(new Error("offline"));
    await vi.waitFor(() => {
      ask();
      expect(load).toHaveBeenCalledTimes(2);
    });
    downloads[1]?.resolve(Schema);
    await vi.waitFor(() => expect(arrived).toHaveBeenCalledWith(Schema));
  });
});
