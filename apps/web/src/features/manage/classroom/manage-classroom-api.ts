/** The classroom-management calls (spec §7 /m/classroom/{id}/…, /m/student/{id}/…) as TanStack queries. */
import {
  manageClassroomPaths as paths,
  type AuthenticationTypeSettings,
  type AuthenticationTypeUpdate,
  type ClassroomRoster,
  type ClassroomSettings,
  type ClassroomSettingsUpdate,
  type EngagementRestrictionsSettings,
  type EngagementRestrictionsUpdate,
  type GraduateRequest,
  type MoveStudentsRequest,
  type PrimaryGraduationSettings,
  type PrimaryGraduationUpdate,
  type StudentPasswordRequest,
  type StudentsWithPasswords,
} from '@dash/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const MANAGE_CLASSROOM_KEY = 'manage-classroom';

/** What each pane reads, by the name of its call. */
interface Reads {
  settings: ClassroomSettings;
  authenticationType: AuthenticationTypeSettings;
  engagementRestrictions: EngagementRestrictionsSettings;
  primaryGraduation: PrimaryGraduationSettings;
  roster: ClassroomRoster;
  magnetoRoster: ClassroomRoster;
  studentsWithPasswords: StudentsWithPasswords;
}

export function useClassroomRead<K extends keyof Reads>(call: K, classroomId: number) {
  return useQuery({
    queryKey: [MANAGE_CLASSROOM_KEY, classroomId, call],
    queryFn: ({ signal }) => apiRequest<Reads[K]>(paths[call](classroomId), { signal }),
  });
}

/** What each write sends, by the name of its call. */
interface Writes {
  settings: ClassroomSettingsUpdate;
  authenticationType: AuthenticationTypeUpdate;
  engagementRestrictions: EngagementRestrictionsUpdate;
  primaryGraduation: PrimaryGraduationUpdate;
  graduate: GraduateRequest;
  moveStudents: MoveStudentsRequest;
}

/** A classroom write; on success every read of the classroom (and the navigation lists) is fetched again. */
export function useClassroomWrite<K extends keyof Writes>(call: K, classroomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Writes[K]) => apiRequest<unknown>(paths[call](classroomId), { method: 'POST', body }),
    onSuccess: (saved) => {
      // A setting's save answers the setting as stored: the form starts again from it at once.
      if (SAVES_ANSWER_THEIR_READ.has(call))
        queryClient.setQueryData([MANAGE_CLASSROOM_KEY, classroomId, call], saved);
      return queryClient.invalidateQueries({ queryKey: [MANAGE_CLASSROOM_KEY] });
    },
  });
}

const SAVES_ANSWER_THEIR_READ = new Set<keyof Writes>([
  'settings',
  'authenticationType',
  'engagementRestrictions',
  'primaryGraduation',
]);

/** Sets one student's text or picture password. */
export function useStudentPassword(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StudentPasswordRequest) =>
      apiRequest<unknown>(paths.studentPassword(studentId), { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [MANAGE_CLASSROOM_KEY] }),
  });
}
