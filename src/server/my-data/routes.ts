import { Hono } from "hono";
import { IMPORT_MAX_ROWS } from "../../contract/my-data.js";
import { ImportRequestSchema } from "../../contract/requests.js";
import { errorResponse } from "../http/errors.js";
import { validate } from "../http/validate.js";
import { sourceFailure } from "../movies/source-failure.js";
import { type ExportDeps, exportData } from "./data-export.js";
import { type ImportFileError, readImportFile } from "./import-file.js";
import { importFilms } from "./import-films.js";

/** Where the import is mounted: its body may be larger than any other (`app.ts`). */
export const IMPORT_PATH = "/api/my-data/import";

const FILE_ERRORS: Record<ImportFileError, string> = {
  not_csv: "The file is not CSV.",
  unknown_format: "The file is not a Letterboxd (watchlist.csv, ratings.csv) or IMDb (list, ratings) export.",
  too_many_rows: `The file has more than ${IMPORT_MAX_ROWS} films.`,
  no_films: "The file holds no films.",
};

/** `/api/my-data` (behind the session middleware): the signed-in account's own data, to take away or bring. */
export function myDataRoutes(deps: ExportDeps): Hono {
  const app = new Hono();
  app.get("/export", async (c) => {
    const exported = await exportData(deps, c.get("user"));
    if (!exported.ok) return sourceFailure(c, exported.error);
    c.header("Cache-Control", "private, no-store");
    return c.json(exported.value);
  });
  app.post(
    "/import",
    validate("json", ImportRequestSchema, { messages: { csv: "csv must be the text of a CSV file, at most 1 MB" } }),
    async (c) => {
      const file = readImportFile(c.req.valid("json").csv);
      // A file we cannot read whole changes nothing.
      if (!file.ok)
        return errorResponse(c, { code: "bad_request", message: FILE_ERRORS[file.error], details: [file.error] });
      return c.json(await importFilms(deps, c.get("user").uid, file.value, c.req.raw.signal));
    },
  );
  return app;
}
