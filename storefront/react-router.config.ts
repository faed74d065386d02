import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  future: {
    // remix-i18next 7 detects the language in a root middleware.
    v8_middleware: true,
  },
} satisfies Config;
