import { aliasedTable, and, desc, eq, sql } from 'drizzle-orm';
import { delegationDaysSchema } from '@spokes/domain/employer-delegation';
import { brusselsToday } from '@spokes/domain/format';
import { issueCodes } from '@spokes/domain/schemas';
import type { Db, Queryable } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { employerDelegations } from '../../db/schema/employer-policies';
import { userCompanies, users } from '../../db/schema/users';
import { fail } from '../../errors';
import { activeDelegation, userDisplayName } from '../access/delegations';
import type { Viewer } from '../access/viewer';
import { recordSettingsChange } from '../audit/record-settings-change';
import { announceViewerChanged } from '../auth/session';
import { delegateCandidates } from './delegate-candidates';
import { requirePolicyAdmin } from './employer-policies.access';

export type CreateDelegationOptions = {
  companyId: number;
  /** Who is replaced; an employer admin names a delegate for itself only, a super user for anyone. */
  delegatorUserId: number | null;
  delegateUserId: number;
  firstDay: string;
  lastDay: string;
};

const delegator = aliasedTable(users, 'delegator');
const delegate = aliasedTable(users, 'delegate');

const delegationColumns = {
  id: employerDelegations.id,
  companyId: employerDelegations.company_fk,
  companyName: companies.name,
  delegatorUserId: employerDelegations.delegator_user_fk,
  delegatorName: userDisplayName(delegator),
  delegateUserId: employerDelegations.delegate_user_fk,
  delegateName: userDisplayName(delegate),
  firstDay: employerDelegations.first_day,
  lastDay: employerDelegations.last_day,
  endedAt: employerDelegations.ended_at,
  createdAt: employerDelegations.created_at,
  /** In force today: the one definition the access rules and the inboxes read too. */
  active: sql<boolean>`${activeDelegation()}`,
};

function delegationRows(db: Queryable) {
  return db
    .select(delegationColumns)
    .from(employerDelegations)
    .innerJoin(companies, eq(companies.id, employerDelegations.company_fk))
    .innerJoin(delegator, eq(delegator.id, employerDelegations.delegator_user_fk))
    .innerJoin(delegate, eq(delegate.id, employerDelegations.delegate_user_fk));
}

async function readDelegation(db: Queryable, id: number) {
  const [row] = await delegationRows(db).where(eq(employerDelegations.id, id));
  return row ?? fail('NOT_FOUND');
}

/** A delegation as the screens show it, with whether it is in force today. */
export type EmployerDelegation = Awaited<ReturnType<typeof readDelegation>>;

/** The company's delegations, the latest first (its employer admin or a super user). */
export async function listEmployerDelegations(db: Queryable, viewer: Viewer, companyId: number) {
  await requirePolicyAdmin(db, viewer, companyId);
  return delegationRows(db)
    .where(eq(employerDelegations.company_fk, companyId))
    .orderBy(desc(employerDelegations.first_day), desc(employerDelegations.id));
}

/**
 * Names a delegate for a company between two days (issue 30): the delegator must be linked to
 * the company itself (the delegation covers it and the companies below it, and lapses with that
 * link). Audited with the company.
 */
export async function createEmployerDelegation(db: Db, viewer: Viewer, options: CreateDelegationOptions) {
  await requirePolicyAdmin(db, viewer, options.companyId);
  const delegatorId = options.delegatorUserId ?? viewer.userId;
  if (!viewer.superUser && delegatorId !== viewer.userId) fail('DELEGATOR_NOT_ALLOWED');
  const parsed = delegationDaysSchema(brusselsToday()).safeParse({
    first_day: options.firstDay,
    last_day: options.lastDay,
  });
  if (!parsed.success) fail('BAD_INPUT', undefined, { fields: issueCodes(parsed.error) });
  const [link] = await db
    .select()
    .from(userCompanies)
    .where(and(eq(userCompanies.user_id, delegatorId), eq(userCompanies.company_id, options.companyId)));
  if (!link) fail('DELEGATOR_NOT_ALLOWED');
  const candidates = await delegateCandidates(db, options.companyId);
  if (
    delegatorId === options.delegateUserId ||
    !candidates.some((user) => user.id === options.delegateUserId)
  )
    fail('DELEGATE_NOT_ALLOWED');
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(employerDelegations)
      .values({
        company_fk: options.companyId,
        delegator_user_fk: delegatorId,
        delegate_user_fk: options.delegateUserId,
        first_day: parsed.data.first_day,
        last_day: parsed.data.last_day,
        created_by_user_fk: viewer.userId,
      })
      .returning();
    await recordSettingsChange(tx, viewer, {
      table: 'employer_delegations',
      recordId: created.id,
      owner: { table: 'companies', recordId: options.companyId },
      action: 'create',
      after: created,
    });
    // The delegate's cached sessions must read its new companies now, not in a minute.
    await announceViewerChanged(tx, options.delegateUserId);
    return created.id;
  });
  return readDelegation(db, id);
}

/** Ends a delegation now: the delegate no longer decides nor is told. Ending an ended one changes nothing. */
export async function endEmployerDelegation(db: Db, viewer: Viewer, delegationId: number) {
  const [found] = await db
    .select({ companyId: employerDelegations.company_fk })
    .from(employerDelegations)
    .where(eq(employerDelegations.id, delegationId));
  if (!found) fail('NOT_FOUND');
  await requirePolicyAdmin(db, viewer, found.companyId);
  await db.transaction(async (tx) => {
    const [ended] = await tx
      .update(employerDelegations)
      .set({ ended_at: new Date() })
      .where(and(eq(employerDelegations.id, delegationId), sql`${employerDelegations.ended_at} is null`))
      .returning({
        endedAt: employerDelegations.ended_at,
        delegateUserId: employerDelegations.delegate_user_fk,
      });
    if (!ended) return;
    await announceViewerChanged(tx, ended.delegateUserId);
    await recordSettingsChange(tx, viewer, {
      table: 'employer_delegations',
      recordId: delegationId,
      owner: { table: 'companies', recordId: found.companyId },
      action: 'update',
      before: { ended_at: null },
      after: { ended_at: ended.endedAt },
    });
  });
  return readDelegation(db, delegationId);
}
