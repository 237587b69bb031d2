// Vitest setup for every test file: the helpers' cleanups (after-every-file.ts) run after each file.
import { afterAll } from 'vitest';
import { runFileCleanups } from './after-every-file.js';

afterAll(runFileCleanups);
