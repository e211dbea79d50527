/** The page's problem type for `/api` calls, for components that show one; it lives in `api/`. */
export { type ApiProblem, apiProblemOf } from "../api/problem";
