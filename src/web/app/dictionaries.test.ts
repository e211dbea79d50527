import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LANGUAGE_IDS } from "../../contract/language";
import { interpolateNodes } from "../components/interpolate-nodes";
import { sortFilterStrings } from "../components/sort-filter-strings";
import { componentStrings } from "../components/strings";
import { tasteStrings } from "../components/taste-strings";
import { accountStrings } from "../features/auth/account-strings";
import { myDataStrings } from "../features/auth/my-data-strings";
import { resetStrings } from "../features/auth/reset-strings";
import { authStrings } from "../features/auth/strings";
import { userControlsStrings } from "../features/auth/user-controls-strings";
import { browseStrings } from "../features/browse/strings";
import { gptStrings } from "../features/gpt-search/strings";
import { understoodStrings } from "../features/gpt-search/understood-strings";
import { myListStrings } from "../features/my-list/strings";
import { cardMenuStrings } from "../features/taste/card-menu-strings";
import { titleSearchStrings } from "../features/title-search/strings";
import { coreStrings } from "../i18n/core-strings";
import type { Strings, Text } from "../i18n/define";
import { interpolate } from "../i18n/format";
import { problemPageStrings } from "./problem-page-strings";

const GROUPS: Record<string, Strings<Record<string, Text>>> = {
  coreStrings,
  problemPageStrings,
  componentStrings,
  authStrings,
  userControlsStrings,
  accountStrings,
  resetStrings,
  browseStrings,
  gptStrings,
  myListStrings,
  understoodStrings,
  titleSearchStrings,
  sortFilterStrings,
  tasteStrings,
  cardMenuStrings,
  myDataStrings,
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

  describe("every interpolated string, in every language", () => {
    const PLACEHOLDER = /\{(\w+)\}/g;
    const names = (text: string) => [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? "").sort();
    const templates = Object.entries(GROUPS).flatMap(([name, group]) =>
      LANGUAGE_IDS.flatMap((id) =>
        leaves(group[id], `${name}.${id}`).filter(
          (leaf): leaf is [string, string] => typeof leaf[1] === "string" && /\{\w+\}/.test(leaf[1]),
        ),
      ),
    );

    it("there are interpolated strings in all three languages", () => {
      for (const id of LANGUAGE_IDS) expect(templates.some(([path]) => path.includes(`.${id}.`))).toBe(true);
    });

    it.each(templates)("%s keeps EN's placeholders and a space or mark between each and its words", (path, text) => {
      const english = leaves(GROUPS[path.split(".")[0] ?? ""]?.EN, path.split(".")[0] ?? "");
      const englishPath = path.replace(/\.(EN|AR|spanish)\./, ".");
      // Plural forms EN lacks (Arabic's few, many…) fill the same values as EN's `other`.
      const englishText = (english.find(([p]) => p === englishPath) ??
        english.find(([p]) => p === englishPath.replace(/\.(zero|one|two|few|many)$/, ".other")))?.[1];
      // A translation fills only values the caller passes: EN's.
      const passed = new Set(names(typeof englishText === "string" ? englishText : ""));
      for (const name of names(text)) expect(passed, `${path} uses {${name}}`).toContain(name);
      expect(names(text).length, `${path} drops a value`).toBeGreaterThan(0);
      // A letter or digit right against a placeholder runs the words together once it is filled;
      // Arabic's attached prefixes (لـ, بـ) end in a tatweel and are followed by a space. The one
      // suffix that belongs on its value is a decade's plural ("{decade}s" → "1980s").
      expect(text.replace("{decade}s", "{decade}"), path).not.toMatch(/[\p{L}\p{N}]\{\w+\}|\{\w+\}[\p{L}\p{N}]/u);
    });

    it.each(templates)("%s keeps its spaces when filled, as text and as nodes in a flex parent", (path, text) => {
      const values = Object.fromEntries(names(text).map((name) => [name, `‹${name}›`]));
      const filled = interpolate(text, values);
      expect(filled, path).toBe(text.replace(PLACEHOLDER, (_, name: string) => `‹${name}›`));
      const nodes = Object.fromEntries(names(text).map((name) => [name, createElement("bdi", null, `‹${name}›`)]));
      const html = renderToStaticMarkup(createElement("p", { className: "flex" }, interpolateNodes(text, nodes)));
      // One inline element holds the whole sentence, so no part of it becomes a flex item of its own.
      expect(html, path).toMatch(/^<p class="flex"><span>[\s\S]*<\/span><\/p>$/);
      expect(
        html
          .replace(/<[^>]+>/g, "")
          .replace(/&#x27;/g, "'")
          .replace(/&quot;/g, '"')
          .replace(/&amp;/g, "&"),
      ).toBe(filled);
    });
  });

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
  it("write Arabic numbers in Arabic-Indic digits only, as Intl does for Arabic (format.ts)", () => {
    for (const [name, group] of Object.entries(GROUPS)) {
      for (const [path, text] of leaves(group.AR, name)) {
        // Names that are not numbers keep their own digits (ratings such as PG-13, the 1980s in a name).
        const words = String(text).replace(/PG-13|NC-17|\{\w+\}/g, "");
        expect(words, path).not.toMatch(/[0-9]/);
      }
    }
  });

  it("never name a decade in Spanish by two digits ('años 10' could be the 1910s or the 2010s)", () => {
    for (const [name, group] of Object.entries(GROUPS)) {
      for (const [path, text] of leaves(group.spanish, name)) {
        expect(String(text), path).not.toMatch(/\b(años|los) \d0\b/);
      }
    }
  });

  it("call the sign-up's Username by that one word on the account page too", () => {
    for (const language of LANGUAGE_IDS) {
      expect(accountStrings[language].nameLabel).toBe(authStrings[language].usernameLabel);
    }
  });
});
