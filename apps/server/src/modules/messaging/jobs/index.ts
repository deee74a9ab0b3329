import type { FastifyInstance } from 'fastify';
import { runAbsenceJob } from './absence';
import { runPaymentDueJob } from './payment-due';

/*
 * The messaging jobs' scheduler (issue 26): the absence check every minute and the payment reminders every
 * 15 minutes, each run once at start, while MESSAGING_WORKER is on. A run still going when its next tick comes
 * is not started twice; several instances may run them at once (each run takes its job's advisory lock, and the
 * outbox's dedupe key keeps a message from being queued twice). A failed run is logged and tried at the next tick.
 */

const JOBS = [
  { name: 'absence', everyMs: 60_000, run: runAbsenceJob },
  { name: 'payment-due', everyMs: 15 * 60_000, run: runPaymentDueJob },
] as const;

export interface MessagingJobs {
  /** Stops the timers and waits for the runs in progress. */
  stop(): Promise<void>;
}

export function startMessagingJobs(app: FastifyInstance): MessagingJobs {
  const { deps } = app;
  if (!deps.config.MESSAGING_WORKER) return { stop: async () => {} };
  let stopped = false;
  const running = new Map<string, Promise<void>>();
  const timers = JOBS.map((job) => {
    const tick = () => {
      if (stopped || running.has(job.name)) return;
      const run = job
        .run(deps, deps.clock())
        .then((queued) => {
          if (queued > 0) deps.log.info({ job: job.name, queued }, 'messaging job queued messages');
        })
        .catch((error: unknown) => deps.log.error({ err: error, job: job.name }, 'messaging job failed'))
        .finally(() => running.delete(job.name));
      running.set(job.name, run);
    };
    tick();
    const timer = setInterval(tick, job.everyMs);
    timer.unref();
    return timer;
  });
  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}
