/**
 * Word problems of kindergarten to grade 3 (CCSS K.OA.A.2, 1.OA.A.1–2, 2.OA.A.1, 3.OA.A.3, 3.OA.D.8): adding to,
 * taking from, comparing, three addends, two steps, equal groups and equal sharing, within the grade's range.
 */
import type { ProblemKind } from './word-problem-kind.js';
import { howMany } from './word-problem-words.js';

/** Adding to, sums within `max`; each addend at least `low`. */
export const addTo = (low: number, max: number): ProblemKind => ({
  id: 'add-to',
  draw: (random) => {
    const start = random.int(low, max - low);
    return { start, added: random.int(low, max - start) };
  },
  solve: (n) => n.start! + n.added!,
  write: {
    en: (s, n, answer) => ({
      question: `${s.name} has ${n.start} ${s.thing.plural}. ${s.other} gives ${s.name} ${n.added} more. How many ${s.thing.plural} does ${s.name} have now?`,
      answer: `${answer} ${s.thing.plural}`,
    }),
    es: (s, n, answer) => ({
      question: `${s.name} tiene ${n.start} ${s.thing.plural}. ${s.other} le da ${n.added} más. ¿${cap(howMany(s.thing))} ${s.thing.plural} tiene ${s.name} ahora?`,
      answer: `${answer} ${s.thing.plural}`,
    }),
  },
});

/** Taking from, within `max`; at least `low` taken and at least `low` left. */
export const takeFrom = (low: number, max: number): ProblemKind => ({
  id: 'take-from',
  draw: (random) => {
    const start = random.int(2 * low, max);
    return { start, taken: random.int(low, start - low) };
  },
  solve: (n) => n.start! - n.taken!,
  write: {
    en: (s, n, answer) => ({
      question: `${s.name} has ${n.start} ${s.thing.plural} and gives ${n.taken} of them to ${s.other}. How many ${s.thing.plural} does ${s.name} have left?`,
      answer: `${answer} ${s.thing.plural}`,
    }),
    es: (s, n, answer) => ({
      question: `${s.name} tiene ${n.start} ${s.thing.plural} y le da ${n.taken} a ${s.other}. ¿${cap(howMany(s.thing))} ${s.thing.plural} le quedan a ${s.name}?`,
      answer: `${answer} ${s.thing.plural}`,
    }),
  },
});

/** Comparing: how many more, within `max`. */
export const compare = (low: number, max: number): ProblemKind => ({
  id: 'compare',
  draw: (random) => {
    const larger = random.int(2 * low, max);
    return { larger, smaller: random.int(low, larger - low) };
  },
  solve: (n) => n.larger! - n.smaller!,
  write: {
    en: (s, n, answer) => ({
      question: `${s.name} has ${n.larger} ${s.thing.plural}. ${s.other} has ${n.smaller} ${s.thing.plural}. How many more ${s.thing.plural} does ${s.name} have than ${s.other}?`,
      answer: `${answer} more ${s.thing.plural}`,
    }),
    es: (s, n, answer) => ({
      question: `${s.name} tiene ${n.larger} ${s.thing.plural}. ${s.other} tiene ${n.smaller} ${s.thing.plural}. ¿${cap(howMany(s.thing))} ${s.thing.plural} más tiene ${s.name} que ${s.other}?`,
      answer: `${answer} ${s.thing.plural} más`,
    }),
  },
});

/** Three addends with a sum of at most 20 (1.OA.A.2). */
export const threeAddends: ProblemKind = {
  id: 'three-addends',
  draw: (random) => {
    const first = random.int(1, 9);
    const second = random.int(1, Math.min(9, 19 - first));
    return { first, second, third: random.int(1, Math.min(9, 20 - first - second)) };
  },
  solve: (n) => n.first! + n.second! + n.third!,
  write: {
    en: (s, n, answer) => ({
      question: `${s.name} finds ${n.first} ${s.thing.plural} on Monday, ${n.second} on Tuesday and ${n.third} on Wednesday. How many ${s.thing.plural} does ${s.name} find in all?`,
      answer: `${answer} ${s.thing.plural}`,
    }),
    es: (s, n, answer) => ({
      question: `${s.name} encuentra ${n.first} ${s.thing.plural} el lunes, ${n.second} el martes y ${n.third} el miércoles. ¿${cap(howMany(s.thing))} ${s.thing.plural} encuentra ${s.name} en total?`,
      answer: `${answer} ${s.thing.plural}`,
    }),
  },
};

