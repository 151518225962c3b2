/** A whole district's roster as rows of its tables, ready to insert in one transaction (insert-roster.ts). */
import type { CustomerSchoolTable, CustomerTable, GuardianStudentTable } from '../accounts/accounts.table.js';
import type {
  ClassroomTable,
  DistrictTable,
  EnrollmentTable,
  SchoolTable,
  StudentTable,
  TeacherTable,
} from './roster.table.js';

export interface Roster {
  district: DistrictTable;
  schools: SchoolTable[];
  teachers: TeacherTable[];
  classrooms: ClassroomTable[];
  students: StudentTable[];
  enrollments: EnrollmentTable[];
  customers: CustomerTable[];
  customerSchools: CustomerSchoolTable[];
  guardianStudents: GuardianStudentTable[];
}
