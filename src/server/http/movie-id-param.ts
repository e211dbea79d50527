import { MovieIdParamSchema } from "../../contract/requests.js";
import { validate } from "./validate.js";

/** `/:id` of a film (`/api/movies/:id…`, `/api/my-list/:id`, `/api/taste/:id`), validated with one message. */
export const movieIdParam = validate("param", MovieIdParamSchema, {
  messages: { id: "id must be a positive whole number" },
});
