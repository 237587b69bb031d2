// The merchant's pulse: windows, figures and thresholds (pure; the reader is in src/actions/pulse/).
export * from './window.js';
export * from './declines.js';
export * from './wallets.js';
export * from './thresholds.js';
export * from './figures.js';
