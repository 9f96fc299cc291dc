//! `tenace dd`: double-dummy tables and dealer par for JSON lines.
//!
//! Each input line has at least `id` and `pbn` (a PBN deal), and optionally
//! `dealer` (`N E S W`) and `vul` (`None NS EW All`); when they are missing
//! they follow from `id` read as the board number. Each output line is
//! `{"id", "dd": {strain: {seat: tricks}}, "par": {"score", "contracts"}}` in
//! the layout of `dd_public_200.jsonl`, in input order. A bad line becomes
//! `{"line", "input", "error"}`, the run goes on and the exit status says so.
//! `--threads N` solves deals on N threads (one solver each); `--bench FILE`
//! times every table instead.

use serde_json::{json, Value};
use std::io::{self, BufRead, BufWriter, Write};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};
use tenace_bridge::{BoardNumber, Deal, Seat, Vulnerability};
use tenace_dd::{par, Budget, DdTable, Par, Solver};

const USAGE: &str = "\
usage: tenace dd [--threads N] [FILE]
       tenace dd --bench FILE
  reads JSON lines with id and pbn (optionally dealer, vul; else from id as board number)
  from FILE or standard input and writes {\"id\", \"dd\", \"par\"} per line;
  --bench prints the time of every table and the median, p95 and max";

pub fn run(args: &[String]) -> Result<(), String> {
    let mut threads = 1usize;
    let mut bench = false;
    let mut file = None;
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            "--threads" => {
                let n = rest.next().ok_or_else(|| format!("--threads needs a number\n{USAGE}"))?;
                threads = n.parse().ok().filter(|&n| n >= 1).ok_or_else(|| format!("“{n}” is not a thread count"))?;
            }
            "--bench" => bench = true,
            "--help" | "-h" => {
                println!("{USAGE}");
                return Ok(());
            }
            other if other.starts_with('-') => return Err(format!("unknown option “{other}”\n{USAGE}")),
            other if file.is_none() => file = Some(other.to_owned()),
            other => return Err(format!("unexpected argument “{other}”\n{USAGE}")),
        }
    }
    let lines = read_lines(file.as_deref())?;
    match bench {
        true if file.is_none() => Err(format!("--bench needs a FILE\n{USAGE}")),
        true => run_bench(&lines),
        false => run_batch(&lines, threads),
    }
}

pub(crate) fn read_lines(file: Option<&str>) -> Result<Vec<String>, String> {
    let lines: io::Result<Vec<String>> = match file {
        Some(path) => {
            let f = std::fs::File::open(path).map_err(|e| format!("cannot open {path}: {e}"))?;
            io::BufReader::new(f).lines().collect()
        }
        None => io::stdin().lock().lines().collect(),
    };
    lines.map_err(|e| format!("cannot read the input: {e}"))
}

/// One deal to solve.
pub(crate) struct Board {
    pub id: Value,
    pub deal: Deal,
    pub dealer: Seat,
    pub vul: Vulnerability,
}

pub(crate) fn parse_line(text: &str) -> Result<Board, String> {
    let value: Value = serde_json::from_str(text).map_err(|e| format!("not JSON: {e}"))?;
    let id = value.get("id").cloned().ok_or("no \"id\"")?;
    let pbn = value.get("pbn").and_then(Value::as_str).ok_or("no \"pbn\" string")?;
    let deal = Deal::from_pbn(pbn).map_err(|e| e.to_string())?;
    let board = id.as_u64().and_then(|n| u32::try_from(n).ok()).and_then(BoardNumber::new);
    let dealer = match value.get("dealer").and_then(Value::as_str) {
        Some(text) => text.parse::<Seat>().map_err(|e| e.to_string())?,
        None => board.map(BoardNumber::dealer).ok_or("no \"dealer\" and the id is not a board number")?,
    };
    let vul = match value.get("vul").and_then(Value::as_str) {
        Some(text) => text.parse::<Vulnerability>().map_err(|e| e.to_string())?,
        None => board.map(BoardNumber::vulnerability).ok_or("no \"vul\" and the id is not a board number")?,
    };
    Ok(Board { id, deal, dealer, vul })
}

