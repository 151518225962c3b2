import type { Audience } from '../lib/access';
import type { MessageKey } from '../lib/i18n';

/** A spec §2 route whose page is not built yet: it says what it will do instead of bouncing silently. */
export interface ComingSoonRoute {
  /** The route pattern, as the router reads it. */
  path: string;
  /** Who may open it; anyone else goes to their default URL (spec §4: failing policy goes home). */
  audience: Audience;
  titleKey: MessageKey;
  /** One sentence: what the page will do. */
  descriptionKey: MessageKey;
}

/** Every spec §2 route and report pane that is not built yet, in the order the spec lists them. */
export const COMING_SOON_ROUTES: readonly ComingSoonRoute[] = [
  {
    path: '/lesson-transcript/:lang',
    audience: 'staff',
    titleKey: 'comingSoon.lessonTranscript.title',
    descriptionKey: 'comingSoon.lessonTranscript.description',
  },
];
