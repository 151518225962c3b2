/**
 * The one policy module (spec §6): roles, state × pane permissions, tags, district options, feature flags
 * and object scope. Every route asks it; every list is filtered by `visibleScope`.
 * NOTE: security-critical. A change here changes who can see children's records: extend the matrix tests too.
 */
import {
  ASSIGN_FOCUS_ACADEMIC_STANDARDS,
  REPORT_STATES,
  SCHOOL_ADMIN_MODE,
  TABS,
  isPrintableOffered,
  type AccountKind,
  type Printable,
  type CustomerPolicy,
  type ReportState,
  type Role,
} from '@dash/contracts';
import type { Actor } from '../accounts/actor.js';

/** spec §6: districtAdmin; schoolAdmin unless in classroom mode (2); guardian; otherwise teacher. */
export function deriveRole(kind: AccountKind, schoolAdminMode: number | null): Role {
  if (kind === 'district_admin') return 'districtAdmin';
  if (kind === 'school_admin')
    return schoolAdminMode === SCHOOL_ADMIN_MODE.classrooms ? 'teacher' : 'schoolAdmin';
  if (kind === 'guardian') return 'guardian';
  return 'teacher';
}

/** The administrator roles (spec §6): the only ones that read lists across teachers and schools. */
export const ADMIN_ROLES = ['districtAdmin', 'schoolAdmin'] as const satisfies readonly Role[];
export const isAdmin = (actor: Pick<Actor, 'role'>) => (ADMIN_ROLES as readonly Role[]).includes(actor.role);

/** Professional development (spec §2 PD page, §6): educators only; guardians have no PD links. */
export const PD_ROLES = ['districtAdmin', 'schoolAdmin', 'teacher'] as const satisfies readonly Role[];
/** The word problem generator (spec §2 /word-problem-generator, a teacher tool): staff only, never guardians. */
export const WORD_PROBLEM_ROLES = PD_ROLES;

const STATES_BY_ROLE: Record<Role, readonly ReportState[]> = {
  districtAdmin: ['district', 'grade', 'school', 'teacher', 'classroom', 'student'],
  schoolAdmin: ['grade', 'school', 'teacher', 'classroom', 'student'],
  teacher: ['teacher', 'classroom', 'student'],
  guardian: ['guardian', 'student'],
};

/** Panes outside the tab bar that a state may open (spec §2 "Other panes"). */
const EXTRA_PANES: Partial<Record<ReportState, readonly string[]>> = {
  district: ['teacher_list', 'settings', 'reporting_settings', 'license_activity', 'bulk_upload', 'manage'],
  school: ['teacher_list', 'settings', 'roster', 'license_activity'],
  teacher: ['teacher_profile', 'settings'],
  classroom: [
    'students',
    'standards_export',
    'classroom_settings',
    'roster',
    'assignments',
    'create',
    'create_assignment',
    'create_nwea_assignment',
    'create_quantile_assignment',
    'settings',
    'password_type',
    'engagement_restrictions',
    'primary_graduation',
  ],
  student: ['settings', 'password', 'create_assignment'],
};

const GUARDIAN_PANES = new Set([
  'overview',
  'activity',
  'standards',
  'usage',
  'assignments',
  'create_assignment',
]);
/** On a student, spec §6 gives guardians show (overview), activity, usage, assignments and create_assignment: no standards. */
const GUARDIAN_STUDENT_PANES = new Set(['overview', 'activity', 'usage', 'assignments', 'create_assignment']);
const EDIT_PANES = new Set([
  'bulk_upload',
  'settings',
  'classroom_settings',
  'roster',
  'password_type',
  'engagement_restrictions',
  'primary_graduation',
  'password',
  'teacher_profile',
  'reporting_settings',
]);
const ASSIGN_PANES = new Set([
  'assignments',
  'create',
  'create_assignment',
  'create_nwea_assignment',
  'create_quantile_assignment',
]);

function canEdit(actor: Actor): boolean {
  return actor.role !== 'guardian' && !actor.editLocked;
}

/** Roster edits follow the district's rostering options for the actor's role (spec §6). */
export function canRoster(actor: Actor): boolean {
  const o = actor.district.options;
  if (actor.role === 'districtAdmin') return o.district_admin_rostering_enabled;
  if (actor.role === 'schoolAdmin') return o.school_admin_rostering_enabled;
  if (actor.role === 'teacher') return o.teacher_rostering_enabled;
  return false;
}

