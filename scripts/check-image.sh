#!/usr/bin/env bash
# `npm run check:image`: build the production image from the Dockerfile with podman, offline from
# any container registry, run it, and check what production relies on (docs/operations.md, "Checking
# the image"). The base image (node:20-bookworm-slim) cannot be pulled here, so an equivalent one is
# built: Debian bookworm from Debian's mirror with mmdebstrap, plus this machine's Node 20.
# Where podman cannot start a container, the image's own root filesystem and command run under
# chroot as uid 1000 instead, and the same checks run against it; the script says which it did and
# why. Each step says what it checks; the first failure says exactly what failed and stops.
# Needs root, podman, mmdebstrap (apt-get install -y podman buildah mmdebstrap uidmap; runc helps).
# CHECK_IMAGE_MODE=chroot skips the container and checks the chroot run (what a host without a
# working container runtime gets).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="${CHECK_IMAGE_DIR:-$root/.tools/image-check}"
base_tag="localhost/reelwise-node20-bookworm:check"
image_tag="localhost/reelwise:check"
port="${CHECK_IMAGE_PORT:-3999}"
container="reelwise-check-$$"
metrics_token="check-image-metrics-token-0123456789"
delay_ms=4000
begun=$SECONDS
mkdir -p "$work"

step() { printf '\n▶ %s\n' "$*"; }
fail() { printf '✗ check:image failed: %s\n' "$*" >&2; exit 1; }
note() { printf 'note: %s\n' "$*"; }
need() { command -v "$1" >/dev/null 2>&1 || fail "$1 is not installed (apt-get install -y $2)"; }
[ "$(id -u)" = "0" ] || fail "run it as root (podman image mount, chroot)"
need podman "podman buildah uidmap"
need mmdebstrap mmdebstrap
need curl curl

# The Dockerfile pins the Node version; the base built here must carry the same one.
pinned="$(sed -n 's/^ARG NODE_IMAGE=node:\([0-9.]*\)-bookworm-slim.*/\1/p' "$root/Dockerfile")"
[ -n "$pinned" ] || fail "the Dockerfile's ARG NODE_IMAGE is not node:<version>-bookworm-slim"
[ "$(node -p 'process.versions.node')" = "$pinned" ] \
  || fail "this machine's Node is $(node -v); the Dockerfile pins $pinned: the check would test another Node"

step "base image: Debian bookworm (mmdebstrap) + Node v$pinned as $base_tag"
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
  podman build --quiet --isolation=chroot --pull=never -t "$base_tag" "$ctx" >/dev/null || fail "podman build of the Node base image"
fi

step "production image from the Dockerfile (--pull=never, docker format so HEALTHCHECK is kept) as $image_tag"
podman build --format docker --isolation=chroot --pull=never --network=host --build-arg "NODE_IMAGE=$base_tag" \
  --build-arg "GIT_COMMIT=$(git -C "$root" rev-parse HEAD)" --build-arg "VERSION=$(node -p "require('$root/package.json').version")" \
  -t "$image_tag" "$root" > "$work/build.log" 2>&1 \
  || { tail -20 "$work/build.log" >&2; fail "podman build of the Dockerfile (log: $work/build.log)"; }
size="$(podman image inspect "$image_tag" --format '{{.Size}}' | awk '{printf "%.0f MB", $1/1e6}')"
echo "image size: $size (the base: $(podman image inspect "$base_tag" --format '{{.Size}}' | awk '{printf "%.0f MB", $1/1e6}'))"

step "image settings: non-root user, DATA_DIR volume, HEALTHCHECK on /api/ready, STOPSIGNAL"
inspect() { podman image inspect "$image_tag" --format "$1"; }
user="$(inspect '{{.Config.User}}')"
[ "$user" = "node" ] || fail "the image runs as '$user', not node"
inspect '{{json .Config.Volumes}}' | grep -q '"/data"' || fail "no /data volume"
inspect '{{.Config.StopSignal}}' | grep -q SIGTERM || fail "STOPSIGNAL is not SIGTERM"
inspect '{{json .Config.Healthcheck}}' | grep -q '/api/ready' || fail "no HEALTHCHECK on /api/ready in the image"
echo "user=$user, volume /data, STOPSIGNAL SIGTERM, HEALTHCHECK /api/ready"

