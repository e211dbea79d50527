import { describe, expect, it } from "vitest";
import { keyOf } from "./facets/index.js";
import { soundKey } from "./names.js";
import { queryReader, readsAs } from "./parse-test-kit.js";

const read = queryReader();

/** The name facets a query is read as. */
const names = (query: string) =>
  read(query).flatMap((t) =>
    t.type === "facet" && (t.facet.kind === "person" || t.facet.kind === "studio") ? [keyOf(t.facet)] : [],
  );

describe("names however they are written", () => {
  it("one skeleton for a name in Latin letters, with a typo, and in Arabic script", () => {
    expect(soundKey("spielberg")).toBe(soundKey("speilberg"));
    expect(soundKey("spielberg")).toBe(soundKey("سبيلبرغ"));
    expect(soundKey("hitchcock")).toBe(soundKey("هيتشكوك"));
    expect(soundKey("hudson")).not.toBe(soundKey("disney"));
  });

  readsAs(names, "names");

  it.each([
    ["like the movie Jaws but newer", "Jaws"],
    ["مثل فيلم جوراسيك بارك", "Jurassic Park"],
    ["زي تايتانك", "Titanic"],
  ])("a well-known title after 'like', however written: %s", (query, title) => {
    const like = read(query).find((t) => t.type === "like");
    expect(like?.type === "like" ? like.film.film.title : undefined).toBe(title);
  });

  it("ordinary words are not heard as names", () => {
    // "gusto" sounds like Guest and "brian" like Burns, but neither is a typo of them; Arabic words
    // with letters no European name needs are never names.
    expect(names("me gusta el mundo")).toEqual([]);
    expect(names("brian")).toEqual([]);
    expect(names("فريق يجعلني اصدقايي")).toEqual([]);
  });

  it("an Arabic spelling names what it spells as many vowels of as a transliteration does", () => {
    // "جون ويك" (John Wick, two vowel runs) sounds like John Q (one); "بنت" (a girl, no vowel) like Bont.
    const like = (query: string) => read(query).flatMap((t) => (t.type === "like" ? [t.film.film.title] : []));
    expect(like("زي جون ويك")).toEqual([]);
    expect(names("فيلم لبنت اختي")).toEqual([]);
    expect(names("افلام سودربيرغ او هيتشكوك")).toEqual(["director:Steven Soderbergh", "director:Alfred Hitchcock"]);
    expect(like("مثل الماتريكس")).toEqual(["The Matrix"]);
  });

  it("names that sound alike are told apart by how the Arabic spells them", () => {
    // A w opening a name is heard (Warner is not Reiner); vowel runs tell Fox from Focus.
    expect(names("افلام وارنر")).toEqual(["studio:Warner"]);
    expect(names("افلام روب راينر")).toEqual(["director:Rob Reiner"]);
    expect(names("افلام فوكس")).toEqual(["studio:Fox"]);
    expect(names("افلام فوكاس")).toEqual(["studio:Focus"]);
    expect(names("أفلام دريم ووركس")).toEqual(["studio:DreamWorks"]);
  });
});

describe("surnames: shared, joined, and common words", () => {
  readsAs(names, "surnames");

  it("a surname two directors share about equally names neither", () => {
    expect(names("scott movies")).toEqual([]);
  });
});
