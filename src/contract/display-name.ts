/**
 * What a display name must be beyond its length: something a person can read, and not a disguise
 * of the people who run the site. Shown in pages and written into e-mails we send, so:
 * - no control, format or invisible characters (line breaks, direction overrides, zero-width and
 *   other default-ignorable characters such as the Hangul fillers U+115F/U+3164);
 * - at least one visible letter or digit (a name of braille blanks or marks alone says nothing);
 * - at most 2 combining marks on one base character (no towers of marks over the page);
 * - no look-alike of a reserved word ("support", "admin", "Reelwise") written with characters of
 *   other scripts or with marks ("Ѕupport Team" with a Cyrillic Ѕ): the name as written must not
 *   read as a reserved word it does not spell.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;
const VISIBLE_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const MARK_TOWER = /\p{M}{3,}/u;

/** Words only the site's own people may be seen to sign as. */
export const RESERVED_NAME_WORDS = ["support", "admin", "reelwise"] as const;

/**
 * Characters of other scripts (and Latin variants, digits, signs) that read as Latin letters,
 * after NFKC (which already folds fullwidth and mathematical letters): a small table of the
 * look-alikes Unicode's confusables.txt lists for the letters of the reserved words and a few
 * neighbours. No library here: the contract imports only zod, and the page carries this file.
 */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  // Cyrillic
  а: "a",
  ԁ: "d",
  е: "e",
  ё: "e",
  і: "i",
  ї: "i",
  ӏ: "l",
  м: "m",
  о: "o",
  р: "p",
  ѕ: "s",
  т: "t",
  ԝ: "w",
  һ: "h",
  ј: "j",
  к: "k",
  у: "y",
  х: "x",
  с: "c",
  // Armenian
  ս: "u",
  օ: "o",
  ո: "n",
  // Greek
  α: "a",
  δ: "d",
  ε: "e",
  ι: "i",
  ί: "i",
  ο: "o",
  ό: "o",
  ρ: "p",
  τ: "t",
  υ: "u",
  ν: "v",
  ω: "w",
  μ: "m",
  η: "n",
  // Latin variants and other scripts
  ɑ: "a",
  ɗ: "d",
  ɛ: "e",
  ı: "i",
  ɩ: "i",
  ł: "l",
  ɪ: "i",
  ɴ: "n",
  ɾ: "r",
  ʀ: "r",
  ꜱ: "s",
  ʋ: "u",
  ᴜ: "u",
  ᴡ: "w",
  ǀ: "l",
  "|": "l",
  "0": "o",
  "1": "l",
  "5": "s",
  "3": "e",
  "@": "a",
  $: "s",
};

/** How a name reads: compatibility-folded, lower-case, marks dropped, look-alikes replaced, only letters kept. */
function readsAs(text: string): string {
  const folded = text.normalize("NFKC").toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
  return [...folded]
    .map((ch) => LOOK_ALIKES[ch] ?? ch)
    .join("")
    .replace(/[^a-z]/g, "");
}

/** The plain spelling: compatibility-folded and lower-case, only Latin letters kept. */
const spells = (text: string): string =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^a-z]/g, "");

/** Whether a (trimmed) display name may be shown; see the rules above. */
export function isAcceptableDisplayName(name: string): boolean {
  if (INVISIBLE.test(name) || MARK_TOWER.test(name) || !VISIBLE_LETTER_OR_DIGIT.test(name)) return false;
  const read = readsAs(name);
  const spelled = spells(name);
  return !RESERVED_NAME_WORDS.some((word) => read.includes(word) && !spelled.includes(word));
}
