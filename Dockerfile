# Soglia's container image (issue 41 point 7, decision 092): built in one stage, run in another
# as a non-root user, the data folder (embedded database, media, backups) in a volume, the
# liveness probe as HEALTHCHECK. Any Debian 12 image is a base; where no registry is reachable,
# scripts/container-base.sh makes one with mmdebstrap:
#   podman build --format docker -t soglia .                                  # base made by the script
#   docker build --build-arg BASE=docker.io/library/debian:bookworm-slim -t soglia .
ARG BASE=localhost/soglia-base:bookworm

FROM ${BASE} AS build
# Debian's npm runs `npm install`, which brings Node 24 (the `node` devDependency) for the build.
RUN apt-get update \
 && apt-get install -y --no-install-recommends nodejs npm ca-certificates python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# The sources first: `npm install` runs the `prepare` script (Panda's codegen reads panda.config.ts).
COPY . .
RUN npm install --no-audit --no-fund && npm run build

FROM ${BASE}
RUN useradd --system --uid 10001 --home-dir /app --shell /usr/sbin/nologin soglia \
 && mkdir -p /data && chown soglia /data
WORKDIR /app
# The server needs only its build, its migrations and Node itself (the same Node 24 as the build).
COPY --from=build /app/node_modules/node/bin/node /usr/local/bin/node
COPY --from=build /app/.output ./.output
COPY --from=build /app/drizzle ./drizzle
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
VOLUME /data
USER soglia
EXPOSE 3000
# Liveness (README, "Health checks"); a balancer or an orchestrator asks /readyz before sending traffic.
HEALTHCHECK --interval=10s --timeout=3s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains (README, "Stopping and deploying"): give it SHUTDOWN_DELAY + SERVER_SHUTDOWN_TIMEOUT + 5 s.
STOPSIGNAL SIGTERM
CMD ["node", ".output/server/index.mjs"]
