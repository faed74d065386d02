// The admin bundler defines it from `admin.backendUrl` (medusa-config.ts).
declare const __BACKEND_URL__: string | undefined
