import { buildPluginsIfChanged } from "./plugins.js"

/**
 * `npm run build:plugins`: the shared packages and every plugin built whole (`medusa plugin:build`,
 * admin extensions included) when their sources changed, or when the backend's tests left only
 * their server code. The backend's admin build bundles the plugins' extensions, so `npm run build`
 * runs this first.
 */
await buildPluginsIfChanged(process.env, (line) => console.log(line))
