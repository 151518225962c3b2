/** How a grade is named in the interface catalogues, from its grade id (K is 0): one rule for screens and exports. */

/** Grade codes with a name of their own (spec §9 grade codes); 1 to 8 are numbered. */
const NAMED_GRADES: Readonly<Record<number, string>> = {
  [-1]: 'item.preKindergarten',
  0: 'item.kindergarten',
  9: 'item.algebra',
  1000: 'item.multiGrade',
  1001: 'item.multiGrade',
};

/** The message key (and its parameters) naming a grade: "Grade 6", "Year 6", "6.º grado". */
export function gradeNameMessage(grade: number): { key: string; params?: { grade: number } } {
  const named = NAMED_GRADES[grade];
  return named ? { key: named } : { key: 'item.gradeNumber', params: { grade } };
}
