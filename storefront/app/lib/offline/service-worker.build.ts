import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "vite";

/**
 * Builds the service worker (`sw.js`, from `sw.ts`) at the end of the storefront's client build,
 * from that build: its precache list is the build's files and its id a hash of them, so every
 * deployment that changes a file ships a new worker with new caches (docs/decisions/034).
 */

const APP_DIR = path.resolve(fileURLToPath(new URL("../..", import.meta.url)));
const WORKER_ENTRY = path.join(APP_DIR, "lib/offline/sw.ts");
/** Public files the installed app needs without a connection (icons, manifests). */
const PUBLIC_FILES = /^(manifest(\.en)?\.webmanifest|logo\.svg|favicon\.svg|icons\/.+\.png)$/;

export interface PrecacheFile {
  url: string;
  revision: string | null;
}

async function filesUnder(dir: string, prefix = ""): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const files: string[] = [];
  for (const entry of entries) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await filesUnder(path.join(dir, entry.name), relative)));
    else files.push(relative);
  }
  return files;
}

/**
 * The public files the installed app needs (revision: their hash). The build's scripts are not
 * precached (all routes' scripts would cost a shopper on prepaid data): the worker keeps those the
 * shopper's pages load.
 */
export async function precacheFiles(outDir: string): Promise<PrecacheFile[]> {
  const files: PrecacheFile[] = [];
  for (const file of (await filesUnder(outDir)).sort()) {
    if (!PUBLIC_FILES.test(file)) continue;
    const hash = createHash("sha256").update(await readFile(path.join(outDir, file))).digest("hex").slice(0, 16);
    files.push({ url: `/${file}`, revision: hash });
  }
  return files;
}

/** The build's id: its scripts' names carry their content's hash, so any change in them changes it. */
export async function buildIdOf(outDir: string, files: readonly PrecacheFile[], workerSource: string): Promise<string> {
  const assets = (await filesUnder(path.join(outDir, "assets"))).sort();
  return createHash("sha256").update(JSON.stringify([assets, files])).update(workerSource).digest("hex").slice(0, 12);
}

export function serviceWorkerPlugin(): Plugin {
  return {
    name: "dreamshade:service-worker",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    // After the client files are written (not on a failed build).
    async writeBundle() {
      const config = this.environment.config;
      const outDir = path.resolve(config.root, config.build.outDir);
      const files = await precacheFiles(outDir);
      const workerSources = await Promise.all(
        (await filesUnder(path.dirname(WORKER_ENTRY))).sort().map((file) => readFile(path.join(path.dirname(WORKER_ENTRY), file), "utf8")),
      );
      await build({
        configFile: false,
        root: config.root,
        logLevel: "warn",
        publicDir: false,
        resolve: { alias: { "~": APP_DIR } },
        define: {
          __DS_BUILD_ID__: JSON.stringify(await buildIdOf(outDir, files, workerSources.join("\n"))),
          "self.__SW_MANIFEST": JSON.stringify(files),
          "process.env.NODE_ENV": JSON.stringify("production"),
        },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          minify: true,
          target: "es2022",
          lib: { entry: WORKER_ENTRY, formats: ["iife"], name: "dreamshadeServiceWorker", fileName: () => "sw.js" },
        },
      });
    },
  };
}
