import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { User } from "../../contract/auth";

/**
 * `unknown` until the auth provider has told us, so no page flashes before the session is restored;
 * `unavailable` while the server's database cannot say (never read as signed out).
 */
export type AuthStatus = "unknown" | "signedIn" | "signedOut" | "unavailable";

interface UserState {
  status: AuthStatus;
  user: User | null;
}

const initialState: UserState = { status: "unknown", user: null };

export const userSlice = createSlice({
  name: "user",
  initialState,
  reducers: {
    userSignedIn(state, action: PayloadAction<User>) {
      state.status = "signedIn";
      state.user = action.payload;
    },
    userSignedOut(state) {
      state.status = "signedOut";
      state.user = null;
    },
    sessionUnavailable(state) {
      state.status = "unavailable";
    },
  },
});

export const { userSignedIn, userSignedOut, sessionUnavailable } = userSlice.actions;
