//! `tenace dd`: double-dummy tables and dealer par for JSON lines.
//!
//! Each input line has at least `id` and `pbn` (a PBN deal), and optionally
//! `dealer` (`N E S W`) and `vul` (`None NS EW All`); when they are missing
//! they follow from `id` read as the board number. Each output line is
//! `{"id", "dd": {strain: {seat: tricks}}, "par": {"score", "contracts"}}` in
//! the layout of `dd_public_200.jsonl`, in input order. A bad line becomes
//! `{"line", "input", "error"}`, the run goes on and the exit status says so.
//! `--threads N` solves deals on N threads (one solver each, deals handed
//! out one at a time); with fewer deals than threads, the strains of each
//! deal are handed out instead, so one table uses every thread. `--bench FILE`
//! times every table instead (one thread).

use serde_json::{json, Value};
use std::io::{self, BufRead, BufWriter, Write};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};
use tenace_bridge::{BoardNumber, BySeat, Deal, Seat, Strain, Vulnerability};
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

/// The strains in the order one solver takes them: notrump first, since
/// trump contracts reach positions without trumps (notrump positions) and
/// find them in the table ([`Solver::solve_table`] uses the same order).
const STRAIN_ORDER: [Strain; 5] = [Strain::NoTrump, Strain::Spades, Strain::Hearts, Strain::Diamonds, Strain::Clubs];

/// What one thread takes from the queue: a whole deal, or one strain of it
/// when there are fewer deals than threads (so that one deal uses them all).
#[derive(Copy, Clone)]
enum Unit {
    Deal(usize),
    Strain(usize, Strain),
}

/// What is known of one input line.
enum Slot {
    Bad(String),
    Rows([Option<BySeat<u8>>; 5]),
    Failed(String),
}

fn run_batch(lines: &[String], threads: usize) -> Result<(), String> {
    let work: Vec<(usize, &str)> =
        lines.iter().enumerate().filter(|(_, l)| !l.trim().is_empty()).map(|(i, l)| (i + 1, l.as_str())).collect();
    let boards: Vec<Result<Board, String>> = work.iter().map(|(_, text)| parse_line(text)).collect();
    let good = boards.iter().filter(|b| b.is_ok()).count();
    let split = threads > 1 && good < threads;
    let mut units = Vec::new();
    for (i, board) in boards.iter().enumerate() {
        match (board, split) {
            (Err(_), _) => {}
            (Ok(_), false) => units.push(Unit::Deal(i)),
            (Ok(_), true) => units.extend(STRAIN_ORDER.map(|strain| Unit::Strain(i, strain))),
        }
    }
    let slots: Vec<Mutex<Slot>> = boards
        .iter()
        .map(|b| {
            Mutex::new(match b {
                Ok(_) => Slot::Rows([None; 5]),
                Err(e) => Slot::Bad(e.clone()),
            })
        })
        .collect();
    let next = AtomicUsize::new(0);
    let worker = || {
        // One solver per thread: its table stays valid across deals and strains.
        let mut solver = Solver::default();
        while let Some(&unit) = units.get(next.fetch_add(1, Ordering::Relaxed)) {
            let (i, result) = match unit {
                Unit::Deal(i) => (i, solve_rows(&mut solver, &boards[i], &STRAIN_ORDER)),
                Unit::Strain(i, strain) => (i, solve_rows(&mut solver, &boards[i], &[strain])),
            };
            let Ok(mut slot) = slots[i].lock() else { break };
            match (result, &mut *slot) {
                (Ok(found), Slot::Rows(rows)) => {
                    for (strain, row) in found {
                        rows[strain.index()] = Some(row);
                    }
                }
                (Err(e), slot) => *slot = Slot::Failed(e),
                (Ok(_), _) => {}
            }
        }
    };
    std::thread::scope(|scope| {
        for _ in 0..threads.min(units.len().max(1)) {
            scope.spawn(worker);
        }
    });
    let mut out = BufWriter::new(io::stdout().lock());
    let mut failed = 0;
    for ((slot, board), &(number, text)) in slots.into_iter().zip(&boards).zip(&work) {
        let slot = slot.into_inner().map_err(|_| "a solver thread failed".to_owned())?;
        let reply = match (slot, board) {
            (Slot::Rows(rows), Ok(board)) => match table_of(rows) {
                Some(table) => json!({"id": board.id, "dd": table, "par": par(&table, board.dealer, board.vul)}),
                None => json!({"line": number, "input": text, "error": "a solver thread stopped"}),
            },
            (Slot::Bad(error) | Slot::Failed(error), _) => json!({"line": number, "input": text, "error": error}),
            (Slot::Rows(_), Err(error)) => json!({"line": number, "input": text, "error": error}),
        };
        failed += usize::from(reply.get("error").is_some());
        writeln!(out, "{reply}").map_err(|e| format!("cannot write the results: {e}"))?;
    }
    out.flush().map_err(|e| format!("cannot write the results: {e}"))?;
    match failed {
        0 => Ok(()),
        n => Err(format!("{n} of {} lines could not be solved (see their \"error\")", work.len())),
    }
}

/// Tricks for each declarer (N E S W) in each of `strains`.
fn solve_rows(
    solver: &mut Solver,
    board: &Result<Board, String>,
    strains: &[Strain],
) -> Result<Vec<(Strain, BySeat<u8>)>, String> {
    let board = board.as_ref().map_err(Clone::clone)?;
    let mut budget = Budget::unlimited();
    strains
        .iter()
        .map(|&strain| {
            solver.solve_strain(&board.deal, strain, &mut budget).map(|row| (strain, row)).map_err(|e| e.to_string())
        })
        .collect()
}

/// The table once every strain's row is known.
fn table_of(rows: [Option<BySeat<u8>>; 5]) -> Option<DdTable> {
    let mut table = DdTable::default();
    for strain in STRAIN_ORDER {
        let row = rows[strain.index()]?;
        for seat in Seat::ALL {
            table.set(strain, seat, row[seat]);
        }
    }
    Some(table)
}

fn run_bench(lines: &[String]) -> Result<(), String> {
    // A closed output (`| head`) ends the run with a message, not a panic.
    let mut out = io::stdout().lock();
    let write_error = |e: io::Error| format!("cannot write the results: {e}");
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
        writeln!(
            out,
            "{}\t{:.1} ms\t{:.2} M nodes\tTT {:.1} MB",
            board.id,
            ms(took),
            budget.nodes() as f64 / 1e6,
            mb(solver.tt_peak_bytes())
        )
        .map_err(write_error)?;
        times.push(took);
    }
    if times.is_empty() {
        return Err("no deals to time".to_owned());
    }
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    writeln!(
        out,
        "tables {}  median {:.1} ms  p95 {:.1} ms  max {:.1} ms  total {:.2} s  nodes {:.2} M  TT peak {:.1} MB",
        times.len(),
        ms(at(0.5)),
        ms(at(0.95)),
        ms(at(1.0)),
        times.iter().sum::<Duration>().as_secs_f64(),
        nodes as f64 / 1e6,
        mb(peak)
    )
    .map_err(write_error)
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
