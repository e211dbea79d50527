import { useId } from "react";
import type { Movie } from "../../../contract/movies";
import { Dialog } from "../../components/dialog";
import { interpolateNodes } from "../../components/interpolate-nodes";
import { coreStrings } from "../../i18n/core-strings";
import { interpolate } from "../../i18n/format";
import { useStrings } from "../../i18n/use-strings";
import { browseStrings } from "./strings";
import { trailerEmbedUrl } from "./use-trailer";

interface PlayDialogProps {
  movie: Movie;
  trailerKey: string;
  onClose: () => void;
}

/** The trailer with sound, 16:9, in a modal dialog. */
export function PlayDialog({ movie, trailerKey, onClose }: PlayDialogProps) {
  const t = useStrings(browseStrings);
  const core = useStrings(coreStrings);
  const titleId = useId();
  const title = interpolate(t.trailerTitle, { title: movie.title });
  return (
    <Dialog labelledBy={titleId} onClose={onClose} closeLabel={core.close} className="bg-black">
      <h2 id={titleId} className="px-5 py-4 pe-16 text-lg font-semibold">
        {interpolateNodes(t.trailerTitle, { title: <bdi>{movie.title}</bdi> })}
      </h2>
      <div className="aspect-video w-full bg-black">
        <iframe
          src={trailerEmbedUrl(trailerKey, false)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="size-full border-0"
        />
      </div>
    </Dialog>
  );
}
