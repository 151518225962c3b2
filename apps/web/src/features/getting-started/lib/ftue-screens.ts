/**
 * The screens of the getting-started tour (spec §2 FTUE modal, §6 FTUE roles): five for a teacher; administrators
 * lose Welcome Home and the messaging screen; without messaging (chat off for the account or the district) the
 * messaging screen is left out; guardians never get the tour.
 */
import { FTUE_SCREEN_COUNT, type Customer } from '@dash/contracts';
import type { MessageKey } from '../../../lib/i18n';

export type FtueScreenId = 'hierarchy' | 'welcomeHome' | 'assign' | 'loginCards' | 'messaging';

export interface FtueScreen {
  id: FtueScreenId;
  titleKey: MessageKey;
  bodyKey: MessageKey;
  pointKeys: readonly MessageKey[];
}

/** Every screen, in the order shown. */
export const FTUE_SCREENS: readonly FtueScreen[] = [
  {
    id: 'hierarchy',
    titleKey: 'ftue.hierarchy.title',
    bodyKey: 'ftue.hierarchy.body',
    pointKeys: ['ftue.hierarchy.point1', 'ftue.hierarchy.point2', 'ftue.hierarchy.point3'],
  },
  {
    id: 'welcomeHome',
    titleKey: 'ftue.welcomeHome.title',
    bodyKey: 'ftue.welcomeHome.body',
    pointKeys: ['ftue.welcomeHome.point1', 'ftue.welcomeHome.point2', 'ftue.welcomeHome.point3'],
  },
  {
    id: 'assign',
    titleKey: 'ftue.assign.title',
    bodyKey: 'ftue.assign.body',
    pointKeys: ['ftue.assign.point1', 'ftue.assign.point2', 'ftue.assign.point3'],
  },
  {
    id: 'loginCards',
    titleKey: 'ftue.loginCards.title',
    bodyKey: 'ftue.loginCards.body',
    pointKeys: ['ftue.loginCards.point1', 'ftue.loginCards.point2', 'ftue.loginCards.point3'],
  },
  {
    id: 'messaging',
    titleKey: 'ftue.messaging.title',
    bodyKey: 'ftue.messaging.body',
    pointKeys: ['ftue.messaging.point1', 'ftue.messaging.point2'],
  },
];
if (FTUE_SCREENS.length !== FTUE_SCREEN_COUNT) throw new Error('the tour has five screens (spec §9)');

/** Screens administrators do not get (spec §6: they lose Welcome Home and one other screen). */
const NOT_FOR_ADMINS: ReadonlySet<FtueScreenId> = new Set(['welcomeHome', 'messaging']);

type TourCustomer = Pick<Customer, 'role' | 'isAdmin' | 'policy'>;

/**
 * The screens this customer's tour shows, in order; empty for guardians. Messaging follows the customer's own
 * policy (the classroom Messages pane), which already says whether the account and district have chat on.
 */
export function ftueScreensFor(customer: TourCustomer): FtueScreen[] {
  if (customer.role === 'guardian') return [];
  const hasMessaging = customer.policy.classroom?.messages === true;
  return FTUE_SCREENS.filter((screen) => {
    if (customer.isAdmin && NOT_FOR_ADMINS.has(screen.id)) return false;
    if (screen.id === 'messaging' && !hasMessaging) return false;
    return true;
  });
}