mnt=""
server=""
data="$work/data"
cleanup() {
  # A chroot run stopped half-way: end its server (the one this script started) before unmounting.
  if [ -n "$server" ] && kill -0 "$server" 2>/dev/null; then kill -KILL "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  podman rm -f "$container" >/dev/null 2>&1 || true
  podman volume rm -f "$container-data" >/dev/null 2>&1 || true
  if [ -n "$mnt" ]; then
    umount "$mnt/data" "$mnt/tmp" 2>/dev/null || true
    podman image unmount "$image_tag" >/dev/null 2>&1 || true
  fi
}
trap cleanup EXIT

step "image contents: the app, no tests, test kits or dev dependencies"
mnt="$(podman image mount "$image_tag")" || fail "the image could not be mounted"
for f in dist/index.html data/catalog.json .server/server/main.js src/server/main.ts node_modules/tsx/package.json \
  node_modules/better-sqlite3/build/Release/better_sqlite3.node scripts/account.ts; do
  [ -e "$mnt/app/$f" ] || fail "the image lacks /app/$f"
done
# Dev tooling, also when a production dependency names it as an optional peer (better-auth: vitest).
for f in tests node_modules/@biomejs node_modules/playwright-core node_modules/typescript \
  node_modules/vitest node_modules/@vitest node_modules/vite; do
  [ ! -e "$mnt/app/$f" ] || fail "the image carries /app/$f (tests or dev dependencies)"
done
strays="$(cd "$mnt/app" && { find src scripts -name '*.test.ts' -o -name '*.test.tsx' -o -name '*-test-kit.ts'; grep -rl --include='*.ts' 'from "vitest"' src scripts || true; } | sort -u)"
[ -z "$strays" ] || fail "the image carries test code: $(echo "$strays" | tr '\n' ' ')"
# The local engine's generated evaluation is test tooling (scripts/eval/), never the server's.
evals="$(cd "$mnt/app" && grep -rl 'generateEval' src .server scripts || true)"
[ -z "$evals" ] || fail "the image carries the evaluation generator: $(echo "$evals" | tr '\n' ' ')"
modules_size="$(du -sm "$mnt/app/node_modules" | cut -f1)"
echo "app present; no tests, test kits, evaluation generator or dev dependencies; node_modules ${modules_size} MB"

# --- run it: in a container when podman can start one, else the image's filesystem under chroot ---
# Each mode provides: start, inside CMD… (as the server's user), signal SIG, wait_exit (sets
# $status), logs, server_uid.
run_env=(NODE_ENV=production PORT="$port" DATA_DIR=/data SHUTDOWN_DELAY_MS="$delay_ms" METRICS_TOKEN="$metrics_token")
# podman sets container rlimits above this host's own hard limits by default, which a sandboxed
# host may refuse: ask for the host's file limit and a modest process limit instead.
limits=(--ulimit "nofile=$(ulimit -Hn):$(ulimit -Hn)" --ulimit nproc=4096:4096)
try_runtime() {
  podman run --rm --pull=never --network=host "$@" "$base_tag" true > "$work/probe.err" 2>&1
}
mode=""
runtime=()
if [ "${CHECK_IMAGE_MODE:-}" = chroot ]; then
  mode=chroot
  note "CHECK_IMAGE_MODE=chroot: running the image's own root filesystem and command with chroot as uid 1000"
elif try_runtime; then
  mode=container
elif probe_default="$(tail -1 "$work/probe.err")" && try_runtime "${limits[@]}"; then
  mode=container
  runtime=("${limits[@]}")
  note "podman's default rlimits are refused here ($probe_default); running with ${limits[*]}"
elif probe_limits="$(tail -1 "$work/probe.err")" && command -v runc >/dev/null && try_runtime --runtime runc "${limits[@]}"; then
  mode=container
  runtime=(--runtime runc "${limits[@]}")
  note "crun cannot start a container here ($probe_default; with ${limits[*]}: $probe_limits); runc can, with ${limits[*]}"
