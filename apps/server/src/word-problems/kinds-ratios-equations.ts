/**
 * Word problems of grades 6 to 8 (CCSS 6.RP.A.3b unit rates, 6.RP.A.3c percent of a quantity, 7.RP.A.3 percent
 * problems, 8.EE.C.7b linear equations in one variable): numbers drawn so every answer is a whole number.
 * Money is written with "$" (dollars or, in Mexico, pesos).
 */
import { cap } from './kinds-early-grades.js';
import { intOtherThan, multipleOf, type ProblemKind } from './word-problem-kind.js';
import { aOne } from './word-problem-words.js';

/** Unit pricing (6.RP.A.3b): the price of some, then of another number of the same thing. */
export const unitPrice: ProblemKind = {
  id: 'unit-price',
  draw: (random) => {
    const bought = random.int(3, 9);
    return { bought, cost: bought * random.int(2, 15), wanted: intOtherThan(random, 2, 12, bought) };
  },
  solve: (n) => (n.cost! / n.bought!) * n.wanted!,
  write: {
    en: (s, n, answer) => ({
      question: `${n.bought} ${s.goods.plural} cost $${n.cost}. At the same price, how much do ${n.wanted} ${s.goods.plural} cost?`,
      answer: `$${answer}`,
    }),
    es: (s, n, answer) => ({
      question: `${n.bought} ${s.goods.plural} cuestan $${n.cost}. Al mismo precio, ¿cuánto cuestan ${n.wanted} ${s.goods.plural}?`,
      answer: `$${answer}`,
    }),
  },
};

/** Constant speed (6.RP.A.3b): the distance in another number of hours. */
export const constantSpeed: ProblemKind = {
  id: 'constant-speed',
  draw: (random) => {
    const hours = random.int(2, 5);
    return {
      distance: hours * multipleOf(random, 5, 20, 65),
      hours,
      laterHours: intOtherThan(random, 2, 8, hours),
    };
  },
  solve: (n) => (n.distance! / n.hours!) * n.laterHours!,
  write: {
    en: (s, n, answer) => ({
      question: `${s.name}'s family drives ${n.distance} miles in ${n.hours} hours at a constant speed. At the same speed, how many miles do they drive in ${n.laterHours} hours?`,
      answer: `${answer} miles`,
    }),
    es: (s, n, answer) => ({
      question: `La familia de ${s.name} recorre ${n.distance} kilómetros en ${n.hours} horas a velocidad constante. A la misma velocidad, ¿cuántos kilómetros recorre en ${n.laterHours} horas?`,
      answer: `${answer} kilómetros`,
    }),
  },
};

const PERCENTS = [10, 20, 25, 30, 40, 50, 60, 75, 80, 90] as const;

/** A percent of a quantity (6.RP.A.3c): the whole a multiple of 20, so the part is whole. */
export const percentOf: ProblemKind = {
  id: 'percent-of',
  draw: (random) => ({ students: multipleOf(random, 20, 40, 300), percent: random.pick(PERCENTS) }),
  solve: (n) => (n.students! * n.percent!) / 100,
  write: {
    en: (_s, n, answer) => ({
      question: `A school has ${n.students} students, and ${n.percent}% of them walk to school. How many students walk to school?`,
      answer: `${answer} students`,
    }),
    es: (_s, n, answer) => ({
      question: `Una escuela tiene ${n.students} estudiantes y el ${n.percent}% de ellos camina a la escuela. ¿Cuántos estudiantes caminan a la escuela?`,
      answer: `${answer} estudiantes`,
    }),
  },
};

/** The whole from a part and its percent (6.RP.A.3c). */
export const wholeFromPercent: ProblemKind = {
  id: 'whole-from-percent',
  draw: (random) => {
    const percent = random.pick([10, 20, 25, 40, 50] as const);
    return { read: (multipleOf(random, 20, 40, 300) * percent) / 100, percent };
  },
  solve: (n) => (n.read! * 100) / n.percent!,
  write: {
    en: (s, n, answer) => ({
      question: `${s.name} has read ${n.read} pages of a book. That is ${n.percent}% of the book. How many pages does the book have?`,
      answer: `${answer} pages`,
    }),
    es: (s, n, answer) => ({
      question: `${s.name} ha leído ${n.read} páginas de un libro, que son el ${n.percent}% del libro. ¿Cuántas páginas tiene el libro?`,
      answer: `${answer} páginas`,
    }),
  },
};

/** A discount (7.RP.A.3): the price a multiple of 20 and the percent of 5, so the sale price is whole. */
export const discount: ProblemKind = {
  id: 'discount',
  draw: (random) => ({ price: multipleOf(random, 20, 20, 300), percent: multipleOf(random, 5, 5, 50) }),
  solve: (n) => n.price! - (n.price! * n.percent!) / 100,
  write: {
    en: (s, n, answer) => ({
      question: `A ${s.goods.one} costs $${n.price}. It is on sale for ${n.percent}% off. What is the sale price?`,
      answer: `$${answer}`,
    }),
    es: (s, n, answer) => ({
      question: `${cap(aOne(s.goods))} ${s.goods.one} cuesta $${n.price} y tiene un descuento del ${n.percent}%. ¿Cuál es el precio con descuento?`,
      answer: `$${answer}`,
    }),
  },
};

