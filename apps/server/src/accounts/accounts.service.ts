import { ACADEMIC_STANDARD_NAMES, type AcademicStandard, type Customer } from '@dash/contracts';
import type { Config } from '../config/config.js';
import type { DbOrTrx } from '../db/database.js';
import { buildStatePolicy, deriveRole, isAdmin } from '../policy/policy.js';
import type { Actor } from './actor.js';
import {
  findCustomer,
  findDistrict,
  findTeacherSchoolId,
  listLinkedIds,
  listSchoolNames,
  listTaughtClassrooms,
} from './accounts.repository.js';
import { readDistrictOptions, readFeatureFlags, readStringList } from './district-settings.js';
import { assessmentsOf } from '../third-party/third-party.repository.js';
import { preferenceInDocument } from '../manage-accounts/preferences.service.js';

/** Loads everything the policy module needs about a signed-in customer; `null` if the account is gone. */
export async function loadActor(
  db: DbOrTrx,
  districtId: number,
  customerId: number,
  sessionId: string,
): Promise<Actor | null> {
  const [customer, district, assessments] = await Promise.all([
    findCustomer(db, districtId, customerId),
    findDistrict(db, districtId),
    assessmentsOf(db, districtId),
  ]);
  if (!customer || !district) return null;
  const role = deriveRole(customer.account_kind, customer.school_admin_mode);
  const [adminSchoolIds, classrooms, studentIds, teacherSchoolId] = await Promise.all([
    customer.account_kind === 'school_admin'
      ? listLinkedIds(db, 'customer_schools', districtId, customerId)
      : [],
    customer.teacher_id !== null ? listTaughtClassrooms(db, districtId, customer.teacher_id) : [],
    customer.account_kind === 'guardian'
      ? listLinkedIds(db, 'guardian_students', districtId, customerId)
      : [],
    customer.teacher_id !== null ? findTeacherSchoolId(db, districtId, customer.teacher_id) : null,
  ]);
  const schoolIds =
    adminSchoolIds.length > 0 ? adminSchoolIds : teacherSchoolId !== null ? [teacherSchoolId] : [];
  return {
    customerId,
    districtId,
    sessionId,
    kind: customer.account_kind,
    role,
    username: customer.username,
    firstName: customer.first_name,
    lastName: customer.last_name,
    emailAddress: customer.email_address,
    schoolAdminMode: customer.school_admin_mode,
    teacherId: customer.teacher_id,
    schoolIds,
    classroomIds: classrooms.map((c) => c.classroom_id),
    studentIds,
    tags: new Set(readStringList(customer.tags)),
    preferences: { hide_ftue: preferenceInDocument(customer.preferences, 'hide_ftue') === true },
    editLocked: customer.edit_locked,
    assignFocusEnabled: customer.assign_focus_enabled,
    growthAsPercentage: customer.growth_as_percentage,
    chatEnabled: customer.chat_enabled,
    isConsumerGuardian: customer.is_consumer_guardian,
    trialDaysRemaining: customer.trial_days_remaining,
    provisionUid: customer.provision_uid,
    valid: customer.valid,
    district: {
      id: district.district_id,
      name: district.name,
      timeZone: district.time_zone,
      country: district.country,
      academicStandard: district.academic_standard,
      provisionUid: district.provision_uid,
      options: readDistrictOptions(district.options),
      featureFlags: readFeatureFlags(district.feature_flags),
      activeAssessments: assessments.filter((a) => a.active).map((a) => a.name),
    },
  };
}

/**
 * Default landing of spec §2, in its order: guardians their page; anyone else home when they have
 * classrooms (an admin who also teaches included), else reports for admins, else missingroster.
 */
export function defaultUrl(
  actor: Pick<Actor, 'role' | 'districtId' | 'customerId' | 'classroomIds'>,
): string {
  if (actor.role === 'guardian') return `/district/${actor.districtId}/guardian/${actor.customerId}`;
  if (actor.classroomIds.length > 0) return '/home';
  if (isAdmin(actor)) return '/reports';
  return '/missingroster';
}

/** The Customer of spec §3 as `GET /n/customer_info` returns it. */
export async function buildCustomerInfo(db: DbOrTrx, actor: Actor, config: Config): Promise<Customer> {
  const schools = await listSchoolNames(db, actor.districtId, actor.schoolIds);
  const schoolNames = Object.fromEntries(schools.map((s) => [String(s.school_id), s.name]));
  const firstSchool = actor.schoolIds[0] ?? null;
  const standard = actor.district.academicStandard;
  return {
    id: actor.customerId,
    name: `${actor.firstName} ${actor.lastName}`,
    first_name: actor.firstName,
    role: actor.role,
    isAdmin: isAdmin(actor),
    is_district_admin: actor.role === 'districtAdmin',
    is_school_admin: actor.kind === 'school_admin',
    is_consumer_guardian: actor.isConsumerGuardian,
    school_admin_mode: actor.schoolAdminMode,
    district_id: actor.districtId,
    district_name: actor.district.name,
    school_id: firstSchool,
    school_name: firstSchool !== null ? (schoolNames[String(firstSchool)] ?? null) : null,
    school_admin_ids: actor.kind === 'school_admin' ? actor.schoolIds : [],
    school_names: schoolNames,
    classroom_ids: actor.classroomIds,
    teacher_id: actor.teacherId,
    student_ids: actor.studentIds,
    tags: [...actor.tags],
    preferences: actor.preferences,
    hide_ftue_configured: !config.ftueAutoShow || actor.district.options.hide_ftue,
    impersonated_admin_id: null,
    policy: buildStatePolicy(actor),
    valid: actor.valid,
    edit_locked: actor.editLocked,
    assign_focus_enabled: actor.assignFocusEnabled,
    growth_as_percentage: actor.growthAsPercentage,
    chat_enabled: actor.chatEnabled,
    provision_uid: actor.provisionUid,
    district_provision_uid: actor.district.provisionUid,
    magneto_district_options: actor.district.options,
    feature_flags: actor.district.featureFlags,
    academic_standard_name: standard,
    academic_standard_title_in_reports: ACADEMIC_STANDARD_NAMES[standard as AcademicStandard] ?? standard,
    district_country: actor.district.country,
    district_time_zone: actor.district.timeZone,
    user_af_enabled_list: Object.fromEntries(
      actor.studentIds.map((id) => [String(id), actor.assignFocusEnabled]),
    ),
    user_trial_days_remaining: actor.trialDaysRemaining,
    default_url: defaultUrl(actor),
    session: {
      idle_seconds: config.sessionIdleSeconds,
      absolute_seconds: config.sessionAbsoluteSeconds,
      warning_seconds: config.sessionWarningSeconds,
    },
  };
}
