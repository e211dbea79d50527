import { type Ref, useState } from "react";
import type { Movie } from "../../contract/movies";
import { imageUrl } from "./movie-art";

interface MovieCardProps {
  movie: Movie;
  imageBaseUrl: string;
  lazy: boolean;
  /** Roving tab stop: only the row's current card is in the Tab order. */
  tabIndex: 0 | -1;
  onOpen: (movie: Movie) => void;
  onFocus: () => void;
  /** Shown when the poster file fails to load, instead of a broken image. */
  posterMissing: string;
  ref?: Ref<HTMLButtonElement>;
}

/** One poster, a button that opens More Info. Its accessible name is the poster's alt text: the title. */
export function MovieCard({
  movie,
  imageBaseUrl,
  lazy,
  tabIndex,
  onOpen,
  onFocus,
  posterMissing,
  ref,
}: MovieCardProps) {
  const [broken, setBroken] = useState(false);
  const src = imageUrl(imageBaseUrl, movie.poster_path);
  return (
    <button
      ref={ref}
      type="button"
      tabIndex={tabIndex}
      title={movie.title}
      onClick={() => onOpen(movie)}
      onFocus={onFocus}
      className="relative block aspect-[2/3] w-full cursor-pointer overflow-hidden rounded-md bg-raised shadow-md shadow-black/40 transition-[scale,box-shadow] duration-200 ease-out hover:z-10 hover:scale-[1.06] hover:shadow-xl hover:shadow-black/70 focus-visible:z-10 focus-visible:scale-[1.06] focus-visible:shadow-xl"
    >
      {src && !broken ? (
        <img
          src={src}
          alt={movie.title}
          width={500}
          height={750}
          loading={lazy ? "lazy" : "eager"}
          decoding="async"
          draggable={false}
          onError={() => setBroken(true)}
          className="size-full object-cover"
        />
      ) : (
        <span className="flex size-full flex-col justify-end gap-1 bg-linear-to-b from-raised to-surface p-3 text-start">
          <span dir="auto" className="line-clamp-3 text-sm font-semibold text-ink">
            {movie.title}
          </span>
          <span className="text-xs text-muted">{posterMissing}</span>
        </span>
      )}
    </button>
  );
}
