# syntax=docker/dockerfile:1
# Static hosting of the five built remotes (what a CDN origin serves): /<app>/mf-manifest.json, remoteEntry.js
# and hashed chunks, with CORS (the shell loads them from another origin) and caching rules. Build from the
# repository root:
#   docker build -f deploy/remotes.Dockerfile -t afterwork-remotes .
# Then point a version's `entry` in the registry at https://<this host>/<app>/mf-manifest.json (docs/deploy.md).
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
ENV CI=true
RUN npm install -g pnpm@12.21.0
WORKDIR /src
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch
COPY . .
# The remotes only (the shell is served by the API image).
RUN pnpm install --frozen-lockfile --offline \
 && pnpm -r --filter './mf-*' run build \
 && mkdir -p /out \
 && for app in mf-library mf-communities mf-groups mf-mentors-portals mf-admin; do cp -r "$app/dist" "/out/$app"; done

FROM nginx:1.27-alpine AS runtime
COPY deploy/nginx/remotes.conf /etc/nginx/conf.d/default.conf
COPY --from=build /out /usr/share/nginx/html
EXPOSE 8080
