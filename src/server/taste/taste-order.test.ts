import { describe, expect, it } from "vitest";
import { affinity, asksForSeen, reasonWithTaste, type TasteProfile, tasteOrder } from "./taste-order.js";

const profile: TasteProfile = {
  hidden: new Set([3]),
  seen: new Set([1]),
  liked: [
    { title: "Alien", weight: 2, genres: ["Horror", "Science Fiction"], director: "Ridley Scott" },
    { title: "Heat", weight: 1, genres: ["Crime", "Thriller"], director: "Michael Mann" },
  ],
};
const film = (id: number, tier: number, genres: string[], director: string | null, sinks = false) => ({
  item: id,
  id,
  tier,
  sinks,
  affinity: affinity(profile, genres, director),
});

describe("taste order", () => {
  it("reads taste from liked genres and directors, loved films weighing double, and names the film most alike", () => {
    expect(affinity(profile, ["Science Fiction"], "Ridley Scott")).toEqual({ score: 6, because: "Alien" });
    expect(affinity(profile, ["Crime"], null)).toEqual({ score: 1, because: "Heat" });
    expect(affinity(profile, ["Comedy"], "Nora Ephron")).toEqual({ score: 0, because: undefined });
  });

  it("drops 'Not for me', sinks 'Seen it', and lets taste break ties within a rank group only", () => {
    const order = tasteOrder(
      [
        film(1, 0, ["Crime"], null, true),
        film(2, 0, ["Comedy"], null),
        film(3, 0, ["Horror"], "Ridley Scott"),
        film(4, 0, ["Crime"], null),
        film(5, 1, ["Science Fiction"], "Ridley Scott"),
        { item: 6, id: undefined, tier: 0, sinks: false, affinity: { score: 0, because: undefined } },
      ],
      profile,
    );
    expect(order.map((f) => f.item)).toEqual([4, 2, 6, 5, 1]);
  });

  it("knows a query that asks for films already seen, in the three languages", () => {
    for (const query of ["comedies I've seen", "something to rewatch", "volver a ver Alien", "أفلام شاهدتها"]) {
      expect(asksForSeen(query)).toBe(true);
    }
    for (const query of ["heist movies", "seenery", "películas de robos", "أفلام سرقة"]) {
      expect(asksForSeen(query)).toBe(false);
    }
  });

  it("puts the taste first in a pick's reason, within the reason's five facts", () => {
    expect(reasonWithTaste(["decade:1990", "a", "b", "c", "d"], "Alien")).toEqual([
      "liked:Alien",
      "decade:1990",
      "a",
      "b",
      "c",
    ]);
    expect(reasonWithTaste(["decade:1990"], undefined)).toEqual(["decade:1990"]);
  });
});
