/**
 * The resources library (spec §2 Resources page, §3 Resource, §6 filtering, §9 new badge): what the server
 * answers for the caller, the tabs it is grouped by, and the demo lessons area's grade bands.
 */
import { z } from 'zod';
import { ROLES } from './customer.js';

/** The page's tabs, in order (spec §2). */
export const RESOURCE_TABS = [
  'classroom',
  'parents_family',
  'dashboard_overview',
  'classroom_motivators',
] as const;
export type ResourceTab = (typeof RESOURCE_TABS)[number];

/** Resource kinds (spec §3). */
export const RESOURCE_TYPES = ['download', 'video', 'tool'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** Languages a resource's files come in (spec §3 links.language). */
export const resourceLanguageSchema = z.enum(['en', 'es']).default('en');
export type ResourceLanguage = z.infer<typeof resourceLanguageSchema>;

export const resourceLinkSchema = z.object({
  url: z.string().describe('A path of this server (a rendered PDF or a page of the dashboard).'),
  type: z.enum(['pdf', 'zip', 'ppt', 'page']),
  language: z.enum(['en', 'es']),
});
export type ResourceLink = z.infer<typeof resourceLinkSchema>;

export const resourceSchema = z.object({
  id: z.string(),
  type: z.enum(RESOURCE_TYPES),
  tab: z.enum(RESOURCE_TABS),
  name: z.string(),
  description: z.string(),
  image: z
    .object({ base: z.string(), path: z.string() })
    .describe('The picture of the card: base "icon" names an icon the web app draws (path: its name).'),
  links: z.array(resourceLinkSchema),
  roles: z.array(z.enum(ROLES)).describe('Who sees it; empty: everyone (spec §6).'),
  pdOnBoarding: z.boolean().describe('Professional-development onboarding: shown only with pd_onboarding.'),
  newUntil: z.string().nullable().describe('Last day (YYYY-MM-DD) of the "new" badge.'),
  isNew: z.boolean().describe('Today, in the district’s time zone, is on or before newUntil.'),
  startHere: z.boolean().describe('Listed in the page’s "start here" list.'),
});
export type Resource = z.infer<typeof resourceSchema>;

/** The demo lessons area's grade bands (spec §2): K–2, 3–5, 6–8 (grade 0 is kindergarten). */
export const DEMO_LESSON_BANDS = [
  { id: 'k2', grades: [0, 1, 2] },
  { id: '35', grades: [3, 4, 5] },
  { id: '68', grades: [6, 7, 8] },
] as const;
export type DemoLessonBand = (typeof DEMO_LESSON_BANDS)[number]['id'];

export const demoLessonSchema = z.object({ name: z.string(), grade: z.number().int(), topic: z.string() });
export const demoLessonBandSchema = z.object({
  band: z.enum(['k2', '35', '68']),
  lessons: z.array(demoLessonSchema),
});

export const resourcesQuerySchema = z.object({ lang: resourceLanguageSchema });
export const resourcesResponseSchema = z.object({
  data: z.object({
    resources: z.array(resourceSchema),
    demo_lessons: z
      .array(demoLessonBandSchema)
      .nullable()
      .describe('Null unless the district has demo_lessons on (spec §2).'),
  }),
});
export type ResourcesResponse = z.infer<typeof resourcesResponseSchema>;

export const resourcePdfParamsSchema = z.object({ resourceId: z.string().min(1).max(80) });
export const resourcePdfQuerySchema = z.object({ lang: resourceLanguageSchema });

/** Where a rendered resource PDF is. */
export const resourcePdfPath = (resourceId: string, language: 'en' | 'es') =>
  `/r/resources/${encodeURIComponent(resourceId)}.pdf?lang=${language}`;

/** The list of resources the caller may see. */
export const RESOURCES_PATH = '/r/resources';