else
  mode=chroot
  note "podman cannot start a container on this machine:"
  note "  default: ${probe_default:-?}"
  note "  with ${limits[*]}: ${probe_limits:-?}"
  command -v runc >/dev/null && note "  with runc: $(tail -1 "$work/probe.err")" || note "  runc is not installed (apt-get install -y runc)"
  note "running the image's own root filesystem and command with chroot as uid 1000 instead (same files, user, env and command; no namespaces)"
fi

cmd="$(inspect '{{range .Config.Cmd}}{{.}} {{end}}')"
workdir="$(inspect '{{.Config.WorkingDir}}')"
if [ "$mode" = container ]; then
  podman image unmount "$image_tag" >/dev/null && mnt=""
  podman volume create "$container-data" >/dev/null
  env_args=()
  for e in "${run_env[@]}"; do env_args+=(-e "$e"); done
  start() {
    podman run -d --name "$container" --pull=never --network=host "${runtime[@]}" "${env_args[@]}" \
      -v "$container-data:/data" "$image_tag" >/dev/null 2>"$work/run.err" \
      || fail "podman run: $(tail -1 "$work/run.err")"
  }
  inside() { podman exec "$container" "$@"; }
  signal() { podman kill --signal "$1" "$container" >/dev/null; }
  wait_exit() { status="$(podman wait "$container")"; }
  logs() { podman logs "$container" 2>&1; }
  server_uid() { podman exec "$container" id -u; }
else
  command -v chroot >/dev/null || fail "chroot is not available to run the image's entrypoint"
  rm -rf "$data" && mkdir -p "$data" && chown 1000:1000 "$data"
  mount --bind "$data" "$mnt/data" || fail "could not bind a volume directory onto the image's /data"
  # The image mount is read-only, as a container's root can be: /tmp is a tmpfs, as a runtime gives.
  mount -t tmpfs -o mode=1777 tmpfs "$mnt/tmp" || fail "could not mount a tmpfs on the image's /tmp"
  start() {
    env -i PATH=/usr/local/bin:/usr/bin:/bin HOME=/home/node "${run_env[@]}" \
      "$(command -v chroot)" --userspec=1000:1000 "$mnt" sh -c "cd '$workdir' && exec $cmd" > "$work/chroot.log" 2>&1 &
    server=$!
  }
  inside() {
    env -i PATH=/usr/local/bin:/usr/bin:/bin HOME=/home/node "$(command -v chroot)" --userspec=1000:1000 "$mnt" \
      sh -c "cd '$workdir' && exec \"\$@\"" sh "$@"
  }
  signal() { kill -s "${1#SIG}" "$server"; }
  # In this shell, not a $(…) subshell: only the shell that started the server can wait for it.
  wait_exit() { status=0; wait "$server" || status=$?; server=""; }
  logs() { cat "$work/chroot.log"; }
  server_uid() { ps -o uid= -p "$server" | tr -d ' '; }
fi

url="http://127.0.0.1:$port"
status_of() { curl -s -o /dev/null -w '%{http_code}' "$@"; }
wait_for_status() { # URL STATUS TRIES: poll every 0.25 s
  for _ in $(seq 1 "$3"); do [ "$(status_of "$1")" = "$2" ] && return 0; sleep 0.25; done
  return 1
}

step "run it ($mode): health, readiness, the page, every server module, a sign-up on the volume, a backup, the operator command, metrics"
[ "$(status_of "$url/api/health")" = "000" ] || fail "something already answers on port $port (CHECK_IMAGE_PORT chooses another)"
start
wait_for_status "$url/api/ready" 200 240 || { logs | tail -20 >&2; fail "/api/ready never answered 200 ($cmd)"; }
[ "$(curl -s "$url/api/health")" = '{"ok":true}' ] || fail "/api/health did not answer {\"ok\":true}"
inside node -e "fetch('http://127.0.0.1:$port/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))" \
  || fail "the HEALTHCHECK command failed inside"
