const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Where "new" starts for this visit: the member's previous visit, or the past week for a first one. */
export type VisitStart = { since: string; isSinceLastVisit: boolean };

/**
 * The start of this visit's "new", per member and browser. A visit is a browser tab's session: the time of the
 * previous one is read once when it starts and kept for the whole visit, so reloading the home page does not empty
 * its list; the time of this one is written for the next.
 */
export function readVisitStart(memberId: string, now = Date.now()): VisitStart {
  const visitKey = `hub.visitStart.${memberId}`;
  const lastSeenKey = `hub.lastSeenAt.${memberId}`;
  try {
    const kept = sessionStorage.getItem(visitKey);
    if (kept) return JSON.parse(kept) as VisitStart;
    const lastSeen = localStorage.getItem(lastSeenKey);
    const start: VisitStart =
      lastSeen && !Number.isNaN(Date.parse(lastSeen))
        ? { since: lastSeen, isSinceLastVisit: true }
        : { since: new Date(now - WEEK_MS).toISOString(), isSinceLastVisit: false };
    sessionStorage.setItem(visitKey, JSON.stringify(start));
    localStorage.setItem(lastSeenKey, new Date(now).toISOString());
    return start;
  } catch {
    // Storage refused (private mode, full): the past week, every time.
    return { since: new Date(now - WEEK_MS).toISOString(), isSinceLastVisit: false };
  }
}
