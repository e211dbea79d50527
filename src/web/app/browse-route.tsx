import { useState } from "react";
import type { Movie } from "../../contract/movies";
import { UserControls } from "../features/auth/user-controls";
import { BrowseView } from "../features/browse/browse-view";
import { MovieDetailsDialog } from "../features/browse/movie-details-dialog";
import { GptSearchView } from "../features/gpt-search/gpt-search-view";
import { GptToggle } from "../features/gpt-search/gpt-toggle";
import { useAppSelector } from "../store/hooks";
import { Header } from "./header";

/**
 * `/browse`: the browse view or the GPT Search view (the header toggle flips `showGPTsearch`), and
 * the More Info dialog that a card in either view opens.
 */
export function BrowseRoute() {
  const showGpt = useAppSelector((state) => state.gpt.showGPTsearch);
  const [selected, setSelected] = useState<Movie | null>(null);
  return (
    <>
      <Header>
        <GptToggle />
        <UserControls />
      </Header>
      <main id="main" className="min-h-dvh">
        {showGpt ? <GptSearchView onOpenMovie={setSelected} /> : <BrowseView onOpenMovie={setSelected} />}
      </main>
      {selected && <MovieDetailsDialog movie={selected} onClose={() => setSelected(null)} />}
    </>
  );
}
