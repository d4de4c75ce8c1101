# One static image per remote: `docker build --build-arg REMOTE=editor -f deploy/images/remote.Dockerfile .`
# A feature team ships its remote by publishing this image (or its dist folder to the CDN) and updating the
# environment's remotes manifest; the shell is not rebuilt.
FROM node:20-bookworm-slim AS build
ARG REMOTE
WORKDIR /app
COPY . .
RUN npm ci && npm run build -w frontends/${REMOTE}

FROM nginx:1.27-alpine
ARG REMOTE
COPY --from=build /app/frontends/${REMOTE}/dist /usr/share/nginx/html/remotes/${REMOTE}
