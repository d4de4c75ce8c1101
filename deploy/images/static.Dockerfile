# The shell or one remote as static files behind nginx (docs/decisions/0028-deployment.md), user 101, port 8080:
#   docker build -f deploy/images/static.Dockerfile --build-arg APP=shell -t resume/shell:1.0.0 .
#   docker build -f deploy/images/static.Dockerfile --build-arg APP=editor --build-arg VERSION=1.4.3 \
#     --build-arg PREVIOUS_IMAGE=registry.example.com/resume/editor:1.4.2 -t resume/editor:1.4.3 .
# APP: shell, editor, share-manager, template-designer or account. A remote is served under /remotes/<APP>/<VERSION>/,
# the address the remotes manifest gives it (the ConfigMap in Kubernetes), so one remote ships as its image tag plus that
# manifest entry, and the shell is not rebuilt. PREVIOUS_IMAGE (the remote's image now running) carries the versions
# it served into the new image: while pods roll, and after, the manifest may name either, and a rollback is the
# manifest entry alone. The shell serves / (index.html for any page address) and /remotes.json from
# /etc/resume/remotes.json (mounted from the ConfigMap; deploy/remotes/containers.json by default).
# Source maps are left out (the API refuses them in production too). Not built on the development machines.
ARG PREVIOUS_IMAGE=nginxinc/nginx-unprivileged:1.27-alpine
FROM ${PREVIOUS_IMAGE} AS previous

FROM node:20-bookworm-slim AS build
ARG APP
ARG VERSION=local
WORKDIR /app
ENV NX_NO_CLOUD=true NX_DAEMON=false NX_TUI=false
COPY . .
RUN case "$APP" in shell|editor|share-manager|template-designer|account) ;; \
      *) echo "APP must be shell, editor, share-manager, template-designer or account, got '$APP'" >&2; exit 1 ;; esac \
 && case "$VERSION" in *[!A-Za-z0-9._+-]*|.*|'') echo "VERSION must be a version such as 1.4.3" >&2; exit 1 ;; esac \
 && npm ci --no-audit --no-fund \
 && npx nx run "@resume/$APP:build" --outputStyle=static \
 && find "frontends/$APP/dist" -name '*.map' -delete
COPY --from=previous /usr/share/nginx/html/ /previous/
# The files as served, and the nginx site for this kind of app.
RUN mkdir -p /site/html /site/etc \
 && if [ "$APP" = shell ]; then \
      cp -r frontends/shell/dist/. /site/html/ \
      && cp deploy/images/nginx/shell.conf /site/default.conf \
      && node deploy/images/nginx/prerendered-headers.mjs frontends/shell/dist/prerendered \
           deploy/images/nginx/security-headers.conf > /site/prerendered-headers.conf \
      && cp deploy/remotes/containers.json /site/etc/remotes.json; \
    else \
      mkdir -p "/site/html/remotes/$APP/$VERSION" \
      && if [ -d "/previous/remotes/$APP" ]; then cp -r "/previous/remotes/$APP/." "/site/html/remotes/$APP/"; fi \
      && cp -r "frontends/$APP/dist/." "/site/html/remotes/$APP/$VERSION/" \
      && cp deploy/images/nginx/remote.conf /site/default.conf \
      && cp deploy/images/nginx/security-headers.conf /site/prerendered-headers.conf; \
    fi

FROM nginxinc/nginx-unprivileged:1.27-alpine
ENV NODE_ENV=production
COPY deploy/images/nginx/security-headers.conf /etc/nginx/snippets/security-headers.conf
COPY --from=build /site/prerendered-headers.conf /etc/nginx/snippets/prerendered-headers.conf
COPY --from=build /site/default.conf /etc/nginx/conf.d/default.conf
COPY --from=build /site/etc/ /etc/resume/
COPY --from=build /site/html/ /usr/share/nginx/html/
USER 101
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --retries=3 CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/healthz"]
