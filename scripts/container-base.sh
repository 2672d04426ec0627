#!/bin/sh
# The Dockerfile's base image made locally (issue 41 point 7, decision 092): where no container
# registry is reachable, a Debian 12 minbase built with mmdebstrap from the Debian mirror and
# imported into podman as localhost/soglia-base:bookworm. Not part of CI.
#   apt-get install -y mmdebstrap podman && sh scripts/container-base.sh
set -eu
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
tarball=$(mktemp --suffix=.tar)
trap 'rm -f "$tarball"' EXIT
mmdebstrap --variant=minbase --include=ca-certificates --format=tar bookworm "$tarball" "$mirror"
podman import --change 'CMD ["/bin/bash"]' "$tarball" localhost/soglia-base:bookworm
podman image ls localhost/soglia-base
