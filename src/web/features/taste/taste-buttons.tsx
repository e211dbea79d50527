import { Heart, ThumbsDown, ThumbsUp } from "lucide-react";
import type { Movie } from "../../../contract/movies";
import type { Rating } from "../../../contract/taste";
import { Eye } from "../../components/inline-icons";
import { tasteStrings } from "../../components/taste-strings";
import { useStrings } from "../../i18n/use-strings";
import { useSetTasteMutation } from "../../store/taste-api";
import { useFilmTaste } from "../../store/use-taste";

/** As My List's button beside Play, white when pressed. */
const BUTTON_CLASSES =
  "inline-flex h-11 items-center gap-2 rounded-md bg-neutral-500/70 px-5 text-base font-semibold text-ink transition-colors duration-150 hover:bg-neutral-500/50 aria-pressed:bg-ink aria-pressed:text-page";

/**
 * In More Info: 'Not for me', 'I like this', 'Love this!' (toggle buttons, one pressed at a time;
 * pressing the pressed one takes the rating back) and 'Seen it'. Each change is saved at once.
 */
export function TasteButtons({ movie }: { movie: Movie }) {
  const t = useStrings(tasteStrings);
  const { rating, seen } = useFilmTaste(movie);
  const [save, saved] = useSetTasteMutation();
  const choices: { rating: Rating; label: string; Icon: typeof Heart }[] = [
    { rating: "dislike", label: t.notForMe, Icon: ThumbsDown },
    { rating: "like", label: t.like, Icon: ThumbsUp },
    { rating: "love", label: t.love, Icon: Heart },
  ];
  return (
    <div className="flex flex-col gap-2">
      <fieldset className="flex flex-wrap items-center gap-3">
        <legend className="sr-only">{t.yourTake}</legend>
        {choices.map((choice) => {
          const pressed = rating === choice.rating;
          return (
            <button
              key={choice.rating}
              type="button"
              aria-pressed={pressed}
              onClick={() => void save({ movie, rating: pressed ? null : choice.rating, seen })}
              className={BUTTON_CLASSES}
            >
              <choice.Icon aria-hidden="true" className="size-5" />
              {choice.label}
            </button>
          );
        })}
        <button
          type="button"
          aria-pressed={seen}
          onClick={() => void save({ movie, rating, seen: !seen })}
          className={BUTTON_CLASSES}
        >
          <Eye aria-hidden="true" className="size-5" />
          {t.seen}
        </button>
      </fieldset>
      {saved.isError && (
        <p role="alert" className="text-sm font-medium text-ink/85">
          {t.saveFailed}
        </p>
      )}
    </div>
  );
}
