import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import { getKnowledgeCheckPlanHorizon, isKnowledgeCheckStale, planKnowledgeChecks } from '@lp/domain';
import type { MailConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { answerPageUrl, type AnswerLinks } from './answer-link.ts';
import { checkMail } from './check-mail.ts';
import {
  claimDueChecks,
  claimPlan,
  findRunsToPlan,
  insertPlannedCheck,
  loadCheckToSend,
  markSent,
  markSkipped,
  questionsOfModel,
  renewSendLease,
  retrySendLater,
  type CheckToSend,
  type RunToPlan,
} from './send-repository.ts';

/** Runs planned and checks claimed per round. */
const BATCH = 20;
/** A send the SMTP server refused is tried again after this long. */
const RETRY_AFTER_SECONDS = 300;

export interface CheckWorkerOptions {
  db: Db;
  mail: MailConfig & { smtpUrl: string };
  publicUrl: string;
  links: AnswerLinks;
  log?: (message: string, error?: unknown) => void;
}

/**
 * The knowledge checks' worker (decision 0026): plans the checks of newly finished runs
 * and sends those that are due, every `pollSeconds`. Every process may run one: a run is
 * planned by whichever process inserts its plan row, and a check is sent by whichever
 * claims its lease (FOR UPDATE SKIP LOCKED), so none is planned or sent twice by two
 * processes; a process that dies mid-send leaves the check to another once its lease ends.
 */
export class KnowledgeCheckWorker {
  private readonly transport: Transporter;
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<unknown> = Promise.resolve();
  private running = false;

  constructor(private readonly options: CheckWorkerOptions) {
    // Pooled: one connection carries a round's messages instead of one connection each.
    const url = new URL(options.mail.smtpUrl);
    if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
    // Every wait of one mail is shorter than the lease taken just before it (renewSendLease):
    // a mail still on its way when the lease ran out would be sent again by another process.
    const wait = Math.max(1_000, Math.floor((options.mail.knowledgeChecks.leaseSeconds * 1000) / 3));
    this.transport = nodemailer.createTransport({
      url: url.href,
      pool: url.searchParams.get('pool') !== 'false',
      connectionTimeout: wait,
      greetingTimeout: wait,
      socketTimeout: wait,
    });
  }

  start() {
    if (this.running) return;
    this.running = true;
    const loop = () => {
      this.round = this.runOnce().catch((error: unknown) => this.options.log?.('knowledge checks: a round failed', error));
      void this.round.then(() => {
        if (this.running) this.timer = setTimeout(loop, this.options.mail.knowledgeChecks.pollSeconds * 1000);
      });
    };
    loop();
  }

  async stop() {
    this.running = false;
    clearTimeout(this.timer);
    await this.round;
    this.transport.close();
  }

  /** One round: plan what finished, then send what is due until nothing is (tests call it with a later `now`). */
  async runOnce(now = new Date()): Promise<{ planned: number; sent: number }> {
    let planned = 0;
    const { intervalDays, maxLateDays } = this.options.mail.knowledgeChecks;
    const horizon = getKnowledgeCheckPlanHorizon(now, intervalDays, maxLateDays);
    for (
      let runs = await findRunsToPlan(this.options.db, horizon, BATCH);
      runs.length > 0;
      runs = await findRunsToPlan(this.options.db, horizon, BATCH)
    ) {
      for (const run of runs) planned += await this.plan(run, now);
    }
    let sent = 0;
    const { leaseSeconds } = this.options.mail.knowledgeChecks;
    for (
      let claimed = await claimDueChecks(this.options.db, now, leaseSeconds, BATCH);
      claimed.length > 0;
      claimed = await claimDueChecks(this.options.db, now, leaseSeconds, BATCH)
    ) {
      for (const check of claimed)
        if ((await renewSendLease(this.options.db, check, leaseSeconds)) && (await this.send(check.id, now))) sent++;
    }
    return { planned, sent };
  }

  private plan(run: RunToPlan, now: Date): Promise<number> {
    const { intervalDays, maxLateDays } = this.options.mail.knowledgeChecks;
    return this.options.db.transaction(async (tx) => {
      if (!(await claimPlan(tx, run))) return 0;
      const questions = await questionsOfModel(tx, run.knowledge_model_id);
      const checks = planKnowledgeChecks({
        finishedAt: new Date(run.finished),
        now,
        questionCount: questions.length,
        intervalDays,
        maxLateDays,
      });
      for (const c of checks)
        await insertPlannedCheck(tx, run, { id: randomUUID(), step: c.step, question: questions[c.questionIndex]!, dueAt: c.dueAt });
      return checks.length;
    });
  }

  /** Sends one claimed check; true when the SMTP server took it. */
  private async send(id: string, now: Date): Promise<boolean> {
    const { db, mail, log } = this.options;
    const check = await loadCheckToSend(db, id);
    if (!check || !check.answers?.length || isKnowledgeCheckStale(new Date(check.due_at), now, mail.knowledgeChecks.maxLateDays)) {
      await markSkipped(db, id);
      return false;
    }
    try {
      await this.transport.sendMail(await this.message(check));
    } catch (error) {
      log?.(`knowledge checks: sending ${id} failed`, error);
      await retrySendLater(db, id, RETRY_AFTER_SECONDS);
      return false;
    }
    // Between the server's "250 queued" and this line a crash would send it again once the
    // lease ends; the fixed Message-ID lets a mail system see the two as one message.
    await markSent(db, id);
    return true;
  }

  private async message(check: CheckToSend) {
    const { mail, publicUrl, links } = this.options;
    const answers = await Promise.all(
      check.answers!.map(async (a) => ({
        text: a.text,
        url: answerPageUrl(
          publicUrl,
          check.tenant_host,
          check.id,
          await links.sign({ tenantId: check.tenant_id, userId: check.user_id, workflowId: check.id, answerKey: a.key }),
        ),
      })),
    );
    const content = checkMail({
      locale: check.locale,
      firstName: check.first_name,
      courseName: check.course_name,
      question: check.question,
      answers,
    });
    return {
      from: senderOf(mail.from, check.tenant_name),
      to: check.email,
      messageId: `<knowledge-check-${check.id}@${new URL(publicUrl).hostname}>`,
      ...content,
    };
  }
}

/**
 * The From of a tenant's e-mail: `MAIL_FROM` as it is when it names its sender
 * (`Name <address>`); a bare address is sent under the tenant's name, so a learner sees
 * who writes (decision 0064).
 */
export function senderOf(from: string, tenantName: string): string | { name: string; address: string } {
  return from.includes('<') ? from : { name: tenantName, address: from.trim() };
}
