import { describe, expect, it } from 'vitest';
import { CardStatus } from '../../src/contract/common.js';
import {
  CARD_ACTIONS,
  canPerform,
  canWallet,
  isTransitional,
  nextStatus,
  systemTransition,
  type CardAction,
} from '../../src/domain/card-state.js';

type Status = CardStatus;
const S = CardStatus.options;

// The whole decision table, written out once: the status after each action, or '-' when refused.
const TABLE: Record<Status, Record<CardAction, Status | '-'>> = {
  creating: { suspend: '-', resume: '-', terminate: '-', fund: '-', defund: '-', edit: '-', reveal: '-' },
  creating_failed: {
    suspend: '-',
    resume: '-',
    terminate: '-',
    fund: '-',
    defund: '-',
    edit: '-',
    reveal: '-',
  },
  active: {
    suspend: 'frozen',
    resume: '-',
    terminate: 'closed',
    fund: 'active',
    defund: 'active',
    edit: 'active',
    reveal: 'active',
  },
  frozen: {
    suspend: '-',
    resume: 'active',
    terminate: 'closed',
    fund: '-',
    defund: 'frozen',
    edit: 'frozen',
    reveal: 'frozen',
  },
  closed: { suspend: '-', resume: '-', terminate: '-', fund: '-', defund: '-', edit: '-', reveal: '-' },
  expired: { suspend: '-', resume: '-', terminate: '-', fund: '-', defund: '-', edit: '-', reveal: '-' },
};

const cases = S.flatMap((status) =>
  CARD_ACTIONS.map((action) => [status, action, TABLE[status][action]] as const),
);

describe('card state machine', () => {
  it.each(cases)('%s + %s → %s', (status, action, expected) => {
    const permission = canPerform(status, action);
    expect(permission.ok).toBe(expected !== '-');
    expect(nextStatus(status, action)).toBe(expected === '-' ? null : expected);
    if (!permission.ok) {
      expect(permission.reason).toMatch(/^card /);
      expect(permission.reason.length).toBeGreaterThan(20);
    }
  });

  it('explains refusals in words', () => {
    const reason = (s: Status, a: CardAction): string => {
      const p = canPerform(s, a);
      return p.ok ? 'allowed' : p.reason;
    };
    expect(reason('closed', 'resume')).toBe('card is closed: closed cards cannot be resumed');
    expect(reason('expired', 'terminate')).toBe('card is expired: expired cards cannot be terminated');
    expect(reason('creating_failed', 'terminate')).toBe(
      'card creation failed: failed cards cannot be terminated',
    );
    expect(reason('creating', 'fund')).toBe('card is still being created: wait until it is active');
    expect(reason('active', 'resume')).toBe('card is active: only frozen cards can be resumed');
    expect(reason('frozen', 'fund')).toBe('card is frozen: only active cards can be funded');
    expect(reason('frozen', 'suspend')).toBe('card is frozen: only active cards can be frozen');
  });

  it('classifies statuses', () => {
    expect(S.filter(isTransitional)).toEqual(['creating']);
  });

  it('terminal and transitional statuses allow nothing', () => {
    const allowed = (status: Status) => CARD_ACTIONS.filter((a) => canPerform(status, a).ok);
    for (const status of ['creating', 'creating_failed', 'closed', 'expired'] as const)
      expect(allowed(status)).toEqual([]);
    expect(allowed('frozen')).toEqual(['resume', 'terminate', 'defund', 'edit', 'reveal']);
  });

  it('platform transitions: provisioning and expiry', () => {
    expect(systemTransition('creating', 'provisioned')).toBe('active');
    expect(systemTransition('creating', 'provisioning_failed')).toBe('creating_failed');
    expect(systemTransition('active', 'provisioned')).toBeNull();
    expect(systemTransition('frozen', 'expiry_reached')).toBe('expired');
    expect(systemTransition('closed', 'expiry_reached')).toBeNull();
    expect(systemTransition('creating', 'expiry_reached')).toBeNull();
  });
});

describe('wallet state machine', () => {
  it.each([
    ['active', 'issue', 'active'],
    ['inactive', 'issue', null],
    ['inactive', 'activate', 'active'],
    ['active', 'activate', null],
    ['active', 'deactivate', 'inactive'],
    ['inactive', 'deactivate', null],
  ] as const)('%s + %s → %s', (status, action, expected) => {
    expect(canWallet(status, action).ok).toBe(expected !== null);
  });

  it('explains refusals', () => {
    expect(canWallet('inactive', 'issue')).toEqual({
      ok: false,
      reason: 'wallet is inactive: cards cannot be issued from an inactive wallet',
    });
    expect(canWallet('active', 'activate')).toEqual({ ok: false, reason: 'wallet is already active' });
  });
});