/** A tip (7.RP.A.3): the bill plus a percent of it. */
export const tip: ProblemKind = {
  id: 'tip',
  draw: (random) => ({
    bill: multipleOf(random, 20, 20, 200),
    percent: random.pick([10, 15, 20, 25] as const),
  }),
  solve: (n) => n.bill! + (n.bill! * n.percent!) / 100,
  write: {
    en: (s, n, answer) => ({
      question: `Dinner for ${s.name}'s family costs $${n.bill}. They leave a ${n.percent}% tip. How much do they pay in all?`,
      answer: `$${answer}`,
    }),
    es: (s, n, answer) => ({
      question: `La cena de la familia de ${s.name} cuesta $${n.bill}. Dejan una propina del ${n.percent}%. ¿Cuánto pagan en total?`,
      answer: `$${answer}`,
    }),
  },
};

/** A percent increase (7.RP.A.3): a town's population grows. */
export const percentIncrease: ProblemKind = {
  id: 'percent-increase',
  draw: (random) => ({ people: multipleOf(random, 100, 500, 9_000), percent: random.int(2, 20) }),
  solve: (n) => n.people! + (n.people! * n.percent!) / 100,
  write: {
    en: (_s, n, answer) => ({
      question: `A town has ${n.people} people. Next year its population grows by ${n.percent}%. How many people live in the town then?`,
      answer: `${answer} people`,
    }),
    es: (_s, n, answer) => ({
      question: `Un pueblo tiene ${n.people} habitantes. El año próximo su población crece un ${n.percent}%. ¿Cuántos habitantes tendrá entonces?`,
      answer: `${answer} habitantes`,
    }),
  },
};

/** Two plans that cost the same after x months (8.EE.C.7b): fee + rate·x = fee2 + rate2·x. */
export const twoPlans: ProblemKind = {
  id: 'two-plans',
  draw: (random) => {
    const months = random.int(2, 12);
    const rateB = random.int(5, 20);
    const gap = random.int(1, 10);
    const feeA = multipleOf(random, 5, 5, 40);
    return { feeA, rateA: rateB + gap, feeB: feeA + gap * months, rateB };
  },
  solve: (n) => (n.feeB! - n.feeA!) / (n.rateA! - n.rateB!),
  write: {
    en: (_s, n, answer) => ({
      question: `Gym A charges $${n.feeA} to join and $${n.rateA} a month. Gym B charges $${n.feeB} to join and $${n.rateB} a month. After how many months have both gyms cost the same?`,
      answer: `${answer} months`,
    }),
    es: (_s, n, answer) => ({
      question: `El gimnasio A cobra $${n.feeA} de inscripción y $${n.rateA} al mes. El gimnasio B cobra $${n.feeB} de inscripción y $${n.rateB} al mes. ¿Después de cuántos meses habrán costado lo mismo los dos gimnasios?`,
      answer: `${answer} meses`,
    }),
  },
};

/** Two savings that meet after x weeks (8.EE.C.7b): saved + rate·x = saved2 + rate2·x. */
export const savingsMeet: ProblemKind = {
  id: 'savings-meet',
  draw: (random) => {
    const weeks = random.int(2, 15);
    const slowRate = random.int(2, 10);
    const gap = random.int(1, 8);
    const saved = multipleOf(random, 5, 5, 50);
    return { saved, fastRate: slowRate + gap, otherSaved: saved + gap * weeks, slowRate };
  },
  solve: (n) => (n.otherSaved! - n.saved!) / (n.fastRate! - n.slowRate!),
  write: {
    en: (s, n, answer) => ({
      question: `${s.name} has $${n.saved} and saves $${n.fastRate} each week. ${s.other} has $${n.otherSaved} and saves $${n.slowRate} each week. After how many weeks will they have the same amount?`,
      answer: `${answer} weeks`,
    }),
    es: (s, n, answer) => ({
      question: `${s.name} tiene $${n.saved} y ahorra $${n.fastRate} cada semana. ${s.other} tiene $${n.otherSaved} y ahorra $${n.slowRate} cada semana. ¿Después de cuántas semanas tendrán la misma cantidad?`,
      answer: `${answer} semanas`,
    }),
  },
};

/** A number puzzle (8.EE.C.7b): a·x + b = c·x − d. */
export const numberPuzzle: ProblemKind = {
  id: 'number-puzzle',
  draw: (random) => {
    const x = random.int(2, 15);
    const a = random.int(2, 6);
    const c = a + random.int(1, 5);
    const b = random.int(1, (c - a) * x - 1);
    return { a, b, c, d: (c - a) * x - b };
  },
  solve: (n) => (n.b! + n.d!) / (n.c! - n.a!),
  write: {
    en: (_s, n, answer) => ({
      question: `${n.a} times a number plus ${n.b} equals ${n.c} times the same number minus ${n.d}. What is the number?`,
      answer: answer,
    }),
    es: (_s, n, answer) => ({
      question: `${n.a} veces un número más ${n.b} es igual a ${n.c} veces el mismo número menos ${n.d}. ¿Cuál es el número?`,
      answer: answer,
    }),
  },
};
