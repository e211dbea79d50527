import { z } from "./zod.js";

/** `GET /api/art/mosaic` (public): catalogue films whose generated posters form the sign-in wall. */
export const ArtMosaicSchema = z.object({
  results: z.array(z.object({ id: z.number(), title: z.string(), poster_path: z.string() })),
});
export type ArtMosaic = z.infer<typeof ArtMosaicSchema>;
