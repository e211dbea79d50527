// The worker thread's entry (piscina loads it): the engine is TypeScript, so it is loaded through
// tsx's API here, which works however the server itself runs (`node --import tsx`, Vitest, the image).
import { tsImport } from "tsx/esm/api";

const { answer } = await tsImport("./engine-worker.ts", import.meta.url);

export default answer;
