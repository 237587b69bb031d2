// Compares two heap snapshots of one process (console-probe.mjs writes them with
// CARD_CONSOLE_BENCH_SNAPSHOTS): what the later one holds that the earlier did not, grouped by kind
// and constructor, and for the largest groups who holds them (the retaining object and edge). V8
// keeps an object's id across the snapshots of one process, so "new" is an id the first one lacks.
//   node bench/heap-diff.mjs FIRST.heapsnapshot LAST.heapsnapshot [rows]
import { readFileSync } from 'node:fs';

const [firstFile, lastFile, rowsArg] = process.argv.slice(2);
if (!firstFile || !lastFile) {
  console.error('usage: node bench/heap-diff.mjs FIRST.heapsnapshot LAST.heapsnapshot [rows]');
  process.exit(2);
}
const ROWS = Number(rowsArg ?? 25);

function load(file) {
  const raw = JSON.parse(readFileSync(file, 'utf8'));
  const meta = raw.snapshot.meta;
  const nf = meta.node_fields.length;
  const ef = meta.edge_fields.length;
  const field = (name) => meta.node_fields.indexOf(name);
  const at = { type: field('type'), name: field('name'), id: field('id'), size: field('self_size') };
  const edgesAt = field('edge_count');
  const edgeTypes = meta.edge_types[0];
  const nodeTypes = meta.node_types[0];
  const count = raw.nodes.length / nf;
  const firstEdge = new Uint32Array(count + 1);
  for (let i = 0; i < count; i++) firstEdge[i + 1] = firstEdge[i] + raw.nodes[i * nf + edgesAt] * ef;
  const node = (i) => ({
    type: nodeTypes[raw.nodes[i * nf + at.type]],
    name: raw.strings[raw.nodes[i * nf + at.name]],
    id: raw.nodes[i * nf + at.id],
    size: raw.nodes[i * nf + at.size],
  });
  /** Each node's retainers: [parent node, edge label]. */
  const retainers = () => {
    const out = Array.from({ length: count }, () => []);
    for (let parent = 0; parent < count; parent++) {
      for (let e = firstEdge[parent]; e < firstEdge[parent + 1]; e += ef) {
        const type = edgeTypes[raw.edges[e]];
        if (type === 'weak' || type === 'shortcut') continue;
        const nameOrIndex = raw.edges[e + 1];
        const label = type === 'element' || type === 'hidden' ? `[${nameOrIndex}]` : raw.strings[nameOrIndex];
        out[raw.edges[e + 2] / nf].push([parent, `${type}:${label}`]);
      }
    }
    return out;
  };
  return { count, node, retainers };
}

const groupOf = (n) => `${n.type} ${n.type === 'string' || n.type === 'number' ? '' : n.name}`.slice(0, 90);

/** Every group's count and bytes: what grew overall, beside what is new (much of which replaced the old). */
function totals(snapshot) {
  const out = new Map();
  for (let i = 0; i < snapshot.count; i++) {
    const n = snapshot.node(i);
    const t = out.get(groupOf(n)) ?? { count: 0, bytes: 0 };
    t.count += 1;
    t.bytes += n.size;
    out.set(groupOf(n), t);
  }
  return out;
}

const first = load(firstFile);
const firstIds = new Set();
for (let i = 0; i < first.count; i++) firstIds.add(first.node(i).id);
const firstTotals = totals(first);
const last = load(lastFile);

const groups = new Map();
let newCount = 0;
let newBytes = 0;
for (let i = 0; i < last.count; i++) {
  const n = last.node(i);
  if (firstIds.has(n.id)) continue;
  newCount += 1;
  newBytes += n.size;
  const key = groupOf(n);
  const g = groups.get(key) ?? { count: 0, bytes: 0, nodes: [] };
  g.count += 1;
  g.bytes += n.size;
  if (g.nodes.length < 20_000) g.nodes.push(i);
  groups.set(key, g);
}
console.log(`${first.count} nodes then, ${last.count} now; ${newCount} new (${newBytes} bytes self size)`);
const lastTotals = totals(last);
const grown = [...lastTotals.entries()]
  .map(([key, t]) => {
    const before = firstTotals.get(key) ?? { count: 0, bytes: 0 };
    return { key, count: t.count - before.count, bytes: t.bytes - before.bytes };
  })
  .sort((a, b) => b.bytes - a.bytes)
  .slice(0, ROWS);
console.log('\ngrowth by group (count, bytes):');
for (const g of grown)
  console.log(`${String(g.count).padStart(8)} ${String(g.bytes).padStart(10)}  ${g.key}`);
console.log('\nnew objects by group (count, bytes):');
const top = [...groups.entries()].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, ROWS);
for (const [key, g] of top)
  console.log(`${String(g.count).padStart(8)} ${String(g.bytes).padStart(10)}  ${key}`);

const retainers = last.retainers();
const DEPTH = 4;
/** The chain of first retainers above node `i`, up to DEPTH steps or the first object older than the first snapshot. */
function path(i) {
  const steps = [];
  for (let at = i, depth = 0; depth < DEPTH; depth++) {
    const up = retainers[at][0];
    if (!up) break;
    const [parent, label] = up;
    const p = last.node(parent);
    const old = firstIds.has(p.id);
    steps.push(`${label} < ${groupOf(p)}${old ? ' (old)' : ''}`);
    if (old) break;
    at = parent;
  }
  return steps.join(' < ').slice(0, 300);
}
console.log(
  '\nwho holds the new objects of the largest groups (first retainers up to an old object: count):',
);
for (const [key, g] of top.slice(0, Math.min(ROWS, 8))) {
  const by = new Map();
  for (const i of g.nodes) by.set(path(i), (by.get(path(i)) ?? 0) + 1);
  console.log(`- ${key} (${g.nodes.length} looked at)`);
  for (const [k, c] of [...by.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8))
    console.log(`    ${String(c).padStart(7)}  ${k}`);
}
