/** One reminder: how long before the start, and its name in the occurrence's record of reminders sent. */
export interface ReminderOffset {
  label: string;
  ms: number;
}

/** `24h,1h` → the offsets, shortest first. */
export function reminderOffsets(setting: string): ReminderOffset[] {
  return setting
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((label) => ({ label, ms: Number(label.slice(0, -1)) * (label.endsWith('h') ? 3_600_000 : 60_000) }))
    .sort((a, b) => a.ms - b.ms);
}

/**
 * Which reminder an occurrence is due for now: the shortest offset that covers the time left. The longer ones
 * are then past their moment and are only marked, so that a session booked an hour ahead gets one reminder, not two.
 */
export function dueReminder(offsets: readonly ReminderOffset[], startsInMs: number): { send: ReminderOffset; skip: ReminderOffset[] } | undefined {
  if (startsInMs <= 0) return undefined;
  const send = offsets.find((offset) => startsInMs <= offset.ms);
  if (!send) return undefined;
  return { send, skip: offsets.filter((offset) => offset.ms > send.ms) };
}
