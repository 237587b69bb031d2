// The merchant's pulse: one refresh of one profile's figures, through the read table.
export { pulseOutcome, readPulse } from './reader.js';
export type { EveryPulseAsk, PulseOutcome } from './reader.js';
