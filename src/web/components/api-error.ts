/** The page's problem type for API calls, for components that show one; it lives in `api/`. */
export { type ApiProblem, apiProblemOf } from "../api/problem";
