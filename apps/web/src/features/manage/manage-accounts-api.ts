/**
 * The Manage page's calls (spec §7 /m/teacher, /m/school, /m/district, /m/unassigned) as TanStack queries; a
 * save fetches every Manage read, the navigation lists and the reports again, since names show there too.
 */
import type {
  DistrictSettings,
  DistrictSettingsSave,
  ManagedClassroom,
  ManagedStudent,
  ManagedTeacher,
  SchoolSettings,
  SchoolSettingsSave,
  SettingsSaved,
  TeacherAcademicStandards,
  TeacherSettings,
  TeacherSettingsSave,
} from '@dash/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

const MANAGE_KEY = 'manage-accounts';

/** What each read answers, by its path. */
export interface ManageReads {
  teacherSettings: TeacherSettings;
  teacherStandards: TeacherAcademicStandards;
  schoolSettings: SchoolSettings;
  schoolTeachers: ManagedTeacher[];
  schoolClassrooms: ManagedClassroom[];
  schoolStudents: ManagedStudent[];
  districtSettings: DistrictSettings;
  unassignedStudents: ManagedStudent[];
  unassignedTeachers: ManagedTeacher[];
}

const READ_PATHS: Record<keyof ManageReads, (id: number) => string> = {
  teacherSettings: (id) => `/m/teacher/${id}/settings`,
  teacherStandards: (id) => `/m/teacher/${id}/academic_standards`,
  schoolSettings: (id) => `/m/school/${id}/settings`,
  schoolTeachers: (id) => `/m/school/${id}/teachers`,
  schoolClassrooms: (id) => `/m/school/${id}/classrooms`,
  schoolStudents: (id) => `/m/school/${id}/students`,
  districtSettings: (id) => `/m/district/${id}/settings`,
  unassignedStudents: () => '/m/unassigned/students',
  unassignedTeachers: () => '/m/unassigned/teachers',
};

export function useManageRead<K extends keyof ManageReads>(read: K, id: number) {
  return useQuery({
    queryKey: [MANAGE_KEY, read, id],
    queryFn: ({ signal }) => apiRequest<ManageReads[K]>(READ_PATHS[read](id), { signal }),
  });
}

/** What each save sends, by its path. */
interface ManageWrites {
  teacherSettings: TeacherSettingsSave;
  teacherStandards: { id: number; provision_uid: string; type: 'teacher'; academic_standard: string };
  schoolSettings: SchoolSettingsSave;
  districtSettings: DistrictSettingsSave;
}

export function useManageWrite<K extends keyof ManageWrites>(write: K, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ManageWrites[K]) =>
      apiRequest<SettingsSaved>(READ_PATHS[write](id), { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