/** Tabs and panes switched by tags, options and flags (spec §6 "Tabs"). */
function isPaneEnabled(actor: Actor, state: ReportState, pane: string): boolean {
  const flags = actor.district.featureFlags;
  const options = actor.district.options;
  switch (pane) {
    case 'concepts':
      if (actor.role === 'schoolAdmin' && (state === 'classroom' || state === 'student')) return false;
      return flags.tab_concepts_enabled && actor.tags.has('CONCEPTSMAP_PREVIEW_ENABLED');
    case 'alerts':
      return actor.tags.has('INSIGHT_EFP') && flags.alerts_efp_enabled;
    case 'standards_export':
      return flags.classroom_standards_export_enabled;
    case 'licenses':
      return (
        options.view_school_licenses_enabled &&
        options.license_report_enabled &&
        !actor.tags.has('LICENSE_REPORTS_DISABLED')
      );
    case 'license_activity':
      // Login activity in licence reports (spec §6): the licenses tab, unless SHOW_LICENSE_ACTIVITY_DISABLED.
      return isPaneEnabled(actor, state, 'licenses') && !actor.tags.has('SHOW_LICENSE_ACTIVITY_DISABLED');
    case 'roster_ro':
      return options.externally_managed;
    case 'create_nwea_assignment':
      return (
        options.nwea_enabled &&
        !actor.tags.has('NWEA_DISABLED') &&
        actor.district.activeAssessments.includes('NWEA')
      );
    case 'create_quantile_assignment':
      return actor.district.activeAssessments.includes('QUANTILE');
    case 'roster':
      return canRoster(actor);
    case 'bulk_upload':
      // Bulk rostering (spec §6, §7): a district admin's right, under the district's rostering option.
      return actor.role === 'districtAdmin' && canRoster(actor);
    case 'messages':
      return canUseMessaging(actor);
    default:
      return true;
  }
}

function paneAllowed(actor: Actor, state: ReportState, pane: string): boolean {
  if (actor.role === 'guardian' && !(state === 'student' ? GUARDIAN_STUDENT_PANES : GUARDIAN_PANES).has(pane))
    return false;
  if (EDIT_PANES.has(pane) && !canEdit(actor)) return false;
  if (ASSIGN_PANES.has(pane) && !canAssign(actor)) return false;
  return isPaneEnabled(actor, state, pane);
}

/**
 * Assigning focus lessons: teachers and admins; guardians when their account allows it (spec §4, §5); nobody in
 * a district whose academic standard is not in the assign-focus allow-list.
 */
export function canAssign(actor: Actor): boolean {
  if (!ASSIGN_FOCUS_ACADEMIC_STANDARDS.includes(actor.district.academicStandard)) return false;
  if (actor.role === 'guardian') return actor.assignFocusEnabled || actor.tags.has('ASSIGN_FOCUS_ENABLED');
  return true;
}

/**
 * Teacher → student messaging (spec §1, §6 chat-disabled, §7 Messaging): educators whose account and district
 * have chat on; guardians never.
 */
export function canUseMessaging(actor: Actor): boolean {
  return actor.role !== 'guardian' && actor.chatEnabled && actor.district.options.chat_enabled;
}

/** The customer's `policy`: per state, `show`/`edit`/`assign` for the left pane and a boolean per right pane. */
export function buildStatePolicy(actor: Actor): CustomerPolicy {
  const policy: CustomerPolicy = {};
  const allowed = new Set(STATES_BY_ROLE[actor.role]);
  for (const state of REPORT_STATES) {
    const show = allowed.has(state);
    const entry: Record<string, boolean> = {
      show,
      edit: show && canEdit(actor),
      assign: show && canAssign(actor),
    };
    for (const pane of [...TABS[state].map((t) => t.pane), ...(EXTRA_PANES[state] ?? [])]) {
      entry[pane] = show && paneAllowed(actor, state, pane);
    }
    policy[state] = entry;
  }
  return policy;
}

export function canOpenPane(actor: Actor, state: ReportState, pane: string): boolean {
  return buildStatePolicy(actor)[state]?.[pane] === true;
}

