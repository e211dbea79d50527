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

  // Directors and studios, however written.
  readsAs(names, [
    ["scorcese films", ["director:Martin Scorsese"]],
    ["hitchcok or kubrik", ["director:Alfred Hitchcock", "director:Stanley Kubrick"]],
    ["أفلام سبيلبرغ", ["director:Steven Spielberg"]],
    ["أفلام ريدلي سكوت وتوني سكوت", ["director:Ridley Scott", "director:Tony Scott"]],
    ["شي لكريستوفر نولان", ["director:Christopher Nolan"]],
    // A casual name covers its family's labels; a full catalogue name only that label.
    ["a disney movie", ["studio:Disney"]],
    ["sony pictures classics releases", ["studio:Sony Pictures Classics"]],
    ["something from new line cinema", ["studio:New Line"]],
    ["lions gate horror", ["studio:Lionsgate"]],
    ["dreamwork movies", ["studio:DreamWorks"]],
    ["películas de la Fox", ["studio:Fox"]],
    ["أفلام باراماونت", ["studio:Paramount"]],
    ["أفلام دريم ووركس", ["studio:DreamWorks"]],
  ]);

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
});

describe("surnames: shared, joined, and common words", () => {
  readsAs(names, [
    // One director with far more films than the other takes the shared surname.
    ["anything by coppola", ["director:Francis Ford Coppola"]],
    ["peliculas de copola", ["director:Francis Ford Coppola"]],
    // A particle name written as one word.
    ["a depalma thriller", ["director:Brian De Palma"]],
    ["algo de deltoro", ["director:Guillermo Del Toro"]],
    ["vonTrier films", ["director:Lars Von Trier"]],
    // A common word is no one's surname alone, but is after a by-cue.
    ["old black and white films", []],
    ["a film in black and white", []],
    ["directed by stone", ["director:Oliver Stone"]],
    ["oliver stone", ["director:Oliver Stone"]],
  ]);

  it("a surname two directors share about equally names neither", () => {
    expect(names("scott movies")).toEqual([]);
  });
});
