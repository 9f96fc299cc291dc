//! `tenace selfplay --deals FILE [--system sayc]`: the robots bid all four
//! hands of every deal; the final contract is scored by its double-dummy
//! result (from the file's `dd` table when present, else solved here) and
//! compared with par.
//!
//! One JSON line per deal — `id, auction, contract, declarer, tricks_dd,
//! score, par, imps_vs_par` — and a summary line. Scores are North-South's.
//! `imps_vs_par` is what the *table* lost against par: minus the IMPs of
//! |score − par|. With robots at all four seats one side's gain is the
//! other's loss, so the signed North-South difference (`imps_ns_vs_par`,
//! also printed) averages out whatever the quality; the absolute loss does
//! not, and par (both sides bidding perfectly) scores 0.

use crate::dd_cmd::{parse_line, read_lines, solve};
use serde_json::{json, Value};
use tenace_bridge::scoring::{duplicate_score, imps, Tricks};
use tenace_bridge::{Auction, Seat, Strain};
use tenace_dd::{DdTable, Solver};
use tenace_robots::bidding::{advise, System, Table};

const USE: &str = "use: tenace selfplay --deals FILE [--system sayc]";

pub fn run(args: &[String]) -> Result<(), String> {
    let mut file = None;
    let mut system = System::SAYC;
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            "--deals" => file = Some(rest.next().ok_or_else(|| format!("--deals needs a file; {USE}"))?.clone()),
            "--system" => {
                system = System::by_name(rest.next().ok_or_else(|| format!("--system needs a name; {USE}"))?)
                    .map_err(|e| e.to_string())?
            }
            other => return Err(format!("selfplay does not know “{other}”; {USE}")),
        }
    }
    let file = file.ok_or_else(|| format!("selfplay needs --deals FILE; {USE}"))?;
    let mut solver = Solver::default();
    let mut losses: Vec<f64> = Vec::new();
    let mut signed: Vec<f64> = Vec::new();
    for (n, line) in read_lines(Some(&file))?.iter().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
        let row: Value = serde_json::from_str(line).map_err(|e| format!("line {}: not JSON: {e}", n + 1))?;
        let board = parse_line(line).map_err(|e| format!("line {}: {e}", n + 1))?;
        let (table, par_score) = match (table_from(&row), row.pointer("/par/score").and_then(Value::as_i64)) {
            (Some(t), Some(p)) => (t, p as i32),
            _ => {
                let (t, p) = solve(&mut solver, &board).map_err(|e| format!("line {}: {e}", n + 1))?;
                (t, p.score)
            }
        };
        let mut auction = Auction::new(board.dealer);
        while !auction.is_complete() {
            let Some(seat) = auction.to_act() else { break };
            let advice = advise(&system, &auction, Table::duplicate(board.vul), board.deal.hand(seat));
            auction.push(advice.call).map_err(|e| format!("line {}: the robot made an illegal call: {e}", n + 1))?;
        }
        let calls: Vec<String> = auction.calls().iter().map(|c| c.code()).collect();
        let (contract, declarer, tricks, score) = match auction.contract() {
            Some(c) => {
                let t = table.tricks(c.bid.strain, c.declarer);
                let vulnerable = board.vul.is_vulnerable(c.declarer.side());
                let s = duplicate_score(c.bid, c.penalty, vulnerable, Tricks::new(t).unwrap_or(Tricks::ALL));
                let ns = if c.declarer.side() == Seat::North.side() { s } else { -s };
                (format!("{}{}", c.bid.code(), c.penalty.code()), c.declarer.letter().to_string(), Some(t), ns)
            }
            None => ("Pass".to_owned(), String::new(), None, 0),
        };
        let diff = imps(score - par_score);
        losses.push(-f64::from(diff.abs()));
        signed.push(f64::from(diff));
        let out = json!({
            "id": board.id, "auction": calls.join(" "), "contract": contract, "declarer": declarer,
            "tricks_dd": tricks, "score": score, "par": par_score, "imps_vs_par": -diff.abs(), "imps_ns_vs_par": diff,
        });
        println!("{out}");
    }
    let (mean, se) = mean_and_se(&losses);
    let (ns_mean, ns_se) = mean_and_se(&signed);
    let summary = json!({"summary": {
        "deals": losses.len(), "system": system.id(),
        "mean_imps_vs_par": round2(mean), "standard_error": round2(se),
        "mean_imps_ns_vs_par": round2(ns_mean), "ns_standard_error": round2(ns_se),
        "at_par": losses.iter().filter(|&&x| x == 0.0).count(),
    }});
    println!("{summary}");
    Ok(())
}

fn table_from(row: &Value) -> Option<DdTable> {
    let dd = row.get("dd")?;
    let mut rows = [[0u8; 4]; 5];
    for strain in Strain::ASCENDING {
        for seat in Seat::ALL {
            let n = dd.get(strain.code())?.get(seat.letter().to_string())?.as_u64()?;
            rows[strain.index()][seat.index()] = u8::try_from(n).ok()?;
        }
    }
    Some(DdTable::from_rows(rows))
}

fn mean_and_se(xs: &[f64]) -> (f64, f64) {
    let n = xs.len() as f64;
    if xs.is_empty() {
        return (0.0, 0.0);
    }
    let mean = xs.iter().sum::<f64>() / n;
    let var = if xs.len() > 1 { xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0) } else { 0.0 };
    (mean, (var / n).sqrt())
}

fn round2(x: f64) -> f64 {
    (x * 100.0).round() / 100.0
}
