import type { Movie } from "../../contract/movies";

interface MovieArtProps {
  movie: Movie;
  imageBaseUrl: string;
  /** `hero`: the featured block's background; `dialog`: the top of More Info. */
  variant: "hero" | "dialog";
  /** Which layer to draw: the wide background, the floating sharp poster, or both (default). */
  layer?: "background" | "poster" | "both";
}

export function imageUrl(base: string, path: string | null | undefined): string | null {
  return path ? `${base}${path}` : null;
}

const SIZES = { backdrop: { width: 1280, height: 720 }, poster: { width: 500, height: 750 } } as const;

interface ArtImageProps {
  src: string;
  shape: keyof typeof SIZES;
  priority: "high" | undefined;
  className: string;
  /** Hidden from assistive technology on its own (not only through a hidden parent). */
  hidden?: boolean;
}

/** One decorative image of the art, at the intrinsic size of its shape. */
function ArtImage({ src, shape, priority, className, hidden }: ArtImageProps) {
  return (
    <img
      src={src}
      alt=""
      aria-hidden={hidden ? "true" : undefined}
      {...SIZES[shape]}
      fetchPriority={priority}
      className={className}
    />
  );
}

/**
 * A movie's wide art, decorative (the title is always told in text beside it). The backdrop when
 * there is one; otherwise the poster twice: blurred to fill the frame, and sharp at the inline end.
 */
export function MovieArt({ movie, imageBaseUrl, variant, layer = "both" }: MovieArtProps) {
  const backdrop = imageUrl(imageBaseUrl, movie.backdrop_path);
  const poster = imageUrl(imageBaseUrl, movie.poster_path);
  // The featured block's art is the largest thing on the first screen: ahead of the row posters.
  const priority = variant === "hero" ? "high" : undefined;
  if (backdrop) {
    if (layer === "poster") return null;
    return (
      <ArtImage
        src={backdrop}
        shape="backdrop"
        priority={priority}
        className="absolute inset-0 size-full object-cover"
      />
    );
  }
  if (!poster) return layer === "poster" ? null : <div aria-hidden="true" className="absolute inset-0 bg-raised" />;
  const sharp =
    variant === "hero"
      ? "inset-x-0 mx-auto top-20 h-[min(48%,17rem)] md:mx-0 md:start-auto md:end-[7vw] md:top-[13%] md:h-[60%] md:rotate-2"
      : "end-20 top-1/2 h-[82%] -translate-y-1/2 rotate-2 md:end-24";
  const sharpPoster = (
    <ArtImage
      src={poster}
      shape="poster"
      priority={priority}
      hidden
      className={`absolute aspect-[2/3] w-auto rounded-lg shadow-2xl shadow-black/70 ring-1 ring-white/15 ${sharp}`}
    />
  );
  if (layer === "poster") return sharpPoster;
  return (
    <div aria-hidden="true" className="absolute inset-0 overflow-hidden">
      <ArtImage
        src={poster}
        shape="poster"
        priority={priority}
        className="absolute inset-0 size-full scale-125 object-cover opacity-80 blur-3xl saturate-150"
      />
      <div className="absolute inset-0 bg-page/25" />
      {layer === "both" && sharpPoster}
    </div>
  );
}
