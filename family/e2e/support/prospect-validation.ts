import { expect, type Locator, type Page } from '@playwright/test';

/**
 * On a prospect's record in the staff app, opens the validation and names the program the person enters, as a staff
 * member of several programs (or of none, like the recruiter) does: registration asks none, so the dialog refuses
 * to validate until one is chosen, and says so on the field. Answers the dialog, ready for its last "Valider".
 */
export async function chooseProgramToValidate(staff: Page, program: string): Promise<Locator> {
  await staff
    .getByRole('main')
    .getByRole('button', { name: /Valider$/ })
    .click();
  const dialog = staff.getByRole('dialog', { name: 'Valider ce prospect' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /Valider$/ }).click();
  await expect(dialog.getByText('Choisissez le programme dans lequel cette personne entre.')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Programme' }).click();
  await staff.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText(program, { exact: true }).click();
  return dialog;
}
