/**
 * The import rules of `biome.json` (its `overrides`), generated from the folders so that a new
 * feature, layer or seam implementation is covered without a hand-written block. Run
 * `npm run lint:rules` after adding a folder; a unit test fails while biome.json differs from this.
 *
 * Biome applies one `noRestrictedImports` per file: where several overrides match, the last one's
 * options replace the others'. So each block below carries every pattern its files obey.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { pathToFileURL } from "node:url";

type Level = "error" | "warn";
interface Pattern {
  group: string[];
  message: string;
}
interface Override {
  includes: string[];
  linter: { rules: Record<string, Record<string, unknown>> };
}

/**
 * The page's layers, lowest first: a folder of `src/web` imports only from its own layer and
 * those below it (`main.tsx`, at the top, imports anything). A folder missing here is an error:
 * place it before running again.
 */
export const WEB_LAYERS: readonly (readonly string[])[] = [
  ["i18n"],
  ["api"],
  ["components"],
  ["store"],
  ["features"],
  ["app"],
];
/** Folders of `src/web` that hold no code. */
const WEB_ASSETS = new Set(["public"]);
/** Folders whose rules only warn (none: every layer points one way). Kept for a migration that needs it. */
export const STILL_POINTING_UP: readonly string[] = [];

const FEATURES = "src/web/features";
const SERVER = "src/server";
/** Test files import what they need to set up: no import rule applies to them. */
const TESTS = ["**/*.test.ts", "**/*.test.tsx"];

export const MESSAGES = {
  webToServer: "web never imports server",
  serverToWeb: "server never imports web",
  feature: "features never import each other: compose them in app/",
  layer: "web layers point one way: i18n <- api <- components <- store <- features <- app",
  implementation: "routes get seams from deps, never by importing an implementation",
  contract: "contract imports only zod and its own files",
} as const;

const folders = (path: string): string[] =>
  existsSync(path)
    ? readdirSync(path)
        .filter((name) => statSync(join(path, name)).isDirectory())
        .sort()
    : [];

/** A relative import that climbs into a folder named `name` (`../store/hooks`, `../../app`), never a package's `firebase/app`. */
const climbsInto = (name: string): string[] => [`**/../${name}`, `**/../${name}/**`];

const restricted = (level: Level, patterns: Pattern[], paths?: Record<string, string>) => ({
  style: { noRestrictedImports: { level, options: { ...(paths && { paths }), patterns } } },
});

const override = (includes: string[], rules: Override["linter"]["rules"]): Override => ({
  includes,
  linter: { rules },
});

const notTests = (folder: string): string[] => [`${folder}/**`, ...TESTS.map((test) => `!${folder}/${test}`)];

/**
 * The web's rules: never the server nor `node:fs`; layers one way; features never each other.
 * One block per folder of `src/web` (and per feature), each with all the patterns its files obey.
 */
function webOverrides(root: string): Override[] {
  const web = join(root, "src/web");
  const placed = WEB_LAYERS.flat();
  const unplaced = folders(web).filter((name) => !placed.includes(name) && !WEB_ASSETS.has(name));
  if (unplaced.length > 0)
    throw new Error(`Place src/web/${unplaced.join(", ")} in WEB_LAYERS (scripts/lint-rules.ts)`);
  const paths = { "node:fs": "The page cannot read files." };
  const toServer: Pattern = { group: ["**/server/**"], message: MESSAGES.webToServer };
  const blocks: Override[] = [override(["src/web/**"], restricted("error", [toServer], paths))];
  WEB_LAYERS.forEach((layer, index) => {
    const higher = WEB_LAYERS.slice(index + 1).flat();
    const upward: Pattern[] = higher.length > 0 ? [{ group: higher.flatMap(climbsInto), message: MESSAGES.layer }] : [];
    for (const name of layer.filter((folder) => existsSync(join(web, folder)))) {
      if (name !== "features") {
        const level = STILL_POINTING_UP.includes(name) ? "warn" : "error";
        blocks.push(override(notTests(`src/web/${name}`), restricted(level, [toServer, ...upward], paths)));
        continue;
      }
      const features = folders(join(root, FEATURES));
      for (const feature of features) {
        const others = features.filter((other) => other !== feature);
        const toOthers: Pattern = {
          group: others.flatMap((other) => [...climbsInto(other), `**/features/${other}`, `**/features/${other}/**`]),
          message: MESSAGES.feature,
        };
        const patterns = [toServer, ...upward, ...(others.length > 0 ? [toOthers] : [])];
        blocks.push(override(notTests(`${FEATURES}/${feature}`), restricted("error", patterns, paths)));
      }
    }
  });
  blocks.push(override(["src/web/**/*.test.ts", "src/web/**/*.test.tsx"], { style: { noRestrictedImports: "off" } }));
  return blocks;
}

