export interface Account {
  id: string;
  contactDetails?: { email?: string | null } | null;
}

/**
 * The one account whose e-mail is the request's, read the way addresses are compared (case and spaces aside);
 * none when no account or several carry it: then the administrator chooses.
 */
export function onlyAccountFor(email: string | undefined, accounts: readonly Account[]): string | undefined {
  const wanted = email?.trim().toLowerCase();
  if (!wanted) return undefined;
  const matching = accounts.filter((account) => account.contactDetails?.email?.trim().toLowerCase() === wanted);
  return matching.length === 1 ? matching[0]!.id : undefined;
}
