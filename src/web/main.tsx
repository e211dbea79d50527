import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Provider } from "react-redux";
import { RouterProvider } from "react-router";
import { PublicConfigSchema } from "../contract/config";
import { createRouter } from "./app/router";
import { serverConfigLoaded } from "./features/settings/config-slice";
import { createStore } from "./store/store";

const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element");

/** The server's public config decides brand and providers; it is small and local, so wait for it. */
async function loadServerConfig(attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch("/api/config");
      if (response.ok) return PublicConfigSchema.parse(await response.json());
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
    if (attempt >= attempts) throw new Error("The server did not answer /api/config");
    await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
  }
}

const store = createStore();
loadServerConfig()
  .then((config) => {
    store.dispatch(serverConfigLoaded(config));
  })
  .finally(() => {
    createRoot(root).render(
      <StrictMode>
        <Provider store={store}>
          <RouterProvider router={createRouter()} />
        </Provider>
      </StrictMode>,
    );
  });