uid="$(server_uid)"
[ "$uid" = "1000" ] || fail "the server runs as uid $uid, not 1000 (node)"
page="$(curl -s "$url/browse")"
grep -q '<div id="root">' <<<"$page" || fail "/browse did not serve the page"
script="$(grep -o 'src="/assets/[^"]*\.js"' <<<"$page" | head -1 | sed 's/^src="//; s/"$//')"
[ -n "$script" ] && [ "$(status_of "$url$script")" = "200" ] || fail "/browse's script ${script:-?} did not load"
signup="$(curl -s -o /dev/null -w '%{http_code}' -H 'content-type: application/json' \
  -d '{"email":"image-check@example.com","password":"Secret123","username":"Image"}' "$url/api/auth/sign-up")"
[ "$signup" = "200" ] || fail "sign-up answered $signup"
inside test -s /data/reelwise.db || fail "the account database is not on the /data volume"
# The online backup docs/operations.md gives (SQLite's backup API through better-sqlite3; WAL is on).
inside node -e "require('better-sqlite3')('/data/reelwise.db').backup('/data/backup.db').then(()=>console.log('ok'))" >/dev/null \
  || fail "the SQLite online backup command failed"
accounts="$(inside node -e "console.log(require('better-sqlite3')('/data/backup.db',{readonly:true}).prepare('SELECT count(*) AS n FROM user').get().n)")"
[ "$accounts" = "1" ] || fail "the backup holds $accounts accounts, not the 1 signed up"
# The operator command (docs/operations.md): tsx, its esbuild binary and the sources, on the volume's database.
link="$(inside env DATA_DIR=/data PUBLIC_URL=http://reelwise.check node --import tsx scripts/account.ts \
  reset-password image-check@example.com 2>"$work/account.err")" || fail "the operator command failed: $(tail -1 "$work/account.err")"
grep -q '^http://reelwise\.check/' <<<"$link" || fail "the operator command printed no reset link"
# Every compiled server module loads from the runtime's node_modules, whatever mode would load it
# (Firebase, the model, PostgreSQL, Redis): the pruned tree lacks nothing the server imports.
inside node -e "
const { readdirSync } = require('node:fs'); const { join } = require('node:path');
const js = (d) => readdirSync(d, { withFileTypes: true }).flatMap((e) => e.isDirectory() ? js(join(d, e.name)) : e.name.endsWith('.js') ? [join(d, e.name)] : []);
const all = js('.server').filter((f) => f !== '.server/server/main.js');
Promise.all(all.map((f) => import('./' + f))).then(() => { console.log(all.length); process.exit(0); }, (e) => { console.error(e.message); process.exit(1); });
" > "$work/imports.log" 2>&1 || fail "a server module does not load in the image: $(tail -1 "$work/imports.log")"
[ "$(status_of "$url/metrics")" = "401" ] || fail "/metrics without its token did not answer 401"
metrics="$(curl -s -H "authorization: Bearer $metrics_token" "$url/metrics")"
grep -q '^reelwise_http_requests_total{method="POST",route="/api/auth/sign-up",status="200"} 1$' <<<"$metrics" \
  || fail "/metrics with its token did not count the sign-up"
echo "health ok, ready 200, health command ok, uid $uid, /browse and $script load, all $(cat "$work/imports.log") server modules load, account on /data, backup holds it, operator command ok, /metrics 401 / 200"

step "SIGTERM: not ready during SHUTDOWN_DELAY_MS ($delay_ms ms) yet still serving, then exit 0"
signalled=$SECONDS
signal SIGTERM
wait_for_status "$url/api/ready" 503 8 || fail "/api/ready did not turn 503 within 2 s of SIGTERM"
[ "$(status_of "$url/api/health")" = "200" ] || fail "the server stopped serving during the delay"
wait_exit
waited=$((SECONDS - signalled))
[ "$waited" -ge $((delay_ms / 1000)) ] || fail "the server exited after ${waited} s, before SHUTDOWN_DELAY_MS"
logs | grep -q '"msg":"stopped"' || fail "the server did not log 'stopped' after SIGTERM"
[ "$status" = "0" ] || fail "the server exited with $status after SIGTERM"
echo "503 during the delay, still serving, stopped after ${waited} s, exit 0"
logs | grep -v '^{' | head -5 | sed 's/^/non-JSON output: /' | grep . && fail "the server wrote lines that are not JSON"

printf '\n✓ check:image passed (%s, image %s, %d s)\n' "$mode" "$size" $((SECONDS - begun))
