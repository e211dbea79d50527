import type { Page } from "playwright-core";

/** On `/account`: save a new username and wait for the page to confirm it and the header to show it. */
export async function renameInPage(page: Page, name: string): Promise<void> {
  await page.getByRole("textbox", { name: "Username" }).fill(name);
  await page.getByRole("button", { name: "Save username" }).click();
  await page.getByRole("status").filter({ hasText: "Your username has been saved." }).waitFor();
  await page.getByRole("img", { name }).waitFor();
}

/** On `/account`: a wrong current password is refused, then the right one changes it to `next`. */
export async function changePasswordInPage(page: Page, current: string, next: string): Promise<void> {
  await page.getByLabel("Current password", { exact: true }).fill("Wrong1Password");
  await page.getByLabel("New password", { exact: true }).fill(next);
  await page.getByRole("button", { name: "Change password" }).click();
  await page.getByRole("alert").filter({ hasText: "That isn't your current password." }).waitFor();
  await page.getByLabel("Current password", { exact: true }).fill(current);
  await page.getByRole("button", { name: "Change password" }).click();
  await page.getByRole("status").filter({ hasText: "Your password has been changed." }).waitFor();
}

/** On `/account`: open Delete account, confirm with the password and the tick. */
export async function deleteInPage(page: Page, password: string): Promise<void> {
  await page.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByRole("checkbox").check();
  await dialog.getByRole("button", { name: "Delete account" }).click();
  await page.getByRole("heading", { name: "Sign In" }).waitFor();
}
