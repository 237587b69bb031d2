// Undo against a real sandbox: a bulk suspend of 50 cards of which another client changed 2 in
// between (through the API directly) — the undo reads each card back, resumes the 48, skips and names
// the 2; an edit restored to its recorded values except a field someone else changed since; a wallet
// deactivation undone; a fund offered back as a pre-filled defund; terminate and read-only refused.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createActionContext,
  editCard,
  fundCard,
  lastUndoable,
  newJobId,
  prepareUndo,
  readJob,
  recordJob,
  resumeJob,
  runBulkPlan,
  runEditUndo,
  runWalletUndo,
  startBulkJob,
  terminateCard,
  undoRecords,
  type CardRef,
} from '../../../src/actions/index.js';
import { TERMINATE_REFUSAL } from '../../../src/actions/undo/record.js';
import { editValuesOf } from '../../../src/actions/edit-fields.js';
import { changeCardStatus } from '../../../src/actions/card-actions.js';
import { setWalletActive } from '../../../src/actions/wallet-actions.js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { referenceFor } from '../../../src/actions/reference.js';
import { cardFromRead } from '../../../src/store/index.js';
import {
  activeWallets,
  cardsOf,
  contextFor,
  issueMany,
  startEnv,
  stopEnv,
  type Env,
} from '../../support/action-helpers.js';

let env: Env;
let walletId: string;
let issued: string[];

beforeAll(async () => {
  env = await startEnv();
  walletId = (await activeWallets(env.client))[0]?.id ?? '';
  issued = await issueMany(env.client, walletId, 59);
}, 120_000);
afterAll(() => stopEnv(env));

const refsFor = async (ids: readonly string[]): Promise<CardRef[]> => {
  const all = new Map((await cardsOf(env.client, walletId)).map((c) => [c.id, c]));
  return ids.map((id) => all.get(id) as CardRef);
};
const statusOf = async (id: string): Promise<string> =>
  (await env.client.call('getCard', { params: { wallet_id: walletId, instrument_id: id } })).data.card.status;
const cardNow = async (card: CardRef) =>
  cardFromRead(
    (await env.client.call('getCard', { params: { wallet_id: card.accountId, instrument_id: card.id } }))
      .data,
  );

describe('undo of a bulk suspend', () => {
  it('resumes the 48 cards still frozen, and skips and names the 2 another client changed in between', async () => {
    const ctx = contextFor(env);
    const fifty = issued.slice(0, 50);
    const started = await startBulkJob(ctx, { action: 'suspend', cards: await refsFor(fifty) });
    if (!started.ok) throw new Error(started.error.message);
    expect((await started.job.done()).done).toBe(50);

    // Another client, straight through the API: one card resumed, one terminated.
    const [resumedByOther, closedByOther] = [fifty[10]!, fifty[20]!];
    await env.client.call('resumeCard', { params: { wallet_id: walletId, instrument_id: resumedByOther } });
    await env.client.call('terminateCard', { params: { wallet_id: walletId, instrument_id: closedByOther } });

    const record = lastUndoable(undoRecords(ctx.audit.entries()), ctx.session);
    expect(record).toMatchObject({ id: started.job.id, kind: 'status', reverse: 'resume' });
    expect(record?.cards).toHaveLength(50);

    const prepared = await prepareUndo(ctx, record!);
    if (prepared.kind !== 'job') throw new Error(`not a job: ${JSON.stringify(prepared)}`);
    const { plan } = prepared;
    expect(plan.spec).toMatchObject({ action: 'resume', undoes: started.job.id });
    expect(plan.items).toHaveLength(48);
    expect(plan.skipped.map((s) => s.card.id).sort()).toEqual([resumedByOther, closedByOther].sort());
    const names = await refsFor([resumedByOther, closedByOther]);
    for (const s of plan.skipped) {
      // Named by its name and masked number (read back), with why.
      expect(s.card.name).toBe(names.find((n) => n.id === s.card.id)?.name);
      expect(s.card.maskedNumber).toMatch(/\d{4}$/);
      expect(s.reason).toMatch(
        /^changed since by someone else: it is (active|closed), the change left it frozen$/,
      );
    }

    const undo = runBulkPlan(ctx, plan, { id: 'job-undo-1' });
    const p = await undo.done();
    expect(p).toMatchObject({ done: 48, skipped: 2, failed: 0, unknown: 0 });
    expect(
      undo
        .items()
        .filter((i) => i.state === 'skipped')
        .map((i) => i.note),
    ).toHaveLength(2);

    for (const id of fifty) {
      const expected = id === closedByOther ? 'closed' : 'active';
      expect(await statusOf(id)).toBe(expected);
    }
    // Each resumed card is audited as part of the undo job, naming what it undid.
    const undoEntries = ctx.audit.entries().filter((e) => e.targets.jobId === 'job-undo-1');
    expect(undoEntries).toHaveLength(48);
    expect(undoEntries.every((e) => e.action === 'bulk.resume' && e.undoes === started.job.id)).toBe(true);
    const after = undoRecords(ctx.audit.entries());
    expect(after.find((r) => r.id === started.job.id)?.undoneBy).toBe('job-undo-1');
    // z again does not offer the undone job, nor the undo itself.
    expect(lastUndoable(after, ctx.session)).toBeUndefined();
  }, 60_000);
});

