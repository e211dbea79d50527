#!/usr/bin/env bash
# podman-compose with compose.yaml's stop_grace_period: what `docker compose` does by itself.
#   scripts/podman-compose.sh [podman-compose options] up -d      (down, stop, restart alike)
# Debian's podman-compose (1.0.x) ignores `stop_grace_period` and passes its own `-t 10` to every
# `podman stop` (down, stop, restart; up --force-recreate): a server still draining after 10 s
# would be killed. This passes the grace period as `-t` to those commands, and to `up` as podman's
# `--stop-timeout`, so that a plain `podman stop` or a host shutdown waits as long. An explicit
# `-t`/`--timeout` given here wins. Every other command and option goes through unchanged.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
compose="${PODMAN_COMPOSE:-podman-compose}"

# The one grace period, read from compose.yaml (seconds, written as `20s`).
grace="$(sed -n 's/^ *stop_grace_period: *\([0-9][0-9]*\)s *$/\1/p' "$root/compose.yaml" | sort -u)"
if ! [[ "$grace" =~ ^[0-9]+$ ]]; then
  echo "scripts/podman-compose.sh: compose.yaml needs one stop_grace_period in seconds (e.g. 20s), found '${grace}'" >&2
  exit 1
fi

# podman-compose's own options come before the command; these take a value.
globals=()
while [ $# -gt 0 ] && [[ "$1" == -* ]]; do
  case "$1" in
    -f | --file | -p | --project-name | --podman-path | --podman-args | --podman-*-args | --env-file)
      globals+=("$1" "${2:?$1 needs a value}")
      shift 2
      ;;
    *)
      globals+=("$1")
      shift
      ;;
  esac
done
command="${1:-}"
[ $# -gt 0 ] && shift

timeout_given=false
for arg in "$@"; do
  case "$arg" in -t | --timeout | -t* | --timeout=*) timeout_given=true ;; esac
done

case "$command" in
  up)
    globals+=("--podman-run-args=--stop-timeout=$grace")
    $timeout_given || set -- -t "$grace" "$@"
    ;;
  down | stop | restart)
    $timeout_given || set -- -t "$grace" "$@"
    ;;
esac
exec $compose "${globals[@]}" ${command:+"$command"} "$@"
