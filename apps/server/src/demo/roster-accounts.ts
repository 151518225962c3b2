/** Account rows of a generated roster: the defaults every customer row shares, and named logins (addAccount). */
import type { AccountKind } from '@dash/contracts';
import type { CustomerTable } from '../accounts/accounts.table.js';
import type { Roster } from '../roster/roster.types.js';

/** The fields that differ between accounts; `tags` as a list. */
export type CustomerFields = Pick<
  CustomerTable,
  | 'district_id'
  | 'customer_id'
  | 'username'
  | 'password_hash'
  | 'first_name'
  | 'last_name'
  | 'email_address'
  | 'account_kind'
  | 'school_admin_mode'
  | 'teacher_id'
  | 'provision_uid'
  | 'created_at'
> & { tags: readonly string[] };

/** A customer row: a valid account with default preferences, its password set when it was created. */
export function customerRow(fields: CustomerFields): CustomerTable {
  return {
    ...fields,
    tags: JSON.stringify(fields.tags),
    preferences: '{}',
    edit_locked: false,
    assign_focus_enabled: fields.account_kind === 'guardian',
    growth_as_percentage: false,
    chat_enabled: fields.account_kind === 'teacher',
    is_consumer_guardian: false,
    trial_days_remaining: null,
    valid: true,
    password_changed_at: fields.created_at,
  };
}

/** Tags of a teacher's or an administrator's account. */
export const STAFF_TAGS = ['ASSIGN_ENABLED', 'CONCEPTSMAP_PREVIEW_ENABLED'] as const;

/** Adds a named account to a generated roster (the fixed demo logins). */
export function addAccount(
  roster: Roster,
  account: {
    username: string;
    firstName: string;
    lastName: string;
    kind: AccountKind;
    teacherId?: number;
    schoolIds?: number[];
    studentIds?: number[];
    passwordHash: string;
    createdAt: number;
  },
): CustomerTable {
  const d = roster.district.district_id;
  const customerId = Math.max(...roster.customers.map((c) => c.customer_id), d * 1_000_000) + 1;
  const customer = customerRow({
    district_id: d,
    customer_id: customerId,
    username: account.username,
    password_hash: account.passwordHash,
    first_name: account.firstName,
    last_name: account.lastName,
    email_address: account.username,
    account_kind: account.kind,
    school_admin_mode: account.kind === 'school_admin' ? 1 : null,
    teacher_id: account.teacherId ?? null,
    tags: account.kind === 'guardian' ? ['ASSIGN_FOCUS_ENABLED'] : STAFF_TAGS,
    provision_uid: `customer-${customerId}`,
    created_at: account.createdAt,
  });
  roster.customers.push(customer);
  for (const schoolId of account.schoolIds ?? [])
    roster.customerSchools.push({ district_id: d, customer_id: customerId, school_id: schoolId });
  for (const studentId of account.studentIds ?? [])
    roster.guardianStudents.push({ district_id: d, customer_id: customerId, student_id: studentId });
  return customer;
}