describe('undo of a single change', () => {
  it('a single suspend is undone by a one-card resume job', async () => {
    const ctx = contextFor(env);
    const [card] = await refsFor([issued[50]!]);
    expect((await changeCardStatus(ctx, card!, 'suspend')).ok).toBe(true);
    const prepared = await prepareUndo(ctx, lastUndoable(undoRecords(ctx.audit.entries()), ctx.session)!);
    if (prepared.kind !== 'job') throw new Error('not a job');
    expect(prepared.plan.items.map((i) => i.card.id)).toEqual([card!.id]);
    await runBulkPlan(ctx, prepared.plan).done();
    expect(await statusOf(card!.id)).toBe('active');
  });

  it('an edit goes back to the values recorded before it; a field another operator changed since is kept and named', async () => {
    const [card] = await refsFor([issued[51]!]);
    const other = contextFor(env);
    const first = await editCard(other, card!, {
      shown: {},
      changes: { name: 'Before', limits: { daily_limit: '2500.00' } },
    });
    expect(first.ok).toBe(true);
    await vi.waitFor(async () => expect((await cardNow(card!)).name).toBe('Before'), { timeout: 10_000 });

    const ctx = contextFor(env);
    const shown = editValuesOf(await cardNow(card!));
    const edit = await editCard(ctx, card!, {
      shown,
      changes: { name: 'After', limits: { daily_limit: '300.00' } },
    });
    expect(edit.ok).toBe(true);
    await vi.waitFor(async () => expect((await cardNow(card!)).name).toBe('After'), { timeout: 10_000 });
    // Another operator renames the card after the edit.
    await editCard(other, card!, { shown: {}, changes: { name: 'Theirs' } });
    await vi.waitFor(async () => expect((await cardNow(card!)).name).toBe('Theirs'), { timeout: 10_000 });

    const record = lastUndoable(undoRecords(ctx.audit.entries()), ctx.session)!;
    expect(record).toMatchObject({ kind: 'edit' });
    const prepared = await prepareUndo(ctx, record);
    if (prepared.kind !== 'edit') throw new Error(`not an edit: ${JSON.stringify(prepared)}`);
    expect(prepared.restore).toEqual({ daily_limit: '2500.00' });
    expect(prepared.kept).toEqual([{ field: 'name', reason: 'changed since by someone else: it is Theirs' }]);

    const undone = await runEditUndo(ctx, prepared, record.id);
    expect(undone.ok).toBe(true);
    expect(undone.ok && undone.audit.undoes).toBe(record.id);
    await vi.waitFor(async () => expect(editValuesOf(await cardNow(card!)).daily_limit).toBe('2500.00'), {
      timeout: 10_000,
    });
    expect((await cardNow(card!)).name).toBe('Theirs');
  });

  it('a wallet deactivation is undone by activating it again', async () => {
    const ctx = contextFor(env);
    const wallet = (await activeWallets(env.client))[1] ?? (await activeWallets(env.client))[0]!;
    expect((await setWalletActive(ctx, { id: wallet.id, status: 'active' }, 'deactivate')).ok).toBe(true);
    const record = lastUndoable(undoRecords(ctx.audit.entries()), ctx.session)!;
    const prepared = await prepareUndo(ctx, record);
    expect(prepared).toEqual({ kind: 'wallet', walletId: wallet.id, action: 'activate' });
    if (prepared.kind !== 'wallet') return;
    const undone = await runWalletUndo(ctx, prepared, record.id);
    expect(undone.ok && undone.value.status).toBe('active');
  });

  it('a fund is offered back as a defund form with its amount and its reference, sending nothing', async () => {
    const ctx = contextFor(env);
    const [card] = await refsFor([issued[52]!]);
    const funded = await fundCard(ctx, card!, { amount: '7.25' });
    if (!funded.ok) throw new Error(funded.error.message);
    const before = ctx.audit.entries().length;
    const prepared = await prepareUndo(ctx, lastUndoable(undoRecords(ctx.audit.entries()), ctx.session)!);
    expect(prepared).toEqual({
      kind: 'form',
      form: 'defund',
      card: { cardId: card!.id, accountId: walletId },
      amount: '7.25',
      description: `undo of fund ${referenceFor(funded.audit.idempotencyKey!)}`,
    });
    expect(ctx.audit.entries()).toHaveLength(before);
  });

  it('refuses a terminate: the card is closed', async () => {
    const ctx = contextFor(env);
    const [card] = await refsFor([issued[53]!]);
    expect((await terminateCard(ctx, card!)).ok).toBe(true);
    const record = lastUndoable(undoRecords(ctx.audit.entries()), ctx.session)!;
    expect(await prepareUndo(ctx, record)).toEqual({ kind: 'refused', reason: TERMINATE_REFUSAL });
    expect(await statusOf(card!.id)).toBe('closed');
  });

  it('refuses in read-only mode with the one read-only reason', async () => {
    const ctx = contextFor(env);
    const [card] = await refsFor([issued[54]!]);
    expect((await changeCardStatus(ctx, card!, 'suspend')).ok).toBe(true);
    const record = lastUndoable(undoRecords(ctx.audit.entries()), ctx.session)!;
    const readOnly = createActionContext({
      client: env.client,
      profile: 'sandbox',
      baseUrl: env.sandbox.baseUrl,
      skipProductionQuestion: true,
      readOnly: true,
      auditPath: null,
    });
    expect(await prepareUndo(readOnly, record)).toEqual({
      kind: 'refused',
      reason: 'read-only: read-only mode is on (--read-only or the profile)',
    });
    expect(await statusOf(card!.id)).toBe('frozen');
  });
});

