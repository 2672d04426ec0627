#!/bin/sh
# Builds the image and proves it (issue 41 point 7): it starts as a non-root user on an empty
# volume, seeds the embedded database, turns healthy, serves the home page and the API, and
# stops on SIGTERM with exit code 0. Needs podman and the base (scripts/container-base.sh).
# Not part of CI: `sh scripts/container-smoke.sh`.
set -eu
port=${PORT:-3870}
podman build --format docker -t localhost/soglia:smoke .
podman volume rm -f soglia-smoke >/dev/null 2>&1 || true
podman run -d --name soglia-smoke -p "127.0.0.1:$port:3000" -v soglia-smoke:/data localhost/soglia:smoke >/dev/null
trap 'podman rm -f soglia-smoke >/dev/null 2>&1 || true' EXIT
echo "user in the container: $(podman exec soglia-smoke id -un)"
for i in $(seq 1 120); do
  if curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null 2>&1; then break; fi
  sleep 1
done
curl -fsS "http://127.0.0.1:$port/readyz"; echo
curl -fsS -o /dev/null -w "home page: %{http_code}\n" "http://127.0.0.1:$port/"
curl -fsS -o /dev/null -w "catalogue API: %{http_code}\n" "http://127.0.0.1:$port/api/products?per_page=3"
podman healthcheck run soglia-smoke && echo "healthcheck: healthy"
podman stop -t 40 soglia-smoke >/dev/null
echo "exit code after SIGTERM: $(podman inspect soglia-smoke --format '{{.State.ExitCode}}')"
podman logs soglia-smoke 2>&1 | grep -E '"msg":"(stopping|stopped)' || true