/**
 * A seam is a folder of `src/server` whose `index.ts` is its factory, the only code that picks an
 * implementation. What the factory imports (statically or when chosen) from its own folder are the
 * implementations; the first word of each one's name is its backend (`tmdb-source` → tmdb). Every
 * file of the seam named `<backend>-…` (`local-accounts.ts`) and every sub-folder named for a
 * backend (`suggest/local/`) belongs to an implementation: routes may import none of them. A
 * sub-folder the factory imports only types from is the data the seam is built on and shares with
 * its routes, not an implementation: the catalogue domain (`movies/catalog/`, whose `Catalog` the
 * factory is handed).
 */
export function seamImplementations(root: string): string[] {
  const specifiers: string[] = [];
  for (const area of folders(join(root, SERVER))) {
    const folder = join(root, SERVER, area);
    const factory = join(folder, "index.ts");
    if (!existsSync(factory)) continue;
    const text = readFileSync(factory, "utf8");
    const chosen = [
      ...text.matchAll(/^import\s+(?!type\b)[^;]*?from\s+"\.\/([^"]+)"/gm),
      ...text.matchAll(/\bimport\(\s*"\.\/([^"]+)"\s*\)/g),
    ].map((match) => (match[1] ?? "").replace(/\.js$/, ""));
    const backends = new Set(chosen.map((path) => (path.split("/")[0] ?? "").split("-")[0]));
    const shared = new Set(
      [...text.matchAll(/^import\s+type\b[^;]*?from\s+"\.\/([^"/]+)\//gm)].map((match) => match[1] ?? ""),
    );
    for (const entry of readdirSync(folder).sort()) {
      const name = entry.replace(/\.tsx?$/, "");
      if (/\.test$|-test-kit$/.test(name) || name === "index") continue;
      const [backend = "", ...rest] = name.split("-");
      if (!backends.has(backend)) continue;
      if (statSync(join(folder, entry)).isDirectory()) {
        if (rest.length === 0 && !shared.has(name)) specifiers.push(`**/${area}/${name}/**`, `./${name}/**`);
      } else if (rest.length > 0) specifiers.push(`**/${name}`, `**/${name}.js`);
    }
  }
  return specifiers;
}

function serverOverrides(root: string): Override[] {
  const toWeb: Pattern = { group: ["**/web/**"], message: MESSAGES.serverToWeb };
  const toImplementation: Pattern = { group: seamImplementations(root), message: MESSAGES.implementation };
  return [
    override([`${SERVER}/**`], restricted("error", [toWeb])),
    override([`${SERVER}/**/routes.ts`, `${SERVER}/**/*-routes.ts`], restricted("error", [toWeb, toImplementation])),
  ];
}

/** Every generated override, in the order Biome applies them (later ones win). */
export function lintOverrides(root: string): Override[] {
  return [
    ...webOverrides(root),
    ...serverOverrides(root),
    override(["scripts/**", "tests/**"], { suspicious: { noConsole: "off" } }),
    override(
      notTests("src/contract"),
      restricted("error", [{ group: ["**", "!zod", "!zod/mini", "!./*"], message: MESSAGES.contract }]),
    ),
  ];
}

/** biome.json as it should be: as it is, with its `overrides` generated. */
export function biomeConfig(root: string): Record<string, unknown> {
  const current = JSON.parse(readFileSync(join(root, "biome.json"), "utf8")) as Record<string, unknown>;
  const { overrides: _old, ...rest } = current;
  const ordered: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    ordered[key] = value;
    if (key === "linter") ordered.overrides = lintOverrides(root);
  }
  if (!("overrides" in ordered)) ordered.overrides = lintOverrides(root);
  return ordered;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = join(import.meta.dirname, "..");
  const file = join(root, "biome.json");
  writeFileSync(file, `${JSON.stringify(biomeConfig(root), null, 2)}\n`);
  execFileSync(join(root, "node_modules/.bin/biome"), ["format", "--write", basename(file)], {
    cwd: root,
    stdio: "inherit",
  });
}
