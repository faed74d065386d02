import type { ServerResponse } from "node:http";
import { bodyIn, preferredEncoding } from "./encodings.server";
import type { PageAnswer } from "./page-cache.server";

/**
 * Writes an answer of the page cache: a drawn one as React Router would (`compression()`
 * compresses it on the way out), a kept one in the encoding the client takes, with its length and
 * `Vary: Accept-Encoding` as `compression()` would add it; HEAD gets the headers alone.
 */
export function sendAnswer(res: ServerResponse, answer: PageAnswer, acceptEncoding: string | undefined, head: boolean) {
  if ("drawn" in answer) {
    const { status, headers, body } = answer.drawn;
    res.statusCode = status;
    for (const [name, value] of headers) if (name !== "set-cookie") res.setHeader(name, value);
    const cookies = headers.getSetCookie();
    if (cookies.length) res.setHeader("Set-Cookie", cookies);
    res.end(body);
    return;
  }
  const page = answer.kept;
  const encoding = preferredEncoding(acceptEncoding);
  const body = bodyIn(encoding, page);
  res.statusCode = page.status;
  for (const [name, value] of page.headers) res.setHeader(name, value);
  const vary = String(res.getHeader("Vary") ?? "");
  if (!/\baccept-encoding\b/i.test(vary)) res.setHeader("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(head ? undefined : body);
}
