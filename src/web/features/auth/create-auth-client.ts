import type { PublicConfig } from "../../../contract/config";
import { useAppSelector } from "../../store/hooks";
import type { AuthClient } from "./auth-client";
import { createLocalAuthClient } from "./local-auth-client";

let current: Promise<AuthClient> | null = null;

/**
 * The page's one auth client, picked from `providers.auth`. Firebase is a separate chunk loaded only
 * in firebase mode. Built once per page; a failed load is forgotten so the next call tries again.
 */
export function authClientFor(config: PublicConfig | null): Promise<AuthClient> {
  if (current) return current;
  if (config?.providers.auth === "firebase") {
    const firebase = config.firebase;
    current = firebase
      ? import("./firebase-auth-client").then((module) => module.createFirebaseAuthClient(firebase))
      : Promise.reject(new Error("firebase mode without a firebase web config"));
    current.catch(() => {
      current = null;
    });
  } else {
    current = Promise.resolve(createLocalAuthClient());
  }
  return current;
}

/** A getter for the auth client of the server's configured provider. */
export function useAuthClient(): () => Promise<AuthClient> {
  const config = useAppSelector((state) => state.config.server);
  return () => authClientFor(config);
}
