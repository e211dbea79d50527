import type { Token } from "./normalise.js";
import { oneSlip } from "./typos.js";

/**
 * Names however they are written: a director or a studio in Latin letters with a typo
 * ("scorcese", "hitchcok", "kubrik", "dreamwork"), in Arabic script ("سبيلبرغ", "باراماونت") or with
 * a Spanish spelling is matched by its sound skeleton: each script's letters mapped to one set of
 * consonant classes (p/b, v/f, z/s, c/k/q, "ch"/"sh"/ش, "th"/ذ/ث/ط/t, j/g/غ/ج), vowels and the
 * weak letters w, y, ا, و, ي, ع dropped (h too, except opening a word; w except opening the name), doubled letters once. "Spielberg" and "speilberg" and
 * "سبيلبرغ" all read "sblbrg". A skeleton links a name only when no other name shares it, and a
 * query word is tried only when no table reads it; a Latin word must also be one slip from the
 * name (`oneSlip` in `typos.ts`), and an Arabic word must hold no letter European names never need (ع ق ص ض ظ ح) and spell
 * as many of the name's vowels as a transliteration does (`vowelsAgree`). The work is one lookup per run of at most three words.
 */

/** Skeletons shorter than this are too common to name anyone. */
const MIN_SKELETON = 3;

const LATIN_PAIRS: readonly [RegExp, string][] = [
  [/chr/g, "kr"],
  [/tch/g, "ts"],
  [/(?:ch|sh|sch)/g, "s"],
  [/ph/g, "f"],
  [/th/g, "t"],
  [/ck/g, "k"],
  [/qu/g, "k"],
  [/gh/g, "g"],
  [/c(?=[eiy])/g, "s"],
  [/x/g, "ks"],
];

const LATIN_LETTERS: Readonly<Record<string, string>> = {
  b: "b",
  p: "b",
  c: "k",
  k: "k",
  q: "k",
  d: "d",
  f: "f",
  v: "f",
  g: "g",
  j: "g",
  l: "l",
  m: "m",
  n: "n",
  r: "r",
  s: "s",
  z: "s",
  t: "t",
};

const ARABIC_LETTERS: Readonly<Record<string, string>> = {
  ب: "b",
  ت: "t",
  ث: "t",
  ط: "t",
  ذ: "t",
  ج: "g",
  غ: "g",
  ق: "k",
  ك: "k",
  خ: "k",
  د: "d",
  ض: "d",
  ر: "r",
  ز: "s",
  س: "s",
  ص: "s",
  ش: "s",
  ف: "f",
  ل: "l",
  م: "m",
  ن: "n",
};

const ARABIC = /[\u0600-\u06ff]/;

/** The sound skeleton of folded text, in either script (spaces ignored). */
export function soundKey(text: string): string {
  const arabic = ARABIC.test(text);
  const letters = arabic ? ARABIC_LETTERS : LATIN_LETTERS;
  let out = "";
  for (const word of text.split(/\s+/)) {
    let plain = word;
    if (!arabic) for (const [pair, sound] of LATIN_PAIRS) plain = plain.replace(pair, sound);
    // An h that opens a word is heard ("Hudson" is not "Disney"); elsewhere it only lengthens a sound.
    // So is a w opening the name, a consonant there in both scripts ("Warner", "وارنر" are not
    // "Reiner"); inside a name it is not ("DreamWorks" is written "دريم ووركس").
    if (/^[hهح]/.test(plain)) out += "h";
    else if (out === "" && /^[wو]/.test(plain)) out += "w";
    for (const ch of plain) {
      const sound = letters[ch] ?? (/\d/.test(ch) ? ch : "");
      if (sound && out.at(-1) !== sound) out += sound;
    }
  }
  return out;
}

/** Letters with no sound in European names: an Arabic word holding one is not a name written in Arabic script. */
const NATIVE_ONLY = /[عقصضظح]/;

/** Runs of vowels in a Latin name ("Paramount": a, a, ou), or of long vowels in an Arabic spelling ("باراماونت": ا, ا, او; a closing ه is one). */
function vowelRuns(text: string): number {
  return ARABIC.test(text) ? (text.match(/[اويى]+|ه(?=\s|$)/g)?.length ?? 0) : (text.match(/[aeiouy]+/g)?.length ?? 0);
}

