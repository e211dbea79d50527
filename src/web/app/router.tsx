import { createBrowserRouter } from "react-router";
import { ErrorPage } from "./error-page";
import { RootLayout } from "./root-layout";

/**
 * Spec §2 routes. Each page is its own chunk, so the sign-in page never downloads browse or AI code.
 * Unknown paths fall to the error page.
 */
export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <ErrorPage />,
      children: [
        {
          path: "/",
          lazy: async () => ({ Component: (await import("./sign-in-route")).SignInRoute }),
        },
        {
          path: "/browse",
          lazy: async () => ({ Component: (await import("./browse-route")).BrowseRoute }),
        },
      ],
    },
  ]);
}
