/**
 * What a form submission to the storefront may be: one of the two encodings an HTML form sends,
 * and a bounded size. Anything else is refused before an action reads it, so a JSON body gets a
 * clear 415 instead of a crash and a huge or endless (chunked) body a 413 instead of memory.
 */
export const FORM_BODY_MAX_BYTES = 256 * 1024;
/** Multipart carries the profile picture (2 MB); its route answers a too-large picture itself. */
export const MULTIPART_BODY_MAX_BYTES = 8 * 1024 * 1024;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

export type BodyProblem = "tooLarge" | "unsupported" | null;

const hasBody = (request: Request) =>
  request.body !== null && request.headers.get("content-length") !== "0";

export async function bodyProblem(request: Request): Promise<BodyProblem> {
  if (request.method === "GET" || request.method === "HEAD" || !hasBody(request)) return null;
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.includes(type)) return "unsupported";
  const limit = type === "multipart/form-data" ? MULTIPART_BODY_MAX_BYTES : FORM_BODY_MAX_BYTES;
  const declared = request.headers.get("content-length");
  if (declared !== null) return Number(declared) > limit ? "tooLarge" : null;
  // No length given (chunked): count a copy of the stream, the action reads the original.
  // The original is left unread, not cancelled: cancelling would destroy the connection before
  // the 413 reaches the client; unread, the rest waits in the socket (backpressure) until it closes.
  return (await exceeds(request.clone().body, limit)) ? "tooLarge" : null;
}

async function exceeds(body: ReadableStream<Uint8Array> | null, limit: number): Promise<boolean> {
  if (!body) return false;
  const reader = body.getReader();
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return false;
    total += value.byteLength;
    if (total > limit) {
      // Not awaited: a copy's cancel settles only once the other copy is cancelled too.
      void reader.cancel().catch(() => undefined);
      return true;
    }
  }
}
