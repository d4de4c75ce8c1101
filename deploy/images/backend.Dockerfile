# The backend images, from one build (docs/decisions/0028-deployment.md):
#   docker build -f deploy/images/backend.Dockerfile --target api        -t resume/api:1.0.0 .
#   docker build -f deploy/images/backend.Dockerfile --target pdf-worker -t resume/pdf-worker:1.0.0 .
# `api` runs the HTTP API (dist/main.js) and, with `node backend/dist/migrate.js`, the migrate step; `pdf-worker` runs
# dist/worker.js with Debian's Chromium. Both: NODE_ENV=production, user `node` (uid 1000), the built backend and its
# production dependencies only. The shell and the remotes are images of their own (static.Dockerfile).
# Not built on the development machines (no container engine there); kept in step with `npm run build`.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NX_NO_CLOUD=true NX_DAEMON=false NX_TUI=false
COPY . .
# The images print with Debian's Chromium (CHROMIUM_PATH): the Chromium that @sparticuz/chromium ships for a machine
# without one (66 MB, docs/decisions/0044-bundled-chromium.md) is left out.
RUN npm ci --no-audit --no-fund \
 && npx nx run @resume/backend:build --outputStyle=static \
 && npm prune --omit=dev --no-audit --no-fund \
 && rm -rf node_modules/@sparticuz/chromium \
 && mkdir -p backend/node_modules contracts/node_modules frontends/resume-view/node_modules

# What both images run. The backend imports the contracts and the renderer as workspace packages (their dist).
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production DATA_DIR=/app/data
COPY --from=build /app/package.json /app/nx.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/contracts/package.json ./contracts/package.json
COPY --from=build /app/contracts/dist ./contracts/dist
COPY --from=build /app/contracts/node_modules ./contracts/node_modules
COPY --from=build /app/frontends/resume-view/package.json ./frontends/resume-view/package.json
COPY --from=build /app/frontends/resume-view/dist ./frontends/resume-view/dist
# The icon set the API serves on people's hosts (web/brand-icons.ts).
COPY --from=build /app/frontends/resume-view/brand ./frontends/resume-view/brand
COPY --from=build /app/frontends/resume-view/node_modules ./frontends/resume-view/node_modules
COPY --from=build /app/backend/package.json ./backend/package.json
COPY --from=build /app/backend/dist ./backend/dist
COPY --from=build /app/backend/node_modules ./backend/node_modules
# DATA_DIR: the one place the app writes (an emptyDir in Kubernetes, where the root file system is read-only).
RUN mkdir -p /app/data && chown node:node /app/data

FROM runtime AS api
USER node
ENV PORT=3000
EXPOSE 3000
# Ready: the database and Redis answer (GET /health/ready). A replica on an older schema never gets here: it exits
# with a message naming `npm run migrate -w backend`.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM: stop taking connections, finish the requests in flight, close (enableShutdownHooks).
CMD ["node", "backend/dist/main.js"]

FROM runtime AS pdf-worker
# Debian's Chromium prints; fonts-dejavu-core is the fallback for scripts the template fonts (@fontsource files in
# node_modules, docs/decisions/0025-self-hosted-fonts.md) do not cover.
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium fonts-dejavu-core \
 && rm -rf /var/lib/apt/lists/*
USER node
ENV CHROMIUM_PATH=/usr/bin/chromium PDF_CONCURRENCY=2
# The worker has no HTTP: healthy while the queue's Redis answers it (a job waits there, not in the process).
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "const R=require(require.resolve('ioredis',{paths:['/app/backend']}));const r=new R(process.env.REDIS_URL,{lazyConnect:true,maxRetriesPerRequest:1,retryStrategy:()=>null});r.ping().then(()=>process.exit(0),()=>process.exit(1))"]
# SIGTERM: stop taking jobs, finish the running ones (PDF_TIMEOUT_MS at most), close the browser.
CMD ["node", "backend/dist/worker.js"]