pub(crate) fn solve(solver: &mut Solver, board: &Board) -> Result<(DdTable, Par), String> {
    let table = solver.solve_table(&board.deal, &mut Budget::unlimited(), &mut |_| {}).map_err(|e| e.to_string())?;
    Ok((table, par(&table, board.dealer, board.vul)))
}

fn run_batch(lines: &[String], threads: usize) -> Result<(), String> {
    let work: Vec<(usize, &str)> =
        lines.iter().enumerate().filter(|(_, l)| !l.trim().is_empty()).map(|(i, l)| (i + 1, l.as_str())).collect();
    let results: Mutex<Vec<Option<Value>>> = Mutex::new(vec![None; work.len()]);
    let next = AtomicUsize::new(0);
    let worker = || {
        let mut solver = Solver::default();
        loop {
            let i = next.fetch_add(1, Ordering::Relaxed);
            let Some(&(number, text)) = work.get(i) else { break };
            let reply = parse_line(text).and_then(|board| {
                let (table, par) = solve(&mut solver, &board)?;
                Ok(json!({"id": board.id, "dd": table, "par": par}))
            });
            let reply = reply.unwrap_or_else(|error| json!({"line": number, "input": text, "error": error}));
            if let Ok(mut slots) = results.lock() {
                slots[i] = Some(reply);
            }
        }
    };
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(worker);
        }
    });
    let results = results.into_inner().map_err(|_| "a solver thread failed".to_owned())?;
    let mut out = BufWriter::new(io::stdout().lock());
    let mut failed = 0;
    for reply in results.into_iter().flatten() {
        failed += usize::from(reply.get("error").is_some());
        writeln!(out, "{reply}").map_err(|e| format!("cannot write the results: {e}"))?;
    }
    out.flush().map_err(|e| format!("cannot write the results: {e}"))?;
    match failed {
        0 => Ok(()),
        n => Err(format!("{n} of {} lines could not be solved (see their \"error\")", work.len())),
    }
}

fn run_bench(lines: &[String]) -> Result<(), String> {
    let mut times = Vec::new();
    let mut peak = 0usize;
    let mut nodes = 0u64;
    for (i, text) in lines.iter().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
        let board = parse_line(text).map_err(|e| format!("line {}: {e}", i + 1))?;
        // A fresh solver per deal: each time is a cold table, as in a browser worker.
        let mut solver = Solver::default();
        let mut budget = Budget::unlimited();
        let started = thread_time();
        solver.solve_table(&board.deal, &mut budget, &mut |_| {}).map_err(|e| format!("line {}: {e}", i + 1))?;
        let took = thread_time().saturating_sub(started);
        peak = peak.max(solver.tt_peak_bytes());
        nodes += budget.nodes();
        println!(
            "{}\t{:.1} ms\t{:.2} M nodes\tTT {:.1} MB",
            board.id,
            ms(took),
            budget.nodes() as f64 / 1e6,
            mb(solver.tt_peak_bytes())
        );
        times.push(took);
    }
    if times.is_empty() {
        return Err("no deals to time".to_owned());
    }
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    println!(
        "tables {}  median {:.1} ms  p95 {:.1} ms  max {:.1} ms  total {:.2} s  nodes {:.2} M  TT peak {:.1} MB",
        times.len(),
        ms(at(0.5)),
        ms(at(0.95)),
        ms(at(1.0)),
        times.iter().sum::<Duration>().as_secs_f64(),
        nodes as f64 / 1e6,
        mb(peak)
    );
    Ok(())
}

/// The CPU time this thread has used (its wall-clock time where the platform gives no thread clock):
/// the benchmark's per-deal figure, comparable with DDS's CPU time on a machine that other work loads.
#[cfg(unix)]
fn thread_time() -> Duration {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `ts` is a valid, writable timespec and CLOCK_THREAD_CPUTIME_ID is a clock every unix we build for has.
    let status = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    match status {
        0 => Duration::new(ts.tv_sec as u64, ts.tv_nsec as u32),
        _ => wall_time(),
    }
}

#[cfg(not(unix))]
fn thread_time() -> Duration {
    wall_time()
}

fn wall_time() -> Duration {
    static START: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();
    START.get_or_init(Instant::now).elapsed()
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn mb(bytes: usize) -> f64 {
    bytes as f64 / (1024.0 * 1024.0)
}
