/**
 * HTTP of the word problem generator (spec §2 /word-problem-generator): a set of problems with answers as JSON
 * (with the supported standards), and the same set as a printable PDF with its answer key. Staff only
 * (WORD_PROBLEM_ROLES in the policy module).
 */
import {
  wordProblemsPdfQuerySchema,
  wordProblemsQuerySchema,
  wordProblemsResponseSchema,
} from '@dash/contracts';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import { WORD_PROBLEM_ROLES } from '../policy/policy.js';
import { sendPdf } from '../printables/pdf-response.js';
import { printText } from '../printables/printable-text.js';
import { supportedStandards } from './word-problem-standards.js';
import { drawAnswerKey, drawProblems } from './word-problems.pdf.js';
import { generateWordProblems, newSeed } from './word-problems.service.js';

const staff = { access: 'session', roles: WORD_PROBLEM_ROLES } as const;

export const wordProblemsRoutes: RouteDefinition[] = [
  defineRoute({
    method: 'GET',
    url: '/m/word-problems',
    summary:
      'The supported standards and, with standard, a set of count (1–20) word problems with their answers in lang (en or es); the same seed gives the same set, a new seed is drawn when none is sent.',
    policy: staff,
    query: wordProblemsQuerySchema,
    response: wordProblemsResponseSchema,
    handler: async ({ query }) => {
      const standards = supportedStandards();
      if (!query.standard) return { data: { standards, set: null } };
      const { standard, count, lang } = query;
      const seed = query.seed ?? newSeed();
      const problems = generateWordProblems({ standard, count, lang, seed });
      return { data: { standards, set: { standard, lang, seed, problems } } };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/m/word-problems.pdf',
    summary:
      'The same set as a printable PDF: the problems first, then the answer key on a page of its own; audited as a print.',
    policy: staff,
    query: wordProblemsPdfQuerySchema,
    response: z.unknown().describe('application/pdf'),
    handler: async ({ query, actor, ctx, request, reply }) => {
      const seed = query.seed ?? newSeed();
      const set = { standard: query.standard, count: query.count, lang: query.lang, seed };
      const sheet = {
        standard: supportedStandards().find((s) => s.code === query.standard)!,
        seed,
        problems: generateWordProblems(set),
      };
      const text = printText(query.lang, actor.district.country);
      return sendPdf(ctx.db, actor, request, reply, {
        name: `word-problems-${query.standard}-${seed}-${query.lang}`,
        title: text.t('print.wordProblems.title'),
        auditTarget: `word_problems ${query.standard}:${seed}`,
        items: [sheet],
        drawItem: (doc, item) => {
          drawProblems(doc, item, text);
          drawAnswerKey(doc, item, text);
        },
      });
    },
  }),
];
