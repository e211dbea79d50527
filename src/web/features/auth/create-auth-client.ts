import { createContext, useContext } from "react";
import type { PublicConfig } from "../../../contract/config";
import type { ApiTarget } from "../../api/request";
import { useAppSelector } from "../../store/hooks";
import type { AuthClient } from "./auth-client";
import { createLocalAuthClient } from "./local-auth-client";

/** The page's one auth client, and the API target whose calls prove who is calling with it. */
export interface AuthClients {
  /** The page's own origin; in firebase mode each call carries the loaded client's ID token. The store keeps it. */
  readonly target: ApiTarget;
  /**
   * The client of the server's configured provider (`providers.auth`). Firebase is a separate chunk
   * loaded only in firebase mode. Built once; a failed load is forgotten so the next call tries again.
   */
  clientFor(config: PublicConfig | null): Promise<AuthClient>;
}

/** Made once per page by `main.tsx`, which gives its target to the store and itself to `AuthClientsContext`. */
export function createAuthClients(): AuthClients {
  let current: Promise<AuthClient> | null = null;
  let loaded: AuthClient | undefined;
  const target: ApiTarget = { origin: "", idToken: async () => loaded?.idToken?.() ?? null };
  return {
    target,
    clientFor(config) {
      if (current) return current;
      const firebase = config?.firebase;
      current =
        config?.providers.auth !== "firebase"
          ? Promise.resolve(createLocalAuthClient(target))
          : firebase
            ? import("./firebase-auth-client").then((module) => module.createFirebaseAuthClient(firebase, target))
            : Promise.reject(new Error("firebase mode without a firebase web config"));
      current.then(
        (client) => {
          loaded = client;
        },
        () => {
          current = null;
        },
      );
      return current;
    },
  };
}

/** The page's `AuthClients`, provided by `main.tsx`. */
export const AuthClientsContext = createContext<AuthClients | null>(null);

/** A getter for the auth client of the server's configured provider. */
export function useAuthClient(): () => Promise<AuthClient> {
  const clients = useContext(AuthClientsContext);
  const config = useAppSelector((state) => state.config.server);
  if (!clients) throw new Error("no AuthClientsContext");
  return () => clients.clientFor(config);
}
