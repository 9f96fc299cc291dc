// Runs examples/wasm_bench.rs's module in node: node wasm_bench.mjs FILE [DEALS] [SEED] [LEVEL 0|1|2]
// Decisions are timed in this process's CPU time (process.cpuUsage), so a
// machine shared with other work does not inflate them.
import { readFileSync } from "node:fs";

const [file, deals = "20", seed = "7000", level = "1"] = process.argv.slice(2);
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const { instance } = await WebAssembly.instantiate(readFileSync(file), { env: { now_ms: cpuMs } });
const e = instance.exports;
const started = cpuMs();
const ptr = e.bench(Number(deals), Number(seed), Number(level));
const text = new TextDecoder().decode(new Uint8Array(e.memory.buffer, ptr, e.result_len()));
console.log(JSON.stringify({ deals: Number(deals), seed: Number(seed), level: Number(level), cpu_ms_total: Math.round(cpuMs() - started), times_ms: JSON.parse(text) }));
