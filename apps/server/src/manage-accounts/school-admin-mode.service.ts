/**
 * School-admin mode (spec §3 school_admin_mode and teacher session settings, §4 "Choosing a school saves session
 * settings and redirects to /", §7 POST /e/session/school_admin_mode, GET /m/customer/schools): a school admin
 * who also teaches works as a school admin (1) or in their classrooms (2), in one of their schools.
 */
import type { CustomerSchools, SchoolAdminModeSave } from '@dash/contracts';
import type { Actor } from '../accounts/actor.js';
import { listSchoolNames } from '../accounts/accounts.repository.js';
import { recordAudit } from '../audit/audit.service.js';
import { withTransaction, type Db, type DbOrTrx } from '../db/database.js';
import { forbidden } from '../http/app-error.js';
import { canChooseSchoolAdminMode } from '../policy/account-policy.js';

const sessionSettings = (db: DbOrTrx, actor: Actor) =>
  db
    .selectFrom('customer_session_settings')
    .select(['selected_school_id', 'selected_school_name'])
    .where('district_id', '=', actor.districtId)
    .where('customer_id', '=', actor.customerId)
    .executeTakeFirst();

export async function readCustomerSchools(db: Db, actor: Actor): Promise<CustomerSchools> {
  const [schools, settings] = await Promise.all([
    listSchoolNames(db, actor.districtId, actor.schoolIds),
    sessionSettings(db, actor),
  ]);
  return {
    mode: actor.schoolAdminMode,
    selected_school_id: settings?.selected_school_id ?? null,
    can_use_classrooms_mode: actor.kind === 'school_admin' && actor.teacherId !== null,
    schools: schools
      .map((s) => ({ id: s.school_id, name: s.name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

export async function saveSchoolAdminMode(
  db: Db,
  actor: Actor,
  save: SchoolAdminModeSave,
  ip: string,
): Promise<CustomerSchools> {
  const schoolId = save.selected_school_id ?? null;
  if (!canChooseSchoolAdminMode(actor, save.mode, schoolId))
    throw forbidden('This account cannot switch to that mode or school.');
  const schoolName =
    schoolId === null ? null : ((await listSchoolNames(db, actor.districtId, [schoolId]))[0]?.name ?? null);
  await withTransaction(db, async (trx) => {
    const before = {
      mode: actor.schoolAdminMode,
      selected_school_id: (await sessionSettings(trx, actor))?.selected_school_id ?? null,
    };
    await trx
      .updateTable('customers')
      .set({ school_admin_mode: save.mode })
      .where('district_id', '=', actor.districtId)
      .where('customer_id', '=', actor.customerId)
      .execute();
    await trx
      .deleteFrom('customer_session_settings')
      .where('district_id', '=', actor.districtId)
      .where('customer_id', '=', actor.customerId)
      .execute();
    await trx
      .insertInto('customer_session_settings')
      .values({
        district_id: actor.districtId,
        customer_id: actor.customerId,
        selected_school_id: schoolId,
        selected_school_name: schoolName,
      })
      .execute();
    await recordAudit(trx, {
      districtId: actor.districtId,
      customerId: actor.customerId,
      action: 'school_admin_mode_changed',
      outcome: 'success',
      target: `customer:${actor.districtId}:${actor.customerId}`,
      ip,
      detail: JSON.stringify({ before, after: { mode: save.mode, selected_school_id: schoolId } }),
    });
  });
  return readCustomerSchools(db, { ...actor, schoolAdminMode: save.mode });
}
