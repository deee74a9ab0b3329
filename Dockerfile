# syntax=docker/dockerfile:1
# The academy in one image: the API (run by tsx from its TypeScript sources) serving the built web app.
#   docker build -t academy .        (compose.yaml builds it for you; docs/production.md)
# The Node.js LTS line production runs (.nvmrc; .ci/run checks that they agree and runs the server suite on it).
ARG NODE_IMAGE=node:26-bookworm-slim

# --- 1. the web app: every dependency (Vite, TypeScript), then `vite build` into apps/web/dist
FROM ${NODE_IMAGE} AS web
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/shared packages/shared
COPY apps/web apps/web
RUN npm run build -w apps/web

# --- 2. the server's production dependencies only (no Vite, no test tools, no web libraries)
FROM ${NODE_IMAGE} AS server-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --no-audit --no-fund -w apps/server -w packages/shared --include-workspace-root=false \
 && npm cache clean --force

# --- 3. what runs
FROM ${NODE_IMAGE}
# pg_dump / pg_restore / psql 15 for `npm run backup` and `npm run restore` (same major version as compose's PostgreSQL).
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client-15 \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    UPLOADS_DIR=/data/uploads \
    WEB_DIST=/app/apps/web/dist
WORKDIR /app
COPY --from=server-deps --chown=root:root /app/node_modules node_modules
COPY --chown=root:root package.json package-lock.json tsconfig.base.json ./
COPY --chown=root:root packages/shared packages/shared
COPY --chown=root:root apps/server apps/server
COPY --from=web --chown=root:root /app/apps/web/dist apps/web/dist
# The code belongs to root and is read-only for the app; the app's user owns only /data (a volume).
RUN mkdir -p /data/uploads && chown -R node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=15s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
WORKDIR /app/apps/server
# node runs as PID 1 and handles SIGTERM itself (graceful shutdown in src/main.ts); compose adds an init for zombies.
CMD ["node", "--import", "tsx", "src/main.ts"]
