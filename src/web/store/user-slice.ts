import type { UnknownAction } from "redux";
import type { User } from "../../contract/auth";
import { defineAction } from "./action";

/**
 * `unknown` until the auth provider has told us, so no page flashes before the session is restored;
 * `unavailable` while the server's database cannot say (never read as signed out).
 */
export type AuthStatus = "unknown" | "signedIn" | "signedOut" | "unavailable";

interface UserState {
  status: AuthStatus;
  user: User | null;
}

export const userSignedIn = defineAction<User>("user/userSignedIn");
export const userSignedOut = defineAction("user/userSignedOut");
export const sessionUnavailable = defineAction("user/sessionUnavailable");

const initialState: UserState = { status: "unknown", user: null };

/**
 * The signed-in user. Written as a plain reducer, not `createSlice`: the store's own slices are in
 * the first chunk, and `createSlice` brings immer and RTK's reducer builder with it (~4 KB brotli)
 * that the sign-in page needs nowhere else. Lazily added slices use `createSlice`.
 */
export const userSlice = {
  reducerPath: "user",
  reducer(state: UserState = initialState, action: UnknownAction): UserState {
    if (userSignedIn.match(action)) return { status: "signedIn", user: action.payload };
    if (userSignedOut.match(action)) return { status: "signedOut", user: null };
    if (sessionUnavailable.match(action)) return { ...state, status: "unavailable" };
    return state;
  },
} as const;
