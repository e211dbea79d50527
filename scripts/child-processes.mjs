// The children of `npm start` and `npm run dev` live and die with it: every stop signal is passed on
// to each running child, and the script exits only once they have all exited, with their status, so
// nothing keeps running behind it. (package.json starts both scripts with `exec`, so that the signal
// npm passes on reaches this process rather than the shell in between.)
import { spawn } from "node:child_process";
import { constants } from "node:os";

const running = new Set();
let stopping = false;
let exitStatus = 0;

/** A child's exit status as a shell reports it: its code, or 128 + the number of the signal that ended it. */
export function statusOf(code, signal) {
  return code ?? 128 + (constants.signals[signal] ?? constants.signals.SIGTERM);
}

function stop(signal, status) {
  stopping = true;
  exitStatus = Math.max(exitStatus, status);
  for (const child of running) child.kill(signal);
  if (running.size === 0) process.exit(exitStatus);
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => stop(signal, running.size === 0 ? statusOf(null, signal) : 0));
}

/** Spawn a child with inherited output; resolves with its exit status (unless we are stopping). */
export function runChild(command, args, options) {
  const child = spawn(command, args, { stdio: "inherit", ...options });
  running.add(child);
  return new Promise((resolve) => {
    child.on("exit", (code, signal) => {
      running.delete(child);
      if (!stopping) return resolve(statusOf(code, signal));
      exitStatus = Math.max(exitStatus, statusOf(code, signal));
      if (running.size === 0) process.exit(exitStatus);
    });
  });
}

/** A long-running child ended on its own: stop the others, then exit with its status. */
export function exitWith(status) {
  if (!stopping) stop("SIGTERM", status);
}
