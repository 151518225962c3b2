import {
  isPrintableOffered,
  PRINTABLE_PATHS,
  type Customer,
  type LetterLanguage,
  type Printable,
  type ReportState,
} from '@dash/contracts';
import type { MessageKey } from '../../../lib/i18n';

/** The report item a print button belongs to (spec §2 Info pane buttons). */
export interface PrintItem {
  state: ReportState;
  districtId: number;
  itemId: number;
}

export interface PrintAction {
  printable: Printable;
  labelKey: MessageKey;
  /** Letters ask for their language first (spec §7 "optional lang es"). */
  asksLanguage: boolean;
  /** The PDF's path in a language (and print-all batch). */
  path: (language: LetterLanguage, batch?: number) => string;
}

/** What the customer's district offers, as the server's policy reads it (contracts' isPrintableOffered). */
const districtOf = (customer: Customer) => ({
  options: { sso_only: customer.magneto_district_options.sso_only === true },
  featureFlags: { show_classroom_login_code: customer.feature_flags.show_classroom_login_code === true },
});

/** The print buttons of an item: school Classroom Codes and Family Letter; classroom Login Cards, Family Letter
 * and Print all students; a student's Family Letter (staff) and Engagement Certificate. */
export function printActionsOf(item: PrintItem, customer: Customer): PrintAction[] {
  const { districtId: d, itemId: id } = item;
  const isGuardian = customer.role === 'guardian';
  const actions: PrintAction[] = [];
  const add = (action: PrintAction) => {
    if (isPrintableOffered(action.printable, districtOf(customer))) actions.push(action);
  };
  if (item.state === 'school' && !isGuardian) {
    add({
      printable: 'classroom_codes',
      labelKey: 'print.button.classroomCodes',
      asksLanguage: false,
      path: (l) => `${PRINTABLE_PATHS.classroomCodes(d, id)}${l === 'es' ? '?lang=es' : ''}`,
    });
    add({
      printable: 'family_letter',
      labelKey: 'print.button.familyLetter',
      asksLanguage: true,
      path: (l) => PRINTABLE_PATHS.schoolFamilyLetters(d, id, l),
    });
  }
  if (item.state === 'classroom' && !isGuardian) {
    add({
      printable: 'login_cards',
      labelKey: 'print.button.loginCards',
      asksLanguage: false,
      path: (l) => `${PRINTABLE_PATHS.loginCards(d, id)}${l === 'es' ? '?lang=es' : ''}`,
    });
    add({
      printable: 'family_letter',
      labelKey: 'print.button.familyLetter',
      asksLanguage: true,
      path: (l) => PRINTABLE_PATHS.classroomFamilyLetters(d, id, l),
    });
    add({
      printable: 'student_overviews',
      labelKey: 'print.button.printAll',
      asksLanguage: false,
      path: (l, batch = 1) =>
        `${PRINTABLE_PATHS.studentOverviews(d, id, batch)}${l === 'es' ? '&lang=es' : ''}`,
    });
  }
  if (item.state === 'student') {
    if (!isGuardian)
      add({
        printable: 'family_letter',
        labelKey: 'print.button.familyLetter',
        asksLanguage: true,
        path: (l) => PRINTABLE_PATHS.studentFamilyLetter(d, id, l),
      });
    add({
      printable: 'certificate',
      labelKey: 'print.button.certificate',
      asksLanguage: false,
      path: (l) => PRINTABLE_PATHS.certificate(d, id, l),
    });
  }
  return actions;
}
