export type ForgetSessions = { sessionId: string } | { userId: number };

type SessionMemory = { forget(match: ForgetSessions): void };

/** What keeps sessions in memory in this process (a session cache per app instance; tests start several). */
const memories = new Set<SessionMemory>();

export function rememberSessionsIn(memory: SessionMemory): () => void {
  memories.add(memory);
  return () => memories.delete(memory);
}

/**
 * Drops sessions from every memory of this process at once, before the change commits: the
 * request after a sign-out must not find the old viewer. Other instances hear of it through the
 * pubsub after the commit.
 */
export function forgetSessions(match: ForgetSessions): void {
  for (const memory of memories) memory.forget(match);
}
