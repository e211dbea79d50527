import type { LanguageId } from "../../../contract/language";
import { problemMessage } from "../../api/messages";
import type { ApiProblem } from "../../api/problem";
import { interpolate } from "../../i18n/format";
import type { MyListFailure } from "./my-list-slice";
import type { myListStrings } from "./strings";

type MyListText = (typeof myListStrings)["EN"];

/** Why a My List request failed, in one translated sentence; My List adds `list_full` to the shared codes. */
export function myListMessage(problem: ApiProblem, t: MyListText, language: LanguageId, brand = ""): string {
  const words = { rateLimited: t.rateLimited, sessionEnded: t.sessionEnded, somethingWrong: t.somethingWrong };
  return problemMessage(problem, { language, brand }, words, { list_full: () => t.listFull }) ?? t.somethingWrong;
}

/** The line shown when a change was undone: which film, which change, and why. */
export function myListFailureMessage(failure: MyListFailure, t: MyListText, language: LanguageId, brand: string) {
  const template = failure.change === "add" ? t.addFailed : t.removeFailed;
  return interpolate(template, { title: failure.title, reason: myListMessage(failure.problem, t, language, brand) });
}
