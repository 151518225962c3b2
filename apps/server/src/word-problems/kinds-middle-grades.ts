/**
 * Word problems of grades 4 and 5 (CCSS 4.NBT.B.4, 4.OA.A.2, 5.NBT.B.5, 5.NBT.B.6): multi-digit adding and
 * subtracting, multiplicative comparison, multi-digit multiplication and division with a whole quotient.
 */
import { cap } from './kinds-early-grades.js';
import type { ProblemKind } from './word-problem-kind.js';
import { howMany } from './word-problem-words.js';

/** Multi-digit addition (4.NBT.B.4): two days of tickets. */
export const ticketsTotal: ProblemKind = {
  id: 'multi-digit-add',
  draw: (random) => ({ saturday: random.int(1_200, 89_999), sunday: random.int(1_000, 9_999) }),
  solve: (n) => n.saturday! + n.sunday!,
  write: {
    en: (_s, n, answer) => ({
      question: `A stadium sold ${n.saturday} tickets on Saturday and ${n.sunday} tickets on Sunday. How many tickets did it sell in all?`,
      answer: `${answer} tickets`,
    }),
    es: (_s, n, answer) => ({
      question: `Un estadio vendió ${n.saturday} boletos el sábado y ${n.sunday} boletos el domingo. ¿Cuántos boletos vendió en total?`,
      answer: `${answer} boletos`,
    }),
  },
};

/** Multi-digit subtraction (4.NBT.B.4): what is left of a harvest. */
export const harvestLeft: ProblemKind = {
  id: 'multi-digit-subtract',
  draw: (random) => {
    const grown = random.int(10_000, 99_999);
    return { grown, sold: random.int(1_000, grown - 1_000) };
  },
  solve: (n) => n.grown! - n.sold!,
  write: {
    en: (_s, n, answer) => ({
      question: `A farm grew ${n.grown} pumpkins and sold ${n.sold} of them. How many pumpkins are left?`,
      answer: `${answer} pumpkins`,
    }),
    es: (_s, n, answer) => ({
      question: `Una granja cosechó ${n.grown} calabazas y vendió ${n.sold}. ¿Cuántas calabazas quedan?`,
      answer: `${answer} calabazas`,
    }),
  },
};

/** Multiplicative comparison (4.OA.A.2): so many times as many. */
export const timesAsMany: ProblemKind = {
  id: 'times-as-many',
  draw: (random) => ({ base: random.int(3, 12), times: random.int(2, 9) }),
  solve: (n) => n.base! * n.times!,
  write: {
    en: (s, n, answer) => ({
      question: `${s.name} has ${n.base} ${s.thing.plural}. ${s.other} has ${n.times} times as many ${s.thing.plural} as ${s.name}. How many ${s.thing.plural} does ${s.other} have?`,
      answer: `${answer} ${s.thing.plural}`,
    }),
    es: (s, n, answer) => ({
      question: `${s.name} tiene ${n.base} ${s.thing.plural}. ${s.other} tiene ${n.times} veces esa cantidad. ¿${cap(howMany(s.thing))} ${s.thing.plural} tiene ${s.other}?`,
      answer: `${answer} ${s.thing.plural}`,
    }),
  },
};

/** Multiplicative comparison the other way (4.OA.A.2): the smaller amount from the larger. */
export const timesFewer: ProblemKind = {
  id: 'times-fewer',
  draw: (random) => {
    const times = random.int(2, 9);
    return { larger: times * random.int(3, 12), times };
  },
  solve: (n) => n.larger! / n.times!,
  write: {
    en: (s, n, answer) => ({
      question: `${s.other} has ${n.larger} ${s.thing.plural}. That is ${n.times} times as many as ${s.name} has. How many ${s.thing.plural} does ${s.name} have?`,
      answer: `${answer} ${s.thing.plural}`,
    }),
    es: (s, n, answer) => ({
      question: `${s.other} tiene ${n.larger} ${s.thing.plural}, que son ${n.times} veces las que tiene ${s.name}. ¿${cap(howMany(s.thing))} ${s.thing.plural} tiene ${s.name}?`,
      answer: `${answer} ${s.thing.plural}`,
    }),
  },
};

/** Multi-digit multiplication (5.NBT.B.5): boxes of a school supply. */
export const boxesProduct: ProblemKind = {
  id: 'multi-digit-multiply',
  draw: (random) => ({ boxes: random.int(12, 99), each: random.int(24, 480) }),
  solve: (n) => n.boxes! * n.each!,
  write: {
    en: (s, n, answer) => ({
      question: `A warehouse packs ${n.boxes} boxes with ${n.each} ${s.thing.plural} in each box. How many ${s.thing.plural} are in the boxes?`,
      answer: `${answer} ${s.thing.plural}`,
    }),
    es: (s, n, answer) => ({
      question: `Un almacén empaca ${n.boxes} cajas con ${n.each} ${s.thing.plural} en cada caja. ¿${cap(howMany(s.thing))} ${s.thing.plural} hay en las cajas?`,
      answer: `${answer} ${s.thing.plural}`,
    }),
  },
};

/** Division with a two-digit divisor and a whole quotient (5.NBT.B.6): chairs in rows. */
export const chairsInRows: ProblemKind = {
  id: 'multi-digit-divide',
  draw: (random) => {
    const perRow = random.int(12, 60);
    return { chairs: perRow * random.int(12, Math.floor(9_999 / perRow)), perRow };
  },
  solve: (n) => n.chairs! / n.perRow!,
  write: {
    en: (_s, n, answer) => ({
      question: `A school sets out ${n.chairs} chairs in rows of ${n.perRow} chairs each. How many rows are there?`,
      answer: `${answer} rows`,
    }),
    es: (_s, n, answer) => ({
      question: `Una escuela acomoda ${n.chairs} sillas en filas de ${n.perRow} sillas cada una. ¿Cuántas filas hay?`,
      answer: `${answer} filas`,
    }),
  },
};
