import type {
  AccountKind,
  DistrictOptions,
  FeatureFlags,
  Role,
  ThirdPartyAssessmentName,
} from '@dash/contracts';

/** The district as an actor sees it: settings parsed, defaults applied. */
export interface ActorDistrict {
  id: number;
  name: string;
  timeZone: string;
  country: string;
  academicStandard: string;
  provisionUid: string | null;
  options: DistrictOptions;
  featureFlags: FeatureFlags;
  /** The third-party assessments the district holds active (spec §6: the NWEA and Quantile assign tabs). */
  activeAssessments: readonly ThirdPartyAssessmentName[];
}

/** Who is asking: the signed-in customer with everything the policy module needs to decide. */
export interface Actor {
  customerId: number;
  districtId: number;
  sessionId: string;
  kind: AccountKind;
  role: Role;
  username: string;
  firstName: string;
  lastName: string;
  emailAddress: string | null;
  schoolAdminMode: number | null;
  teacherId: number | null;
  /** Schools a school admin administers (or the school of a teacher). */
  schoolIds: number[];
  /** Classrooms the customer teaches. */
  classroomIds: number[];
  /** A guardian's children. */
  studentIds: number[];
  tags: ReadonlySet<string>;
  preferences: { hide_ftue: boolean };
  editLocked: boolean;
  assignFocusEnabled: boolean;
  growthAsPercentage: boolean;
  chatEnabled: boolean;
  isConsumerGuardian: boolean;
  trialDaysRemaining: number | null;
  provisionUid: string | null;
  valid: boolean;
  district: ActorDistrict;
}
