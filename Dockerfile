# syntax=docker/dockerfile:1
# Reelwise production image: the built page and the server, run as a non-root user.
#   docker build -t reelwise .          (see docs/operations.md; compose.yaml runs two behind Caddy)
# The base, pinned to a Node release (the one tests run on); pin it to a digest too once pulled:
#   node:20.20.2-bookworm-slim@sha256:…   (docker buildx imagetools inspect node:20.20.2-bookworm-slim)
# NODE_IMAGE may name another image of that Node on Debian bookworm (scripts/check-image.sh builds one offline).
ARG NODE_IMAGE=node:20.20.2-bookworm-slim

# --- toolchain: what better-sqlite3 needs to build when no prebuilt binary can be fetched ----------
FROM ${NODE_IMAGE} AS toolchain
WORKDIR /app
RUN apt-get update -qq \
 && apt-get install -y -qq --no-install-recommends python3 make g++ ca-certificates >/dev/null \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./

# --- deps: production dependencies only, installed fresh ---------------------------------------
# --legacy-peer-deps: without the optional peers npm 7+ installs whenever the lockfile holds them for
# dev tooling (better-auth's vitest, and vite through it; react; openai's ws): 51 MB the server
# never loads. Required dependencies, and platform binaries such as esbuild's (tsx), stay.
FROM toolchain AS deps
# Native addons keep their compiled binaries (build/Release/*.node), not the compiler's objects and
# archives beside them (better-sqlite3: ~15 MB).
RUN npm ci --omit=dev --legacy-peer-deps --no-audit --no-fund \
 && find node_modules -path '*/build/Release/*' ! -name '*.node' -prune -exec rm -rf {} +

# --- build: every dependency, the page built into dist/ -----------------------------------------
FROM toolchain AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx vite build --logLevel warn && node scripts/build-server.mjs

# --- runtime: only what the server needs ----------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
# The commit being built (`--build-arg GIT_COMMIT=$(git rev-parse HEAD)`): GET /api/version, reelwise_build_info.
ARG GIT_COMMIT
# package.json's version (`--build-arg VERSION=$(node -p 'require("./package.json").version')`), for the label.
ARG VERSION=unknown
LABEL org.opencontainers.image.title="Reelwise" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.revision="${GIT_COMMIT}"
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    GIT_COMMIT=${GIT_COMMIT}
WORKDIR /app
COPY --from=deps --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/dist ./dist
COPY --from=build --chown=root:root /app/package.json ./
COPY --from=build --chown=root:root /app/data/catalog.json ./data/catalog.json
# The server compiled ahead of time (scripts/build-server.mjs); the sources stay for the operator command.
COPY --from=build --chown=root:root /app/.server ./.server
COPY --from=build --chown=root:root /app/src/server ./src/server
COPY --from=build --chown=root:root /app/src/contract ./src/contract
COPY --from=build --chown=root:root /app/tsconfig.json ./
# The operator command: `docker compose exec app1 node --import tsx scripts/account.ts reset-password EMAIL`.
COPY --from=build --chown=root:root /app/scripts/account.ts ./scripts/account.ts
# The app's files belong to root and are read-only to the server; it writes only to DATA_DIR.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Readiness (not draining; store state is in its body) rather than bare liveness: an unready server gets no traffic.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM: /api/ready turns 503, in-flight requests finish (SHUTDOWN_DELAY_MS, then up to 10 s).
STOPSIGNAL SIGTERM
CMD ["node", ".server/server/main.js"]