describe('an undo job cut short', () => {
  it('is journaled naming what it undoes, and a resume finishes it still naming it', async () => {
    const ctx = contextFor(env);
    const three = issued.slice(56, 59);
    const started = await startBulkJob(ctx, { action: 'suspend', cards: await refsFor(three) });
    if (!started.ok) throw new Error(started.error.message);
    await started.job.done();
    const record = lastUndoable(undoRecords(ctx.audit.entries()), ctx.session)!;
    const prepared = await prepareUndo(ctx, record);
    if (prepared.kind !== 'job') throw new Error('not a job');

    const stateDir = mkdtempSync(join(tmpdir(), 'undo-journal-'));
    const target = { profile: 'sandbox', baseUrl: env.sandbox.baseUrl, merchant: env.merchant.orgId };
    const undo = runBulkPlan(ctx, prepared.plan, { id: newJobId() });
    const recording = recordJob(stateDir, undo, target);
    // Cut before any card was sent, as a console killed at once would leave it.
    undo.cancel();
    await undo.done();
    recording.finish();
    expect(readJob(stateDir, undo.id)?.plan.undoes).toBe(record.id);
    for (const id of three) expect(await statusOf(id)).toBe('frozen');

    const resumed = resumeJob(ctx, stateDir, undo.id, target);
    if (!resumed.ok) throw new Error(resumed.reason);
    expect(resumed.job.plan.spec.undoes).toBe(record.id);
    await resumed.job.done();
    resumed.recording.finish();
    for (const id of three) expect(await statusOf(id)).toBe('active');
    const entries = ctx.audit.entries().filter((e) => e.targets.jobId === undo.id && e.outcome === 'done');
    expect(entries).toHaveLength(3);
    expect(entries.every((e) => e.undoes === record.id)).toBe(true);
  });
});

// The server applies an edit later (202): until it shows, the card still holds what it held before. That is
// not someone else's change, and the refusal says so.
describe('undo of an edit that does not show yet', () => {
  let slow: Env;
  beforeAll(async () => {
    slow = await startEnv({ provisioningDelayMs: 600_000 });
  });
  afterAll(async () => {
    await stopEnv(slow);
  });

  it('is refused as not shown yet, not as changed by someone else', async () => {
    const ctx = contextFor(slow);
    const wallet = (await activeWallets(slow.client))[0]!.id;
    const card = (await cardsOf(slow.client, wallet)).find((c) => c.status === 'active')!;
    const before = card.name ?? '';
    const edit = await editCard(ctx, card, { shown: {}, changes: { name: 'Not yet' } });
    expect(edit.ok).toBe(true);
    const record = lastUndoable(undoRecords(ctx.audit.entries()), ctx.session)!;
    const prepared = await prepareUndo(ctx, record);
    expect(prepared.kind).toBe('refused');
    const reason = prepared.kind === 'refused' ? prepared.reason : '';
    expect(reason).toContain('name: the edit does not show on the card yet');
    expect(reason).not.toContain('someone else');
    expect(before).not.toBe('Not yet');
  });
});
