/** A backup or restore that cannot go on for a reason the operator can act on: its message is all they need. */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}
