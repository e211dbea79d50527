import { describe, expect, it } from "vitest";
import { type EngineFilm, FilmIndex } from "./film-index.js";
import { wordString } from "./lexicon.js";

const FILMS: EngineFilm[] = [
  { id: 1, title: "Star Wars", imdbVotes: 900_000, imdbRating: 8.7 },
  { id: 2, title: "Star Wars: Episode I - The Phantom Menace", imdbVotes: 500_000, imdbRating: 6.5 },
  { id: 3, title: "The Man Who Knew Too Much", imdbVotes: 50_000, imdbRating: 7.5 },
  { id: 4, title: "Pirates of the Caribbean: The Curse of the Black Pearl", imdbVotes: 800_000, imdbRating: 8 },
  { id: 5, title: "Harry Potter and the Goblet of Fire", imdbVotes: 400_000, imdbRating: 7.6 },
];
const index = new FilmIndex(FILMS);

describe("FilmIndex.titleIn", () => {
  it("finds the whole title, or the longest multi-word title inside the query", () => {
    expect(index.titleIn(wordString("star wars"))?.film.film.id).toBe(1);
    expect(index.titleIn(wordString("like star wars episode i the phantom menace please"))?.key).toBe(
      "star wars episode i the phantom menace",
    );
    expect(index.titleIn(wordString("films like the man who knew too much"))?.film.film.id).toBe(3);
    expect(index.titleIn(wordString("the man who knew"))).toBeUndefined();
  });

  it("answers the same for a title buried in a long repetitive query", () => {
    const query = `${"the man of ".repeat(200)}pirates of the caribbean the curse of the black pearl`;
    expect(index.titleIn(wordString(query))?.film.film.id).toBe(4);
  });
});

describe("FilmIndex.titlePhrase", () => {
  it("is the longest run of query words found together in a title, with a word of its own", () => {
    expect(index.titlePhrase(wordString("harry potter movies"))).toBe("harry potter");
    expect(index.titlePhrase(wordString("the goblet of fire and star wars"))).toBe("the goblet of fire");
    expect(index.titlePhrase(wordString("of the"))).toBeUndefined();
    expect(index.titlePhrase(wordString("wplk zxqv"))).toBeUndefined();
  });

  it("keeps the first of equally long runs, and copes with runs repeated hundreds of times", () => {
    expect(index.titlePhrase(wordString("star wars harry potter"))).toBe("harry potter");
    expect(index.titlePhrase(wordString("star wars goblet of"))).toBe("star wars");
    expect(index.titlePhrase(wordString("goblet of star wars"))).toBe("goblet of");
    expect(index.titlePhrase(wordString("the man of ".repeat(300)))).toBe("the man");
    expect(index.titlePhrase(wordString("star wars ".repeat(300)))).toBe("star wars");
  });
});
