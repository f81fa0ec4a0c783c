# syntax=docker/dockerfile:1
# The production image: one api instance serving /api and the built shell and remotes (docs/deployment.md).
# Checked, never built, on the project's machines (no container runtime there): scripts/deploymentFiles.test.mjs
# holds these lines to the code. Build: docker build -t kingside-academy .

ARG NODE_VERSION=20.20
# The npm that wrote package-lock.json: npm 11 honours package.json's allowScripts (only sqlite3 and @swc/core
# run install scripts); node 20's own npm 10 would run every package's.
ARG NPM_VERSION=11.19.1

FROM node:${NODE_VERSION}-bookworm-slim AS toolchain
ARG NPM_VERSION
# sqlite3 compiles its native module from source at install.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/* \
  && npm install -g npm@${NPM_VERSION}
WORKDIR /app
# Every workspace's package.json, and nothing else, so the install layers are rebuilt only when a manifest changes.
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/ui/package.json packages/ui/
COPY packages/webpack-config/package.json packages/webpack-config/
COPY api/package.json api/
COPY shell/package.json shell/
COPY mfe-learn/package.json mfe-learn/
COPY mfe-blog/package.json mfe-blog/
COPY mfe-shop/package.json mfe-shop/
COPY mfe-checkout/package.json mfe-checkout/
COPY mfe-auth/package.json mfe-auth/
COPY mfe-admin/package.json mfe-admin/
COPY e2e/package.json e2e/

# What the runtime needs from npm: the dependencies of every workspace, without their dev tools.
FROM toolchain AS prod-deps
RUN npm ci --omit=dev --no-audit --no-fund

# The build of `npm run build`: the type-check and compile of every project (api/dist, packages/*/dist), then
# each front end's dist/ and, for the shell and the remotes that render on the server, dist-server/.
FROM toolchain AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
# The commit for kingside_build_info: the context has no .git (docker build --build-arg KINGSIDE_COMMIT=$(git rev-parse --short HEAD)).
ARG KINGSIDE_COMMIT=unknown
# Prometheus scrapes METRICS_PORT on the container's address; the load balancer forwards only PORT (docs/observability.md).
ENV NODE_ENV=production \
  PORT=3000 \
  METRICS_PORT=9464 \
  METRICS_HOST=0.0.0.0 \
  KINGSIDE_COMMIT=${KINGSIDE_COMMIT} \
  LOG_FORMAT=json \
  UPLOADS_DIR=/data/uploads \
  REMOTES_DIR=/data/remotes
WORKDIR /app
# Owned by root and not writable by the process: only /data (the shared volume) and api/var are.
COPY --from=prod-deps /app ./
COPY --from=build /app/packages/contracts/dist packages/contracts/dist
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/api/public api/public
COPY --from=build /app/api/src/accounts/common-passwords.txt api/src/accounts/
COPY --from=build /app/shell/dist shell/dist
COPY --from=build /app/shell/dist-server shell/dist-server
COPY --from=build /app/mfe-learn/dist mfe-learn/dist
COPY --from=build /app/mfe-learn/dist-server mfe-learn/dist-server
COPY --from=build /app/mfe-blog/dist mfe-blog/dist
COPY --from=build /app/mfe-blog/dist-server mfe-blog/dist-server
COPY --from=build /app/mfe-shop/dist mfe-shop/dist
COPY --from=build /app/mfe-shop/dist-server mfe-shop/dist-server
COPY --from=build /app/mfe-checkout/dist mfe-checkout/dist
COPY --from=build /app/mfe-checkout/dist-server mfe-checkout/dist-server
COPY --from=build /app/mfe-auth/dist mfe-auth/dist
COPY --from=build /app/mfe-auth/dist-server mfe-auth/dist-server
COPY --from=build /app/mfe-admin/dist mfe-admin/dist
COPY --from=build /app/mfe-admin/dist-server mfe-admin/dist-server
# The image's `node` user, by number: Kubernetes' runAsNonRoot can only verify a numeric user.
RUN mkdir -p api/var /data/uploads /data/remotes && chown -R 1000:1000 api/var /data
USER 1000:1000
EXPOSE 3000 9464
# Liveness only (the process serves HTTP): a database outage must not mark every container unhealthy at once.
# The slim image has no curl; node's fetch does the request.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "api/dist/server.js"]
