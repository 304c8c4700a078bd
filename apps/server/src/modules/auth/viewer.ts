import { and, eq, getTableColumns, gt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { employerDelegations } from '../../db/schema/employer-policies';
import { sessions, userCompanies, userDealers, users } from '../../db/schema/users';
import { activeDelegation } from '../access/delegations';
import type { Viewer } from '../access/viewer';
import { revokeSession } from './session';

/** A session's last use is written at most this often, so a busy page costs no write per request. */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

export type SessionActivity = {
  /** SESSION_IDLE_MINUTES: a session unused for longer is refused and deleted. */
  idleMinutes: number;
  /** false for what the user did not do (a realtime event reaching an open tab): it checks but does not extend. */
  extend: boolean;
};

function prepareSessionLookup(db: Queryable) {
  return db
    .select({
      ...getTableColumns(users),
      sessionId: sessions.id,
      pending: sessions.pending_second_factor,
      lastSeenAt: sessions.last_seen_at,
      expiresAt: sessions.expires_at,
      dealerIds: sql<
        number[]
      >`array(select ${userDealers.dealer_id} from ${userDealers} where ${userDealers.user_id} = ${users.id} order by 1)`,
      companyIds: sql<
        number[]
      >`array(select ${userCompanies.company_id} from ${userCompanies} where ${userCompanies.user_id} = ${users.id} order by 1)`,
      employerCompanyIds: sql<number[]>`array(
        with recursive below(id) as (
          select ${userCompanies.company_id} from ${userCompanies} where ${userCompanies.user_id} = ${users.id}
          union
          select ${companies.id} from ${companies} join below on ${companies.company_parent_fk} = below.id
        )
        select id from below order by 1)`,
      delegatedCompanyIds: sql<number[]>`array(
        with recursive below(id) as (
          select ${employerDelegations.company_fk} from ${employerDelegations}
          where ${and(eq(employerDelegations.delegate_user_fk, users.id), activeDelegation())}
          union
          select ${companies.id} from ${companies} join below on ${companies.company_parent_fk} = below.id
        )
        select id from below order by 1)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      and(eq(sessions.id, sql.placeholder('sessionId')), gt(sessions.expires_at, sql.placeholder('now'))),
    )
    .prepare('load_viewer');
}

/**
 * Every request runs this lookup: building it through Drizzle each time cost a fifth of a
 * request's CPU, so it is built once per database (PostgreSQL also parses it once per connection).
 */
const sessionLookups = new WeakMap<Queryable, ReturnType<typeof prepareSessionLookup>>();

function sessionLookup(db: Queryable) {
  let lookup = sessionLookups.get(db);
  if (!lookup) sessionLookups.set(db, (lookup = prepareSessionLookup(db)));
  return lookup;
}

/** A live session's viewer and the moment it stops being live unless it is used again. */
export type LiveSession = { viewer: Viewer; liveUntil: number };

/**
 * Loads the viewer of a live, fully signed-in session (second factor passed), or null. Live is
 * within the absolute lifetime and used within the idle timeout; a use extends the latter.
 */
export async function loadViewer(
  db: Queryable,
  sessionId: string,
  activity: SessionActivity,
): Promise<Viewer | null> {
  return (await loadSession(db, sessionId, activity))?.viewer ?? null;
}

/** loadViewer, with the moment the session ends by itself (its lifetime or its idle timeout). */
export async function loadSession(
  db: Queryable,
  sessionId: string,
  activity: SessionActivity,
): Promise<LiveSession | null> {
  const [row] = await sessionLookup(db).execute({ sessionId, now: new Date() });
  if (!row || row.pending) return null;
  const idleLimitMs = activity.idleMinutes * 60_000;
  let lastSeenAt = row.lastSeenAt.getTime();
  const idleMs = Date.now() - lastSeenAt;
  if (idleMs > idleLimitMs) {
    await revokeSession(db, sessionId);
    return null;
  }
  if (activity.extend && idleMs >= LAST_SEEN_RESOLUTION_MS) {
    lastSeenAt = Date.now();
    await db
      .update(sessions)
      .set({ last_seen_at: new Date(lastSeenAt) })
      .where(eq(sessions.id, sessionId));
  }
  return {
    viewer: {
      userId: row.id,
      sessionId: row.sessionId,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      language: row.language,
      superUser: row.super_user,
      admin: row.admin,
      backoffice: row.backoffice,
      portalUser: row.portal_user,
      dealerIds: row.dealerIds.map(Number),
      companyIds: row.companyIds.map(Number),
      employerCompanyIds: row.employerCompanyIds.map(Number),
      delegatedCompanyIds: row.delegatedCompanyIds.map(Number),
    },
    liveUntil: Math.min(row.expiresAt.getTime(), lastSeenAt + idleLimitMs),
  };
}
