#!/usr/bin/env bash
# `npm run check:image`: build the production image from the Dockerfile with podman, offline from
# any container registry, then run it and check what production relies on: it starts as a non-root
# user, answers /api/ready, passes its HEALTHCHECK, keeps DATA_DIR on a volume and stops cleanly on
# SIGTERM. The base image (node:20-bookworm-slim) cannot be pulled here, so an equivalent one is
# built: Debian bookworm from Debian's mirror with mmdebstrap, plus this machine's Node 20.
# Each step says what it checks; the first failure says exactly what failed and stops.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="${CHECK_IMAGE_DIR:-$root/.tools/image-check}"
base_tag="localhost/reelwise-node20-bookworm:check"
image_tag="localhost/reelwise:check"
port="${CHECK_IMAGE_PORT:-3999}"
container="reelwise-check-$$"
mkdir -p "$work"

step() { printf '\n▶ %s\n' "$*"; }
fail() { printf '✗ check:image failed: %s\n' "$*" >&2; exit 1; }
need() { command -v "$1" >/dev/null 2>&1 || fail "$1 is not installed (apt-get install -y $2)"; }
need podman podman
need mmdebstrap mmdebstrap

node_major="$(node -p 'process.versions.node.split(".")[0]')"
[ "$node_major" = "20" ] || fail "this machine's Node is $(node -v); the image needs Node 20"

step "base image: Debian bookworm (mmdebstrap) + Node $(node -v) as $base_tag"
if ! podman image exists "$base_tag"; then
  if [ ! -s "$work/bookworm.tar" ]; then
    mmdebstrap --quiet --format=tar --variant=minbase --include=ca-certificates \
      bookworm "$work/bookworm.tar.part" http://deb.debian.org/debian \
      || fail "mmdebstrap could not build Debian bookworm from http://deb.debian.org/debian"
    mv "$work/bookworm.tar.part" "$work/bookworm.tar"
  fi
  podman import --quiet "$work/bookworm.tar" localhost/reelwise-bookworm:check >/dev/null \
    || fail "podman import of the bookworm root filesystem"
  ctx="$work/base-context"
  rm -rf "$ctx" && mkdir -p "$ctx/usr/bin" "$ctx/usr/lib/node_modules" "$ctx/usr/include"
  cp "$(command -v node)" "$ctx/usr/bin/node"
  cp -a "$(dirname "$(readlink -f "$(command -v npm)")")/.." "$ctx/usr/lib/node_modules/npm"
  cp -a /usr/include/node "$ctx/usr/include/node"
  # This machine reaches the npm registry through its own certificate authorities: the check's
  # base trusts the same bundle (the real node image needs nothing of the kind).
  cp /etc/ssl/certs/ca-certificates.crt "$ctx/host-ca-bundle.crt"
  cat > "$ctx/Containerfile" <<'CONTAINERFILE'
FROM localhost/reelwise-bookworm:check
COPY usr/ /usr/
COPY host-ca-bundle.crt /etc/ssl/certs/host-ca-bundle.crt
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/host-ca-bundle.crt
# As the official node image: npm on the PATH, a `node` user with uid 1000.
RUN ln -sf ../lib/node_modules/npm/bin/npm-cli.js /usr/bin/npm \
 && ln -sf ../lib/node_modules/npm/bin/npx-cli.js /usr/bin/npx \
 && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node
# No internet for node-gyp's header download: build native addons against the headers shipped here.
ENV npm_config_nodedir=/usr
CMD ["node"]
CONTAINERFILE
  podman build --quiet --isolation=chroot --pull=never -t "$base_tag" "$ctx" >/dev/null || fail "podman build of the Node 20 base image"
fi

step "production image from the Dockerfile (--pull=never) as $image_tag"
podman build --isolation=chroot --pull=never --network=host --build-arg "NODE_IMAGE=$base_tag" -t "$image_tag" "$root" \
  > "$work/build.log" 2>&1 || { tail -20 "$work/build.log" >&2; fail "podman build of the Dockerfile (log: $work/build.log)"; }
echo "built: $(podman image inspect "$image_tag" --format '{{.Size}}' | awk '{printf "%.0f MB", $1/1e6}')"

step "image settings: non-root user, DATA_DIR volume, HEALTHCHECK, STOPSIGNAL"
user="$(podman image inspect "$image_tag" --format '{{.Config.User}}')"
[ "$user" = "node" ] || fail "the image runs as '$user', not node"
podman image inspect "$image_tag" --format '{{json .Config.Volumes}}' | grep -q '"/data"' || fail "no /data volume"
podman image inspect "$image_tag" --format '{{.Config.StopSignal}}' | grep -q SIGTERM || fail "STOPSIGNAL is not SIGTERM"
podman image inspect "$image_tag" --format '{{json .Config.Healthcheck}}' | grep -q '/api/ready' \
  || echo "note: podman's default OCI format drops HEALTHCHECK; checked in the Dockerfile and run below instead"
grep -q '^HEALTHCHECK .*' "$root/Dockerfile" || fail "the Dockerfile has no HEALTHCHECK"
echo "user=$user, volume /data, STOPSIGNAL SIGTERM"

