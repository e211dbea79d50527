import { useDispatch, useSelector, useStore } from "react-redux";
import type { ApiTarget } from "../api/request";
import type { AppDispatch, AppStore, RootState } from "./store";

/** How features reach the store: these hooks and these types, never the store itself. */
export type { AppDispatch, AppStore, RootState };

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** Where the movie source's images live (empty until the server config is read). */
export const useImageBaseUrl = (): string => useAppSelector((state) => state.config.server?.imageBaseUrl ?? "");

/** Where the API is and how a call proves who is calling: every `apiRequest` a component makes names it. */
export const useApiTarget = (): ApiTarget => useStore.withTypes<AppStore>()().apiTarget;
