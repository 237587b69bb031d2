import { describe, expect, it } from 'vitest';
import { createListeners } from '../../src/domain/index.js';

describe('createListeners', () => {
  it('calls each listener with what is emitted, in the order they were added, until removed', () => {
    const set = createListeners<[number, string]>();
    const heard: string[] = [];
    const removeA = set.add((n, s) => heard.push(`a${n}${s}`));
    set.add((n, s) => heard.push(`b${n}${s}`));
    set.emit(1, 'x');
    removeA();
    removeA();
    set.emit(2, 'y');
    expect(heard).toEqual(['a1x', 'b1x', 'b2y']);
    expect(set.size).toBe(1);
    set.clear();
    set.emit(3, 'z');
    expect(heard).toHaveLength(3);
    expect(set.size).toBe(0);
  });

  it('goes on past a throwing listener and hands its error to onError, not to the emitter', () => {
    const errors: unknown[] = [];
    const set = createListeners<[string]>((error) => errors.push(error));
    const heard: string[] = [];
    const boom = new Error('broken view');
    set.add((v) => heard.push(`first ${v}`));
    set.add(() => {
      throw boom;
    });
    set.add((v) => heard.push(`last ${v}`));
    expect(() => set.emit('go')).not.toThrow();
    expect(heard).toEqual(['first go', 'last go']);
    expect(errors).toEqual([boom]);
  });

  it('drops the error when it has no onError, and still calls the others', () => {
    const set = createListeners();
    let after = 0;
    set.add(() => {
      throw new Error('no one listens for this');
    });
    set.add(() => (after += 1));
    expect(() => set.emit()).not.toThrow();
    expect(after).toBe(1);
  });

  it('calls the listeners present when an emit starts: one added or removed during it counts from the next', () => {
    const set = createListeners();
    const heard: string[] = [];
    let removeB = (): void => undefined;
    set.add(() => {
      heard.push('a');
      removeB();
      set.add(() => heard.push('c'));
    });
    removeB = set.add(() => heard.push('b'));
    set.emit();
    expect(heard).toEqual(['a', 'b']);
    heard.length = 0;
    set.emit();
    expect(heard).toEqual(['a', 'c']);
  });
});
