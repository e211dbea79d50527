import { useId } from "react";
import type { Movie, Provider } from "../../../contract/movies";
import { LabelledSelect } from "../../components/labelled-select";
import { formatNumber, interpolate } from "../../i18n/format";
import { useLanguage, useStrings } from "../../i18n/use-strings";
import { useAppSelector } from "../../store/hooks";
import { useGetFactsQuery } from "./movies-api";
import { browseStrings } from "./strings";
import { REGIONS, useRegion } from "./use-region";

/** More Info's facts: runtime, audience rating, genres, director, top-billed cast, where to watch. */
export function MovieFacts({ movie }: { movie: Movie }) {
  const t = useStrings(browseStrings);
  const language = useLanguage();
  const [region, setRegion] = useRegion();
  const facts = useGetFactsQuery({ id: movie.id, language, region }).data;
  const headingId = useId();
  const moviesKind = useAppSelector((state) => state.config.server?.providers.movies);
  if (!facts) return null;
  const hours = facts.runtime ? Math.floor(facts.runtime / 60) : 0;
  const minutes = formatNumber(language, facts.runtime ? facts.runtime % 60 : 0);
  const runtime = facts.runtime
    ? hours > 0
      ? interpolate(t.runtimeHours, { hours: formatNumber(language, hours), minutes })
      : interpolate(t.runtimeMinutes, { minutes })
    : null;
  const regionNames = new Intl.DisplayNames([document.documentElement.lang || "en"], { type: "region" });
  const regions = REGIONS.includes(region) ? REGIONS : [region, ...REGIONS];
  const groups: [string, Provider[]][] = facts.watch
    ? [
        [t.stream, facts.watch.stream],
        [t.rent, facts.watch.rent],
        [t.buy, facts.watch.buy],
      ]
    : [];
  return (
    <div className="flex flex-col gap-3 text-sm text-muted md:text-base">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {runtime && <span>{runtime}</span>}
        {facts.certification && (
          <span className="rounded border border-white/40 px-1.5 py-0.5 text-xs font-semibold text-ink">
            {facts.certification}
          </span>
        )}
        {facts.genres.length > 0 && <span className="text-ink">{facts.genres.join(" · ")}</span>}
      </p>
      {facts.director && <p>{interpolate(t.director, { name: facts.director })}</p>}
      {facts.cast.length > 0 && <p>{interpolate(t.cast, { names: facts.cast.join(", ") })}</p>}
      {moviesKind === "tmdb" && (
        <section aria-labelledby={headingId} className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-3">
            <h3 id={headingId} className="text-base font-semibold text-ink">
              {t.whereToWatch}
            </h3>
            <LabelledSelect
              label={t.region}
              labelHidden
              value={region}
              options={regions.map((code) => [code, regionNames.of(code) ?? code])}
              onPick={setRegion}
            />
          </div>
          {groups.some(([, list]) => list.length > 0) ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              {groups
                .filter(([, list]) => list.length > 0)
                .map(([label, list]) => (
                  <div key={label} className="contents">
                    <dt className="font-semibold text-ink">{label}</dt>
                    <dd>{list.map((p) => p.name).join(", ")}</dd>
                  </div>
                ))}
            </dl>
          ) : (
            <p>{t.notStreaming}</p>
          )}
          <p className="text-xs">
            {facts.watch?.link ? (
              <a href={facts.watch.link} target="_blank" rel="noreferrer noopener" className="underline">
                {t.justWatch}
              </a>
            ) : (
              t.justWatch
            )}
          </p>
        </section>
      )}
    </div>
  );
}