step "run it: /api/ready, the health command, a sign-up written to the volume, SIGTERM"
cleanup() {
  podman rm -f "$container" >/dev/null 2>&1 || true
  podman volume rm -f "$container-data" >/dev/null 2>&1 || true
  if [ -n "${mnt:-}" ]; then
    umount "$mnt/data" "$mnt/tmp" 2>/dev/null || true
    podman image unmount "$image_tag" >/dev/null 2>&1 || true
  fi
}
trap cleanup EXIT
ready() {
  for _ in $(seq 1 60); do
    curl -fsS "http://127.0.0.1:$port/api/ready" >/dev/null 2>&1 && return 0
    sleep 0.5
  done
  return 1
}
sign_up() {
  curl -s -o /dev/null -w '%{http_code}' -H 'content-type: application/json' \
    -d '{"email":"image-check@example.com","password":"Secret123","username":"Image"}' \
    "http://127.0.0.1:$port/api/auth/sign-up"
}
health_command="fetch('http://127.0.0.1:$port/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"

podman volume create "$container-data" >/dev/null
if podman run -d --name "$container" --network=host -e "PORT=$port" -v "$container-data:/data" "$image_tag" >/dev/null 2>"$work/run.err" \
  && ready; then
  podman exec "$container" node -e "$health_command" || fail "the HEALTHCHECK command failed inside the container"
  uid="$(podman exec "$container" id -u)"
  [ "$uid" != "0" ] || fail "the server runs as root"
  [ "$(sign_up)" = "200" ] || fail "sign-up did not answer 200"
  podman exec "$container" test -s /data/reelwise.db || fail "the account database is not on the /data volume"
  echo "ready 200, health command ok, uid $uid, account written to /data"
  podman stop --time 20 "$container" >/dev/null
  status="$(podman inspect "$container" --format '{{.State.ExitCode}}')"
  podman logs "$container" 2>&1 | grep -q '"stopped"' || fail "the server did not log 'stopped' after SIGTERM"
else
  reason="$(grep -m1 -i 'error' "$work/run.err" || head -1 "$work/run.err" || true)"
  podman rm -f "$container" >/dev/null 2>&1 || true
  printf 'note: podman cannot run a container on this machine: %s\n' "${reason:-the server never became ready}"
  printf 'note: running the image'"'"'s own root filesystem and entrypoint with chroot instead (same files, user, env and command; no namespaces)\n'
  command -v chroot >/dev/null || fail "chroot is not available to run the image's entrypoint"
  mnt="$(podman image mount "$image_tag")" || fail "the image could not be mounted"
  for f in dist/index.html data/catalog.json src/server/main.ts node_modules/tsx/package.json \
    node_modules/better-sqlite3/build/Release/better_sqlite3.node scripts/account.ts; do
    [ -e "$mnt/app/$f" ] || fail "the image lacks /app/$f"
  done
  # Dev-only packages stay out (vite and vitest remain: better-auth names them as optional peers).
  for f in tests node_modules/@biomejs node_modules/playwright-core node_modules/typescript; do
    [ ! -e "$mnt/app/$f" ] || fail "the image carries /app/$f (tests or dev dependencies)"
  done
  data="$work/data" && rm -rf "$data" && mkdir -p "$data" && chown 1000:1000 "$data"
  mount --bind "$data" "$mnt/data" || fail "could not bind a volume directory onto the image's /data"
  # The image mount is read-only, as a container's root can be: /tmp is a tmpfs, as a runtime gives.
  mount -t tmpfs -o mode=1777 tmpfs "$mnt/tmp" || fail "could not mount a tmpfs on the image's /tmp"
  cmd="$(podman image inspect "$image_tag" --format '{{range .Config.Cmd}}{{.}} {{end}}')"
  env -i PATH=/usr/local/bin:/usr/bin:/bin NODE_ENV=production PORT="$port" DATA_DIR=/data HOME=/home/node \
    "$(command -v chroot)" --userspec=1000:1000 "$mnt" sh -c "cd /app && exec $cmd" > "$work/chroot.log" 2>&1 &
  server=$!
  ready || { tail -20 "$work/chroot.log" >&2; fail "the image's entrypoint ($cmd) did not answer /api/ready"; }
  chroot --userspec=1000:1000 "$mnt" /usr/bin/node -e "$health_command" || fail "the HEALTHCHECK command failed"
  uid="$(ps -o uid= -p "$(pgrep -P "$server" -n || echo "$server")" | tr -d ' ')"
  [ "$uid" = "1000" ] || fail "the entrypoint runs as uid $uid, not 1000 (node)"
  [ "$(sign_up)" = "200" ] || fail "sign-up did not answer 200"
  [ -s "$data/reelwise.db" ] || fail "the account database was not written to /data"
  echo "ready 200, health command ok, uid $uid, account written to /data"
  kill -TERM "$server"
  status=0
  wait "$server" || status=$?
  grep -q '"stopped"' "$work/chroot.log" || fail "the server did not log 'stopped' after SIGTERM"
fi
[ "$status" = "0" ] || fail "the server exited with $status after SIGTERM"
echo "drained and exited 0 after SIGTERM"
printf '\n✓ check:image passed\n'
