# API (and, with the same image, the future PDF worker). Serves the shell and the remotes too when their dist folders are
# copied in; in production a CDN serves them and REMOTES_MANIFEST_FILE points at versioned URLs.
# Not built on the development machines (no Docker engine there); kept in step with `npm run build`.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci && npx nx run-many -t build --projects=@resume/contracts,@resume/backend,@resume/shell,@resume/editor

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000
COPY --from=build /app /app
RUN npm prune --omit=dev
EXPOSE 3000
HEALTHCHECK CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/health/ready').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "backend/dist/main.js"]
