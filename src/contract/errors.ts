import { z } from "zod";
import { ERROR_CODES } from "./error-codes.js";

export { ERROR_CODES, type ErrorCode, err, ok, type Result } from "./error-codes.js";

export const ErrorCodeSchema = z.enum(ERROR_CODES);

export const ErrorBodySchema = z.object({
  error: z.object({
    code: ErrorCodeSchema,
    /** Human-readable detail for logs and developers; the page shows its own translation. */
    message: z.string().optional(),
    /** Seconds until a retry may succeed (429). */
    retryAfter: z.number().int().nonnegative().optional(),
    requestId: z.string().optional(),
    /** Extra facts the page may show, e.g. unmet password requirements or the model name. */
    details: z.array(z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
