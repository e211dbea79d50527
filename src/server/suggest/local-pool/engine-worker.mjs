// The worker thread's entry (piscina loads it): the engine is TypeScript, so it is loaded through
// tsx's API here when the server runs from its sources (dev, Vitest); compiled ahead of time
// (`npm start`, the image) the pool loads `engine-worker.js` itself.
import { tsImport } from "tsx/esm/api";

export const { answer } = await tsImport("./engine-worker.ts", import.meta.url);
