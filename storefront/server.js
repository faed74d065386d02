// The storefront's production server: React Router's request handler behind Express, as
// `react-router-serve` runs it, plus what the shop needs from the connection itself:
// - the shopper's address, read from the socket and the TRUSTED_PROXY_HOPS proxies declared in
//   front (none by default), handed to the app in a header of ours that replaces any a client sent;
// - an access log that never keeps the single-use tokens of e-mailed links.
// Plain JavaScript: Node runs it as it is; the logic lives in the app (app/lib/security).
import path from "node:path";
import { pathToFileURL } from "node:url";

// Before React loads (hence the imports below): its production build, as react-router-serve does.
process.env.NODE_ENV ??= "production";
const [{ createRequestHandler }, { default: compression }, { default: express }, { default: morgan }] = await Promise.all([
  import("@react-router/express"),
  import("compression"),
  import("express"),
  import("morgan"),
]);

const build = await import(pathToFileURL(path.resolve("build/server/index.js")).href);
const { CLIENT_ADDRESS_HEADER, coalesceFlushes, pageCacheMiddleware, redactUrl } = build.entry.module;
const trustedHops = Number(process.env.TRUSTED_PROXY_HOPS || 0);

const app = express();
app.disable("x-powered-by");
// Express reads the client's address `trustedHops` entries from the end of X-Forwarded-For.
app.set("trust proxy", trustedHops);
app.use(compression());
// One compressed body per page, not one block per React chunk (docs/decisions/038).
app.use(coalesceFlushes);
app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
// The public folder's files (favicon, logo) all have an extension and pages have none: pages skip
// the file look-up, whose "not found" costs a stat and an error object per request
// (`/sitemap.xml` and `/robots.txt` are routes: the look-up misses and passes them on, as before).
const publicFiles = express.static("build/client", { maxAge: "1h" });
app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));
morgan.token("url-without-tokens", (req) => redactUrl(req.originalUrl));
app.use(morgan(":method :url-without-tokens :status :res[content-length] - :response-time ms"));
app.use((req, _res, next) => {
  req.headers[CLIENT_ADDRESS_HEADER] = req.ip ?? "";
  next();
});
// Shared catalogue pages drawn once per catalogue version and kept compressed (docs/decisions/039).
app.use(pageCacheMiddleware(build, process.env.NODE_ENV));
app.all("*", createRequestHandler({ build, mode: process.env.NODE_ENV }));

const port = Number(process.env.PORT || 3000);
// This machine only unless HOST says otherwise (the containers set HOST=0.0.0.0).
const host = process.env.HOST || "127.0.0.1";
const server = app.listen(port, host, () => {
  const shown = ["127.0.0.1", "0.0.0.0", "::"].includes(host) ? "localhost" : host.includes(":") ? `[${host}]` : host;
  console.log(`[storefront] http://${shown}:${server.address().port}`);
});
for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => server.close(console.error));
