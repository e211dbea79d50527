import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Provider } from "react-redux";
import { LocaleFromStore } from "./app/locale";
import { AppRouter, createRoutes, preloadCurrentRoute } from "./app/router";
import { AuthClientsContext, createAuthClients } from "./features/auth/create-auth-client";
import { embeddedConfig } from "./features/settings/embedded-config";
import { ServerConfigGate } from "./features/settings/server-config-gate";
import { serverConfigLoaded } from "./store/config-slice";
import { makeStore } from "./store/store";

const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element");

// The auth client and the API target carrying its proof of who calls: made once, held by the store and React.
const authClients = createAuthClients();
const store = makeStore({ api: authClients.target });
const routes = createRoutes(store);
preloadCurrentRoute(routes);
// A config in the HTML spares the wait for the config endpoint, and the session can be asked at once.
const config = embeddedConfig();
if (config) {
  store.dispatch(serverConfigLoaded(config));
  void authClients
    .clientFor(config)
    .then((client) => client.prefetch?.())
    .catch(() => {
      // The auth gate loads the client again and handles the failure.
    });
}
createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <AuthClientsContext value={authClients}>
        <LocaleFromStore>
          <ServerConfigGate>
            <AppRouter routes={routes} />
          </ServerConfigGate>
        </LocaleFromStore>
      </AuthClientsContext>
    </Provider>
  </StrictMode>,
);
