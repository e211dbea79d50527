import type { LanguageId } from "../../contract/language";

/** Forms of a string that contains a count, chosen by `Intl.PluralRules` (Arabic has six). */
export interface PluralForms {
  readonly zero?: string;
  readonly one?: string;
  readonly two?: string;
  readonly few?: string;
  readonly many?: string;
  readonly other: string;
}

export type Text = string | readonly string[] | PluralForms;

/** A tuple of the same length with any wording (homomorphic over tuples because A is a parameter). */
type SameLength<A> = { readonly [I in keyof A]: string };

/** The same keys with any wording: what AR and spanish must provide for EN's keys. */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends readonly string[]
      ? SameLength<T[K]>
      : PluralForms;
};

export type Strings<T> = Readonly<Record<LanguageId, Translation<T>>>;

/**
 * Declare a group of UI strings in every language. A key missing (or extra) in AR or spanish is a
 * compile error, so no language can fall behind.
 */
export function defineStrings<const T extends Record<string, Text>>(strings: {
  EN: T;
  AR: Translation<T>;
  spanish: Translation<T>;
}): Strings<T> {
  return strings as Strings<T>;
}