/**
 * Printables (spec §2 Info pane buttons, §6): what the district offers (SSO-only: no login cards or classroom
 * codes); guardians print only their own child's certificate and milestone letter. Object scope is the route's.
 */
export function canPrint(actor: Actor, printable: Printable): boolean {
  if (!isPrintableOffered(printable, actor.district)) return false;
  if (actor.role === 'guardian') return printable === 'certificate' || printable === 'milestone_letter';
  return true;
}

/** Student passwords on login cards (spec §5, §6): only those who may open a student's password pane. */
export function canPrintStudentPasswords(actor: Actor): boolean {
  return canOpenPane(actor, 'student', 'password');
}

/**
 * The resources library (spec §2, §6): staff only (guardians have no Resources page); a resource's roles (none:
 * everyone) and, for professional-development onboarding, the district's pd_onboarding flag.
 */
export const canBrowseResources = (actor: Pick<Actor, 'role'>) => actor.role !== 'guardian';
export function canSeeResource(actor: Actor, resource: { roles: readonly Role[]; pdOnBoarding: boolean }) {
  if (!canBrowseResources(actor)) return false;
  if (resource.pdOnBoarding && !actor.district.featureFlags.pd_onboarding) return false;
  return resource.roles.length === 0 || resource.roles.includes(actor.role);
}

/** A report object as a route names it. */
export type Target =
  | { type: 'district'; districtId: number }
  | { type: 'grade'; districtId: number; gradeId: number }
  | { type: 'school'; districtId: number; schoolId: number }
  | { type: 'teacher'; districtId: number; teacherId: number }
  | { type: 'classroom'; districtId: number; classroomId: number }
  | { type: 'student'; districtId: number; studentId: number }
  | { type: 'guardian'; districtId: number; customerId: number };

/** Where an object sits in the roster, as far as scope decisions need it. */
export interface TargetFacts {
  /** Schools the object belongs to (a student: the schools of their classrooms). */
  schoolIds: number[];
  /** Teachers the object belongs to (a classroom: its teacher; a student: teachers of their classrooms). */
  teacherIds: number[];
}

/** Reads target facts from storage; `null` when the object does not exist in that district. */
export type TargetFactsLoader = (target: Target) => Promise<TargetFacts | null>;

/**
 * May `actor` open `target` at all? Nobody crosses districts; then by role.
 * Objects that do not exist are refused the same way as foreign ones, so ids reveal nothing.
 */
export async function canAccessTarget(
  actor: Actor,
  target: Target,
  loadFacts: TargetFactsLoader,
): Promise<boolean> {
  if (target.districtId !== actor.districtId) return false;
  if (!STATES_BY_ROLE[actor.role].includes(target.type)) return false;
  if (target.type === 'guardian') return actor.role === 'guardian' && target.customerId === actor.customerId;
  if (actor.role === 'guardian')
    return target.type === 'student' && actor.studentIds.includes(target.studentId);
  if (target.type === 'district') return actor.role === 'districtAdmin';
  const facts = await loadFacts(target);
  if (facts === null) return false;
  if (actor.role === 'districtAdmin') return true;
  if (actor.role === 'schoolAdmin') {
    return target.type === 'grade' || facts.schoolIds.some((id) => actor.schoolIds.includes(id));
  }
  return actor.teacherId !== null && facts.teacherIds.includes(actor.teacherId);
}

/**
 * The caller's own account (spec §7 /p/customers/{id}/settings): nobody reads or writes another customer's
 * settings, an administrator included; the id is the caller's own, in the caller's own district.
 */
export function isOwnAccount(actor: Pick<Actor, 'customerId'>, customerId: number): boolean {
  return actor.customerId === customerId;
}

/** What an actor's lists may contain; every list query applies exactly one of these. */
export type VisibleScope =
  | { kind: 'district' }
  | { kind: 'schools'; schoolIds: number[] }
  | { kind: 'teacher'; teacherId: number }
  | { kind: 'students'; studentIds: number[] };

export function visibleScope(actor: Actor): VisibleScope {
  switch (actor.role) {
    case 'districtAdmin':
      return { kind: 'district' };
    case 'schoolAdmin':
      return { kind: 'schools', schoolIds: actor.schoolIds };
    case 'guardian':
      return { kind: 'students', studentIds: actor.studentIds };
    case 'teacher':
      return { kind: 'teacher', teacherId: actor.teacherId ?? -1 };
  }
}
