import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../fixtures/", import.meta.url));

/** A JSON body in the real upstream shape, e.g. `loadFixture("tmdb/popular.json")`. A fresh copy each call. */
export function loadFixture<T = unknown>(name: string): T {
  return JSON.parse(readFileSync(`${root}${name}`, "utf8")) as T;
}
