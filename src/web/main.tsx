import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Provider } from "react-redux";
import { LocaleFromStore } from "./app/locale";
import { AppRouter, createRoutes, preloadCurrentRoute } from "./app/router";
import { authClientFor } from "./features/auth/create-auth-client";
import { embeddedConfig } from "./features/settings/embedded-config";
import { ServerConfigGate } from "./features/settings/server-config-gate";
import { serverConfigLoaded } from "./store/config-slice";
import { makeStore } from "./store/store";

const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element");

const store = makeStore();
const routes = createRoutes(store);
preloadCurrentRoute(routes);
// A config in the HTML spares the wait for `/api/config`, and the session can be asked at once.
const config = embeddedConfig();
if (config) {
  store.dispatch(serverConfigLoaded(config));
  void authClientFor(config)
    .then((client) => client.prefetch?.())
    .catch(() => {
      // The auth gate loads the client again and handles the failure.
    });
}
createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <LocaleFromStore>
        <ServerConfigGate>
          <AppRouter routes={routes} />
        </ServerConfigGate>
      </LocaleFromStore>
    </Provider>
  </StrictMode>,
);
