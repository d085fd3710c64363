import type { FastifyBaseLogger } from 'fastify';

export interface BackgroundTasks {
  /** Starts work the answer must not wait for; a failure is logged, never thrown at the caller. */
  run(label: string, work: () => Promise<unknown>): void;
  /** Resolves when every task started so far, and every task those started, has finished. */
  drain(): Promise<void>;
}

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const running = new Set<Promise<unknown>>();
  return {
    run(label, work) {
      const task: Promise<unknown> = Promise.resolve()
        .then(work)
        .catch((err: unknown) => log.error({ err, task: label }, 'background task failed'))
        .finally(() => running.delete(task));
      running.add(task);
    },
    async drain() {
      while (running.size) await Promise.allSettled([...running]);
    },
  };
}
