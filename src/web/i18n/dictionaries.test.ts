import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LANGUAGE_IDS } from "../../contract/language";
import { componentStrings } from "../components/strings";
import { accountStrings } from "../features/auth/account-strings";
import { resetStrings } from "../features/auth/reset-strings";
import { authStrings } from "../features/auth/strings";
import { browseStrings } from "../features/browse/strings";
import { gptStrings } from "../features/gpt-search/strings";
import { understoodStrings } from "../features/gpt-search/understood-strings";
import { myListStrings } from "../features/my-list/strings";
import { coreStrings } from "./core-strings";
import type { Strings, Text } from "./define";

const GROUPS: Record<string, Strings<Record<string, Text>>> = {
  coreStrings,
  componentStrings,
  authStrings,
  accountStrings,
  resetStrings,
  browseStrings,
  gptStrings,
  myListStrings,
  understoodStrings,
} as unknown as Record<string, Strings<Record<string, Text>>>;

/** Every leaf string of a value: plain, each item of a list, each plural form. */
function leaves(value: unknown, path: string): [string, unknown][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${path}[${i}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, `${path}.${k}`));
  }
  return [[path, value]];
}

describe("dictionaries", () => {
  it("register every string group declared in the page", () => {
    const root = fileURLToPath(new URL("..", import.meta.url));
    const declared: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (/\.tsx?$/.test(name) && !name.endsWith(".test.ts")) {
          for (const match of readFileSync(full, "utf8").matchAll(/export const (\w+) = defineStrings\(/g)) {
            declared.push(match[1] ?? "");
          }
        }
      }
    };
    walk(root);
    expect(declared.sort()).toEqual(Object.keys(GROUPS).sort());
  });

  for (const [name, group] of Object.entries(GROUPS)) {
    it(`${name}: every language has every key, none empty, same shape as EN`, () => {
      const english = leaves(group.EN, name);
      for (const id of LANGUAGE_IDS) {
        const translated = new Map(leaves(group[id], name));
        for (const [path, value] of english) {
          const other = translated.get(path);
          if (path.endsWith(".zero") || path.endsWith(".two") || path.endsWith(".few") || path.endsWith(".many"))
            continue;
          expect(typeof other, `${id} ${path}`).toBe(typeof value);
          expect(String(other).trim(), `${id} ${path}`).not.toBe("");
        }
        for (const [path, value] of translated) {
          expect(String(value).trim(), `${id} ${path} is empty`).not.toBe("");
        }
      }
    });
  }

  it("keeps the spec's keys and row titles in row order", () => {
    for (const id of LANGUAGE_IDS) {
      const t = coreStrings[id];
      for (const key of ["search", "placeholder", "signOut", "home", "GPTSearch", "gptQuery"] as const) {
        expect(t[key].length, `${id}.${key}`).toBeGreaterThan(0);
      }
      expect(t.moviesCategoryName).toHaveLength(4);
    }
    expect(coreStrings.EN.moviesCategoryName).toEqual(["Now Playing", "Popular", "Upcoming", "Top Rated"]);
  });
});
