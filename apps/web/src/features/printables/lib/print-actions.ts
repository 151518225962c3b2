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

/** The print buttons' labels; the milestone letter has no button (it opens from a lesson group). */
const LABEL_KEYS: Record<Exclude<Printable, 'milestone_letter'>, MessageKey> = {
  login_cards: 'print.button.loginCards',
  classroom_codes: 'print.button.classroomCodes',
  family_letter: 'print.button.familyLetter',
  student_overviews: 'print.button.printAll',
  certificate: 'print.button.certificate',
};

/** The Spanish `lang` parameter, to follow a path's `?` or its other parameters (`&`); English is the default. */
const spanish = (l: LetterLanguage, separator: '?' | '&') => (l === 'es' ? `${separator}lang=es` : '');

/** The print buttons of an item: school Classroom Codes and Family Letter; classroom Login Cards, Family Letter
 * and Print all students; a student's Family Letter (staff) and Engagement Certificate. */
export function printActionsOf(item: PrintItem, customer: Customer): PrintAction[] {
  const { districtId: d, itemId: id } = item;
  const isGuardian = customer.role === 'guardian';
  const actions: PrintAction[] = [];
  const add = (printable: keyof typeof LABEL_KEYS, path: PrintAction['path']) => {
    if (!isPrintableOffered(printable, districtOf(customer))) return;
    actions.push({
      printable,
      labelKey: LABEL_KEYS[printable],
      asksLanguage: printable === 'family_letter',
      path,
    });
  };
  if (item.state === 'school' && !isGuardian) {
    add('classroom_codes', (l) => `${PRINTABLE_PATHS.classroomCodes(d, id)}${spanish(l, '?')}`);
    add('family_letter', (l) => PRINTABLE_PATHS.schoolFamilyLetters(d, id, l));
  }
  if (item.state === 'classroom' && !isGuardian) {
    add('login_cards', (l) => `${PRINTABLE_PATHS.loginCards(d, id)}${spanish(l, '?')}`);
    add('family_letter', (l) => PRINTABLE_PATHS.classroomFamilyLetters(d, id, l));
    add(
      'student_overviews',
      (l, batch = 1) => `${PRINTABLE_PATHS.studentOverviews(d, id, batch)}${spanish(l, '&')}`,
    );
  }
  if (item.state === 'student') {
    if (!isGuardian) add('family_letter', (l) => PRINTABLE_PATHS.studentFamilyLetter(d, id, l));
    add('certificate', (l) => PRINTABLE_PATHS.certificate(d, id, l));
  }
  return actions;
}
