import { useEffect, useState } from "react";
import type { ArtMosaic } from "../../../contract/art";
import { ART_BASE_PATH, SITE_ENDPOINTS } from "../../../contract/site-endpoints";
import { apiRequest } from "../../api/request";
import { useApiTarget } from "../../store/hooks";

type MosaicFilm = ArtMosaic["results"][number];

/** Enough tiles to cover a tall phone and a wide desktop once tilted; the films repeat to fill. */
const TILES = 72;
/**
 * Distinct posters on the wall (each ~3.5 KB of SVG): under a 70 % dark overlay 25 read as a full
 * wall as well as 36 do, for a third fewer bytes. 25 is divided by no column count (6, 8, 10, 12),
 * so a repeat never lands straight below itself.
 */
const FILMS = 25;

function useMosaic(): MosaicFilm[] {
  const target = useApiTarget();
  const [films, setFilms] = useState<MosaicFilm[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    // Decorative only: when it fails the page keeps its plain dark background.
    void apiRequest(SITE_ENDPOINTS.artMosaic, { signal: controller.signal, target }).then((result) => {
      if (result.ok) setFilms(result.value.results);
    });
    return () => controller.abort();
  }, [target]);
  return films;
}

/**
 * The sign-in page's full-screen background: a slightly tilted wall of catalogue posters under a dark
 * gradient. Purely decorative (hidden from assistive technology, empty alt texts).
 */
export function PosterMosaic() {
  const films = useMosaic().slice(0, FILMS);
  const tiles = films.length > 0 ? Array.from({ length: TILES }, (_, index) => films[index % films.length]) : [];
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-0 -z-10 overflow-hidden bg-page">
      <div className="absolute -inset-x-[20%] -top-[25%] grid -rotate-6 grid-cols-6 gap-2 opacity-90 sm:grid-cols-8 lg:grid-cols-10 xl:grid-cols-12">
        {tiles.map((film, index) =>
          film ? (
            <img
              // biome-ignore lint/suspicious/noArrayIndexKey: the same poster appears more than once.
              key={index}
              src={`${ART_BASE_PATH}${film.poster_path}`}
              alt=""
              width={500}
              height={750}
              decoding="async"
              className="aspect-[2/3] h-auto w-full rounded-md bg-raised object-cover"
            />
          ) : null,
        )}
      </div>
      {/* About 70 % black overall: darker at the top (header) and bottom, darker still on phones where the form has no card. */}
      <div className="absolute inset-0 bg-black/75 sm:bg-black/55" />
      <div className="absolute inset-0 bg-gradient-to-b from-black/70 via-black/10 to-black/80" />
    </div>
  );
}
