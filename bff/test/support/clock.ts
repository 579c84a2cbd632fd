/** A clock the test moves forward, for expiries and lockouts (the app reads time only through `now`). */
export function testClock(start = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(minutes: number) {
      current += minutes * 60 * 1000;
    },
  };
}