/** Two steps within 100 (2.OA.A.1): some added, then some given away. */
export const twoSteps: ProblemKind = {
  id: 'two-steps',
  draw: (random) => {
    const start = random.int(20, 80);
    const added = random.int(10, 100 - start);
    return { start, added, given: random.int(10, start + added - 10) };
  },
  solve: (n) => n.start! + n.added! - n.given!,
  write: {
    en: (s, n, answer) => ({
      question: `${s.name} has ${n.start} ${s.thing.plural}. ${s.name} gets ${n.added} more, then gives ${n.given} to ${s.other}. How many ${s.thing.plural} does ${s.name} have now?`,
      answer: `${answer} ${s.thing.plural}`,
    }),
    es: (s, n, answer) => ({
      question: `${s.name} tiene ${n.start} ${s.thing.plural}. Consigue ${n.added} más y luego le da ${n.given} a ${s.other}. ¿${cap(howMany(s.thing))} ${s.thing.plural} tiene ${s.name} ahora?`,
      answer: `${answer} ${s.thing.plural}`,
    }),
  },
};

/** Equal groups, products within 100 (3.OA.A.3). */
export const equalGroups: ProblemKind = {
  id: 'equal-groups',
  draw: (random) => ({ groups: random.int(2, 10), each: random.int(2, 10) }),
  solve: (n) => n.groups! * n.each!,
  write: {
    en: (s, n, answer) => ({
      question: `${s.name} has ${n.groups} bags with ${n.each} ${s.thing.plural} in each bag. How many ${s.thing.plural} does ${s.name} have?`,
      answer: `${answer} ${s.thing.plural}`,
    }),
    es: (s, n, answer) => ({
      question: `${s.name} tiene ${n.groups} bolsas con ${n.each} ${s.thing.plural} en cada bolsa. ¿${cap(howMany(s.thing))} ${s.thing.plural} tiene ${s.name}?`,
      answer: `${answer} ${s.thing.plural}`,
    }),
  },
};

/** Equal sharing, a whole-number quotient within 100 (3.OA.A.3). */
export const equalSharing: ProblemKind = {
  id: 'equal-sharing',
  draw: (random) => {
    const friends = random.int(2, 10);
    return { total: friends * random.int(2, 10), friends };
  },
  solve: (n) => n.total! / n.friends!,
  write: {
    en: (s, n, answer) => ({
      question: `${s.name} shares ${n.total} ${s.thing.plural} equally among ${n.friends} friends. How many ${s.thing.plural} does each friend get?`,
      answer: `${answer} ${s.thing.plural}`,
    }),
    es: (s, n, answer) => ({
      question: `${s.name} reparte ${n.total} ${s.thing.plural} en partes iguales entre ${n.friends} amigos. ¿${cap(howMany(s.thing))} ${s.thing.plural} recibe cada amigo?`,
      answer: `${answer} ${s.thing.plural}`,
    }),
  },
};

/** Two steps with the four operations (3.OA.D.8): packs bought, then some given away. */
export const packsThenGive: ProblemKind = {
  id: 'packs-then-give',
  draw: (random) => {
    const packs = random.int(2, 9);
    const each = random.int(3, 10);
    return { packs, each, given: random.int(1, packs * each - 1) };
  },
  solve: (n) => n.packs! * n.each! - n.given!,
  write: {
    en: (s, n, answer) => ({
      question: `${s.name} buys ${n.packs} packs of ${s.thing.plural} with ${n.each} in each pack, then gives ${n.given} ${s.thing.plural} to ${s.other}. How many ${s.thing.plural} does ${s.name} have left?`,
      answer: `${answer} ${s.thing.plural}`,
    }),
    es: (s, n, answer) => ({
      question: `${s.name} compra ${n.packs} paquetes de ${s.thing.plural} con ${n.each} en cada paquete y luego le da ${n.given} a ${s.other}. ¿${cap(howMany(s.thing))} ${s.thing.plural} le quedan a ${s.name}?`,
      answer: `${answer} ${s.thing.plural}`,
    }),
  },
};

/** Two steps with the four operations (3.OA.D.8): some already had, then packs bought; within 100. */
export const hadThenPacks: ProblemKind = {
  id: 'had-then-packs',
  draw: (random) => {
    const packs = random.int(2, 9);
    const each = random.int(3, 10);
    return { had: random.int(1, 100 - packs * each), packs, each };
  },
  solve: (n) => n.had! + n.packs! * n.each!,
  write: {
    en: (s, n, answer) => ({
      question: `${s.name} has ${n.had} ${s.thing.plural} and buys ${n.packs} more packs with ${n.each} ${s.thing.plural} in each. How many ${s.thing.plural} does ${s.name} have now?`,
      answer: `${answer} ${s.thing.plural}`,
    }),
    es: (s, n, answer) => ({
      question: `${s.name} tiene ${n.had} ${s.thing.plural} y compra ${n.packs} paquetes más con ${n.each} ${s.thing.plural} cada uno. ¿${cap(howMany(s.thing))} ${s.thing.plural} tiene ${s.name} ahora?`,
      answer: `${answer} ${s.thing.plural}`,
    }),
  },
};

/** A sentence's first letter in upper case (¿Cuántas…?). */
export const cap = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