/**
 * The Arabic spelling's one-slip guard: a European name written in Arabic letters spells its long
 * vowels and may leave out short ones, so it holds at most the name's vowel runs and at least half
 * of them. "جون ويك" (John Wick, two runs) is not "John Q" (one); "بنت" (no vowel) is not "Bont".
 */
function vowelsAgree(arabic: string, latin: string): boolean {
  const [written, said] = [vowelRuns(arabic), vowelRuns(latin)];
  return written <= said && written >= Math.ceil(said / 2);
}

/** Folded names → what they name (`T`: a facet, a title), by sound: skeletons two different things share are dropped. */
interface Heard<T> {
  tag: T;
  name: string;
  latinOnly: boolean;
}

/**
 * The one of several names sharing a skeleton that an Arabic spelling spells: the only one whose
 * vowels agree, or else the only one with exactly as many vowel runs ("فوكس" is Fox, "فوكاس" Focus).
 */
function spelledAs<T>(arabic: string, names: readonly Heard<T>[]): Heard<T> | undefined {
  const agree = names.filter((n) => !n.latinOnly && vowelsAgree(arabic, n.name));
  if (agree.length <= 1) return agree[0];
  const exact = agree.filter((n) => vowelRuns(n.name) === vowelRuns(arabic));
  return exact.length === 1 ? exact[0] : undefined;
}

export class SoundNames<T> {
  readonly #bySound = new Map<string, Heard<T> | null>();
  /** The names of a skeleton several share (`null` above): an Arabic spelling may still tell them apart. */
  readonly #shared = new Map<string, Heard<T>[]>();

  /** `identity`: equal for the same thing named twice (a director by full name and by surname). */
  constructor(names: ReadonlyMap<string, T>, identity: (tag: T) => string) {
    const add = (key: string, tag: T, name: string, latinOnly: boolean) => {
      if (key.length < MIN_SKELETON) return;
      const known = this.#bySound.get(key);
      const heard = { tag, name, latinOnly };
      if (known === undefined) this.#bySound.set(key, heard);
      else if (known && identity(known.tag) !== identity(tag)) {
        this.#bySound.set(key, null);
        this.#shared.set(key, [known, heard]);
      } else if (known === null) {
        const shared = this.#shared.get(key) ?? [];
        if (!shared.some((n) => identity(n.tag) === identity(tag))) shared.push(heard);
      }
    };
    for (const [name, tag] of names) add(soundKey(name), tag, name, false);
    // A name ending in "s" is also typed without it ("dreamwork"), unless that sounds like another name.
    for (const [name, tag] of names) {
      const key = soundKey(name.replace(/s$/, ""));
      if (name.endsWith("s") && !this.#bySound.has(key)) add(key, tag, name, true);
    }
  }

  /** What a run of words sounds like, if exactly one name sounds so (in Arabic letters: is spelled so, `spelledAs`). */
  match(run: readonly Token[]): T | undefined {
    const text = run.map((t) => t.word).join(" ");
    if (!ARABIC.test(text)) {
      const found = this.#bySound.get(soundKey(text));
      const [word, name] = [text.replaceAll(" ", ""), found?.name.replaceAll(" ", "")];
      return found && (word === name || oneSlip(word, name ?? "")) ? found.tag : undefined;
    }
    if (NATIVE_ONLY.test(text)) return undefined;
    // An Arabic name often carries a one-letter particle ("لكريستوفر": for Christopher), and a
    // title the article that stands for "The" ("الماتريكس": The Matrix).
    const particle = /^[لوب][\u0621-\u064a]{3,}/.test(text);
    const article = /^ال[\u0621-\u064a]{3,}/.test(text);
    const forms = [text, ...(particle ? [text.slice(1)] : []), ...(article ? [text.slice(2)] : [])];
    for (const form of forms) {
      const key = soundKey(form);
      const found = this.#bySound.get(key);
      const heard = spelledAs(form, found ? [found] : (this.#shared.get(key) ?? []));
      if (heard) return heard.tag;
    }
    return undefined;
  }
}
