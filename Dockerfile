# syntax=docker/dockerfile:1
#
# DreamShade's two images, from one build of the npm workspaces (see docs/containers.md):
#
#   docker build --target backend -t dreamshade-backend .        the Medusa server and worker
#   docker build --target storefront -t dreamshade-storefront .  the React Router storefront
#
# Both start from the `workspace` stage: every workspace manifest and the root lockfile, so each
# image's installs are checked against the same lockfile and cached until a manifest changes.
# Both keep the repository's layout (/app is the repository root) so that Node resolves packages
# exactly as on a developer machine: /app/node_modules (the one hoisted tree of the npm
# workspaces), /app/backend/.medusa/server (where `medusa start` must run), /app/storefront.
# linux/amd64 only: the lockfile lacks some other platforms' optional binaries (lightningcss for
# linux-arm64, for one), so `npm ci` may fail elsewhere (docker-compose.yml pins the platform).

ARG NODE_IMAGE=node:20-bookworm-slim

# Every plugin's manifest, whatever plugins exist: `npm ci` checks every workspace, and copying
# only manifests keeps the install layers cached until a dependency changes.
FROM ${NODE_IMAGE} AS plugin-manifests
COPY plugins/ /manifests/plugins/
RUN find /manifests/plugins -mindepth 2 -maxdepth 2 ! -name package.json -exec rm -rf {} +

FROM ${NODE_IMAGE} AS workspace
WORKDIR /app
ENV PATH=/app/node_modules/.bin:$PATH \
    NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false
# Manifests only, so that the installs below are redone only when one of them changes. `npm ci`
# checks every workspace against the root lockfile, so every workspace manifest is needed.
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY storefront/package.json storefront/
COPY tools/package.json tools/
COPY packages/contracts/package.json packages/contracts/
COPY packages/payment-kit/package.json packages/payment-kit/
COPY --from=plugin-manifests /manifests/plugins/ plugins/

# ---------------------------------------------------------------------------------------------
# Backend: one image for the Medusa server and the Medusa worker; the MEDUSA_WORKER_MODE
# variable picks the role.

# Every workspace's dependencies, dev ones included, exactly as on a developer machine: the admin
# build needs `react-i18next` at the root of node_modules (@medusajs/draft-order imports it without
# declaring it), and only the storefront puts it there; `npm ci --workspace backend` fails the
# admin build. No install scripts: nothing the builds use needs one.
FROM workspace AS backend-deps
ENV MEDUSA_DISABLE_TELEMETRY=true
RUN --mount=type=cache,target=/root/.npm \
    npm ci --ignore-scripts

