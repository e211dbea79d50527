import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { User } from "../../contract/auth";

/** `unknown` until the auth provider has told us, so no page flashes before the session is restored. */
export type AuthStatus = "unknown" | "signedIn" | "signedOut";

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
  },
});

export const { userSignedIn, userSignedOut } = userSlice.actions;
