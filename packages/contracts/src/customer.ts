import { z } from 'zod';

export const ROLES = ['districtAdmin', 'schoolAdmin', 'teacher', 'guardian'] as const;
export type Role = (typeof ROLES)[number];

/** Account kinds as stored; the role shown to the client is derived from these (spec §6). */
export const ACCOUNT_KINDS = ['district_admin', 'school_admin', 'teacher', 'guardian'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** School admin mode: 1 acts as school admin, 2 acts on their own classrooms (spec §3). */
export const SCHOOL_ADMIN_MODE = { schoolAdmin: 1, classrooms: 2 } as const;

/** Customer tags that switch behaviour (spec §6). */
export const TAGS = [
  'CONCEPTSMAP_PREVIEW_ENABLED',
  'INSIGHT_EFP',
  'LICENSE_REPORTS_DISABLED',
  'NWEA_DISABLED',
  'SHOW_LICENSE_ACTIVITY_DISABLED',
  'ASSIGN_FOCUS_ENABLED',
  'ASSIGN_ENABLED',
] as const;
export type Tag = (typeof TAGS)[number];

/** District feature flags with their defaults (spec §6). */
export const FEATURE_FLAG_DEFAULTS = {
  ast_restrictions: true,
  pd_onboarding: false,
  show_classroom_login_code: false,
  settings_update: true,
  api_key: false,
  alerts_efp_enabled: false,
  myflexpd_transition: false,
  demo_lessons: false,
  standards_grid_enabled: true,
  classroom_standards_export_enabled: false,
  student_proficiency_grid_placement_enabled: false,
  tab_concepts_enabled: false,
} as const;
export type FeatureFlag = keyof typeof FEATURE_FLAG_DEFAULTS;
export type FeatureFlags = Record<FeatureFlag, boolean>;

/** District options with their defaults (spec §6: rostering, SSO, licenses, navigation, NWEA). */
export const DISTRICT_OPTION_DEFAULTS = {
  teacher_rostering_enabled: true,
  school_admin_rostering_enabled: true,
  district_admin_rostering_enabled: true,
  sso_only: false,
  view_school_licenses_enabled: false,
  license_report_enabled: false,
  nwea_enabled: false,
  navigation_2020: true,
  externally_managed: false,
  /** Teacher → student messaging in the district (spec §6 chat-disabled); each account has its own switch too. */
  chat_enabled: true,
  /** The district keeps the getting-started tour from showing on sign-in (spec §2 "configured to hide it"). */
  hide_ftue: false,
} as const;
export type DistrictOption = keyof typeof DISTRICT_OPTION_DEFAULTS;
export type DistrictOptions = Record<DistrictOption, boolean>;

/** Per-state permissions: `show`, `edit`, `assign` for the left pane, then one boolean per right pane. */
export const statePolicySchema = z.record(z.string(), z.boolean());
export const customerPolicySchema = z.record(z.string(), statePolicySchema);
export type CustomerPolicy = z.infer<typeof customerPolicySchema>;

export const customerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  first_name: z.string(),
  role: z.enum(ROLES),
  isAdmin: z.boolean(),
  is_district_admin: z.boolean(),
  is_school_admin: z.boolean(),
  is_consumer_guardian: z.boolean(),
  school_admin_mode: z.number().int().nullable(),
  district_id: z.number().int(),
  district_name: z.string(),
  school_id: z.number().int().nullable(),
  school_name: z.string().nullable(),
  school_admin_ids: z.array(z.number().int()),
  school_names: z.record(z.string(), z.string()),
  classroom_ids: z.array(z.number().int()),
  teacher_id: z.number().int().nullable(),
  student_ids: z.array(z.number().int()).describe('Guardian: their children.'),
  tags: z.array(z.string()),
  preferences: z
    .object({ hide_ftue: z.boolean() })
    .describe('hide_ftue: the customer hid the current version of the getting-started tour.'),
  hide_ftue_configured: z
    .boolean()
    .describe(
      'The tour is configured not to show on sign-in: by the server (FTUE_AUTO_SHOW=off) or the district.',
    ),
  impersonated_admin_id: z.number().int().nullable(),
  policy: customerPolicySchema,
  valid: z.boolean(),
  edit_locked: z.boolean(),
  assign_focus_enabled: z.boolean(),
  growth_as_percentage: z.boolean(),
  chat_enabled: z.boolean(),
  provision_uid: z.string().nullable(),
  district_provision_uid: z.string().nullable(),
  magneto_district_options: z.record(z.string(), z.boolean()),
  feature_flags: z.record(z.string(), z.boolean()),
  academic_standard_name: z.string(),
  academic_standard_title_in_reports: z.string(),
  district_country: z.string(),
  district_time_zone: z.string(),
  user_af_enabled_list: z.record(z.string(), z.boolean()),
  user_trial_days_remaining: z.number().int().nullable(),
  default_url: z.string().describe('Where this customer lands after login (spec §2).'),
  session: z.object({
    idle_seconds: z.number().int().describe('Server idle expiry.'),
    absolute_seconds: z.number().int(),
    warning_seconds: z.number().int().describe('How long the timeout warning counts down.'),
  }),
});
export type Customer = z.infer<typeof customerSchema>;
