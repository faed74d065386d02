// The app's admin bundler defines it from its `admin.backendUrl`.
declare const __BACKEND_URL__: string | undefined