# Our plugins first (`medusa plugin:build` into each plugin's .medusa/server: the backend loads
# them from there and its admin build bundles their admin extensions), then `medusa build`: the
# server compiled to .medusa/server, the staff admin to .medusa/server/public.
# NODE_ENV is left unset here: the build needs no secrets (the config refuses development
# secrets only when NODE_ENV=production).
FROM backend-deps AS backend-build
COPY tsconfig.json ./
# The shared packages first: plugins and backend require the contracts' build (packages/contracts),
# the payment plugins the payment kit's (packages/payment-kit).
COPY packages/ packages/
RUN node packages/contracts/scripts/build.mjs && node packages/payment-kit/scripts/build.mjs
COPY plugins/ plugins/
RUN for plugin in plugins/*/; do (cd "$plugin" && medusa plugin:build) || exit 1; done
COPY backend/ backend/
WORKDIR /app/backend
RUN medusa build

# What the server loads of each plugin: its manifest and its build.
FROM backend-build AS backend-plugin-builds
RUN find /app/plugins -mindepth 2 -maxdepth 2 ! -name package.json ! -name .medusa -exec rm -rf {} +

# Production dependencies of the backend only: what `medusa start`, `db:migrate`, `exec` and
# `user` load (the admin is already built into .medusa/server/public).
FROM workspace AS backend-prod-deps
RUN --mount=type=cache,target=/root/.npm \
    npm ci --workspace backend --include-workspace-root --omit=dev --ignore-scripts

FROM workspace AS backend
ENV NODE_ENV=production \
    PORT=9000 \
    MEDUSA_DISABLE_TELEMETRY=true \
    SEED_DIR=/app/seed \
    MEDUSA_UPLOAD_DIR=/app/uploads \
    MEDUSA_WORKER_MODE=shared
# Owned by the app's user: `medusa db:migrate` creates empty dist/migrations folders inside
# some @medusajs packages (seen: auth-emailpass, file, locking, caching...) and fails with EACCES
# on a read-only tree.
COPY --from=backend-prod-deps --chown=node:node /app/node_modules ./node_modules
COPY --from=backend-build /app/backend/.medusa/server ./backend/.medusa/server
# node_modules/@dreamshade/<plugin> links to plugins/<plugin>: its manifest and its build.
COPY --from=backend-plugin-builds /app/plugins/ ./plugins/
COPY --from=backend-build /app/packages/contracts/package.json ./packages/contracts/package.json
COPY --from=backend-build /app/packages/contracts/dist ./packages/contracts/dist
COPY --from=backend-build /app/packages/payment-kit/package.json ./packages/payment-kit/package.json
COPY --from=backend-build /app/packages/payment-kit/dist ./packages/payment-kit/dist
COPY seed/ ./seed/
COPY backend/docker/entrypoint.sh ./backend/docker/entrypoint.sh
WORKDIR /app/backend/.medusa/server
# Uploads (catalogue pictures, staff uploads) go to MEDUSA_UPLOAD_DIR and are served at
# {MEDUSA_BACKEND_URL}/uploads: keep that folder on a volume (docker-compose.yml: `uploads`).
# ./static stays writable for the files Medusa's local provider stores as private (it keeps them
# in <work dir>/static); the shop uses none today.
RUN mkdir -p /app/uploads static && chown node:node /app/uploads static
VOLUME ["/app/uploads"]
USER node
EXPOSE 9000
# The worker listens too (Medusa answers /health in every role), so one check fits both.
# The long start period covers the first start: migrations, then loading the catalogue.
HEALTHCHECK --interval=10s --timeout=5s --start-period=600s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 9000}/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/bin/sh", "/app/backend/docker/entrypoint.sh"]
CMD ["medusa", "start"]

# ---------------------------------------------------------------------------------------------
# Storefront: the React Router 7 app, server-rendered by its own Express server (server.js).

# Everything the storefront workspace needs to build (dev dependencies included).
FROM workspace AS storefront-deps
RUN --mount=type=cache,target=/root/.npm \
    npm ci --workspace storefront --include-workspace-root --ignore-scripts

# `react-router build`: build/server (the SSR bundle) and build/client (assets, public/ files).
FROM storefront-deps AS storefront-build
COPY tsconfig.json ./
# The shared contracts (packages/contracts), which the build bundles.
COPY packages/ packages/
RUN node packages/contracts/scripts/build.mjs
COPY storefront/ storefront/
WORKDIR /app/storefront
RUN react-router build

# Production dependencies of the storefront only (the server bundle imports them at run time).
FROM workspace AS storefront-prod-deps
RUN --mount=type=cache,target=/root/.npm \
    npm ci --workspace storefront --include-workspace-root --omit=dev --ignore-scripts

FROM workspace AS storefront
# server.js listens on 127.0.0.1 unless HOST is set: inside a container, every interface (the
# port is published by Docker; docker-compose.yml binds it to 127.0.0.1 on the host).
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0
COPY --from=storefront-prod-deps /app/node_modules ./node_modules
COPY --from=storefront-build /app/storefront/build ./storefront/build
COPY storefront/server.js ./storefront/server.js
WORKDIR /app/storefront
USER node
EXPOSE 3000
# A resource route that answers 200 without calling the backend: the check is about this server.
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 3000}/resources/locales/fr/common`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The heap limit keeps the server's memory near its live data (docs/decisions/030).
CMD ["node", "--max-old-space-size=128", "--max-semi-space-size=8", "server.js"]
