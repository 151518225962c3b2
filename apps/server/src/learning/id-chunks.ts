/** IN lists, and rows inserted with bound values, are cut to this many per statement. */
const ID_CHUNK = 1000;

/** Runs a statement per chunk of ids (or rows) and concatenates what they return, in chunk order. */
export async function inChunks<Id, T>(ids: readonly Id[], load: (chunk: Id[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += ID_CHUNK) {
    // Not push(...rows): a chunk's rows can outnumber the arguments a call may take (500 lessons × 1,000 students).
    for (const row of await load(ids.slice(i, i + ID_CHUNK))) out.push(row);
  }
  return out;
}
