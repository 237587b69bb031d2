// A refresh's reads, a few at a time: enough to answer quickly, few enough not to crowd the service.

/** Runs every task, at most `width` at once; the answers in the tasks' order. The first failure fails all. */
export async function atMost<T>(width: number, tasks: readonly (() => Promise<T>)[]): Promise<T[]> {
  const answers: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const index = next;
      next += 1;
      answers[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(width, tasks.length)) }, worker));
  return answers;
}
