#!/usr/bin/env bash
# Install firebase-tools (the Firebase Auth Emulator for the firebase-mode tests) into the
# git-ignored .tools/ folder, from the pinned manifest in tools/firebase-emulator/, outside the
# app's own dependencies so `npm ci` for the app stays lean. Idempotent.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
want="$(node -p "require('$root/tools/firebase-emulator/package.json').dependencies['firebase-tools']")"
have="$(node -p "try { require('$root/.tools/node_modules/firebase-tools/package.json').version } catch { '' }")"
if [ "$want" = "$have" ] && [ -x "$root/.tools/node_modules/.bin/firebase" ]; then
  exit 0
fi
mkdir -p "$root/.tools"
cp "$root/tools/firebase-emulator/package.json" "$root/tools/firebase-emulator/package-lock.json" "$root/.tools/"
cd "$root/.tools"
npm ci --no-audit --no-fund
