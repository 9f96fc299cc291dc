//! `tenace selfplay --deals FILE [--system sayc] [--ew-system NAME]`: the
//! robots bid all four hands of every deal (North-South by `--system`,
//! East-West by `--ew-system` when given, else the same); the final contract is scored by its double-dummy
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
//!
//! `--play robot [--level fast|normal|strong]` then has the robots play
//! the deal at all four seats (claims included). Each line adds declarer's
//! `tricks_played`, `lost_vs_dd` (double-dummy tricks minus tricks taken)
//! and the time per card; the summary gives the mean tricks declarer lost
//! against double-dummy, split into what declarer fell short and what the
//! defence gave away, and the mean and p95 time per card. `--trace` writes
//! every robot action with its reason and time to standard error.

use crate::dd_cmd::{parse_line, read_lines, solve};
use serde_json::{json, Value};
use std::time::Instant;
use tenace_bridge::scoring::{duplicate_score, imps, Tricks};
use tenace_bridge::{Action, Auction, Contract, Game, Phase, Seat, Setup, Strain};
use tenace_dd::{DdTable, Solver};
use tenace_robots::bidding::{advise_sides, System, Systems, Table};
use tenace_robots::{decide_with_play, Bidding, PlayLevel, PlaySettings};

const USE: &str =
    "use: tenace selfplay --deals FILE [--system sayc] [--ew-system culbertson] [--play robot [--level fast|normal|strong] [--trace]]";

pub fn run(args: &[String]) -> Result<(), String> {
    let mut file = None;
    let mut system = System::SAYC;
    let mut ew_system = None;
    let mut play: Option<PlaySettings> = None;
    let mut level = PlayLevel::Normal;
    let mut trace = false;
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            "--deals" => file = Some(rest.next().ok_or_else(|| format!("--deals needs a file; {USE}"))?.clone()),
            "--system" => {
                system = System::by_name(rest.next().ok_or_else(|| format!("--system needs a name; {USE}"))?)
                    .map_err(|e| e.to_string())?
            }
            "--ew-system" => {
                ew_system = Some(
                    System::by_name(rest.next().ok_or_else(|| format!("--ew-system needs a name; {USE}"))?)
                        .map_err(|e| e.to_string())?,
                )
            }
            "--play" => match rest.next().map(String::as_str) {
                Some("robot") => play = Some(PlaySettings::default()),
                Some(other) => return Err(format!("--play knows only “robot”, not “{other}”; {USE}")),
                None => return Err(format!("--play needs “robot”; {USE}")),
            },
            "--trace" => trace = true,
            "--level" => {
                let name = rest.next().ok_or_else(|| format!("--level needs fast, normal or strong; {USE}"))?;
                level = PlayLevel::by_name(name).ok_or_else(|| format!("unknown level “{name}”; {USE}"))?;
            }
            other => return Err(format!("selfplay does not know “{other}”; {USE}")),
        }
    }
    let play = play.map(|p| PlaySettings { level, ..p });
    let systems = Systems { north_south: system, east_west: ew_system.unwrap_or(system) };
    let file = file.ok_or_else(|| format!("selfplay needs --deals FILE; {USE}"))?;
    let mut solver = Solver::default();
    let mut losses: Vec<f64> = Vec::new();
    let mut signed: Vec<f64> = Vec::new();
    let mut played = PlayStats::default();
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
            let advice = advise_sides(&systems, &auction, Table::duplicate(board.vul), board.deal.hand(seat));
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
        let mut out = json!({
            "id": board.id, "auction": calls.join(" "), "contract": contract, "declarer": declarer,
            "tricks_dd": tricks, "score": score, "par": par_score, "imps_vs_par": -diff.abs(), "imps_ns_vs_par": diff,
        });
        if let (Some(settings), Some(c), Some(dd)) = (play, auction.contract(), tricks) {
            let setup = Setup { board: None, dealer: board.dealer, vulnerability: board.vul, deal: board.deal };
            let deal_play =
                play_out(setup, &auction, c, settings, systems, trace).map_err(|e| format!("line {}: {e}", n + 1))?;
            let lost = i32::from(dd) - i32::from(deal_play.tricks);
            played.lost.push(f64::from(lost));
            played.card_ms.extend(deal_play.card_ms.iter().copied());
            if let Some(o) = out.as_object_mut() {
                o.insert("tricks_played".into(), json!(deal_play.tricks));
                o.insert("lost_vs_dd".into(), json!(lost));
                o.insert("cards".into(), json!(deal_play.card_ms.len()));
                o.insert("claimed".into(), json!(deal_play.claimed));
                o.insert("ms_per_card".into(), json!(round2(mean(&deal_play.card_ms))));
            }
        }
        println!("{out}");
    }
    let (mean, se) = mean_and_se(&losses);
    let (ns_mean, ns_se) = mean_and_se(&signed);
    let summary = json!({"summary": {
        "deals": losses.len(), "system": system.id(), "ew_system": systems.east_west.id(),
        "mean_imps_vs_par": round2(mean), "standard_error": round2(se),
        "mean_imps_ns_vs_par": round2(ns_mean), "ns_standard_error": round2(ns_se),
        "at_par": losses.iter().filter(|&&x| x == 0.0).count(),
    }});
    println!("{summary}");
    if let Some(settings) = play {
        println!("{}", played.summary(settings.level));
    }
    Ok(())
}

/// What the robots' card play did over the deals.
#[derive(Default)]
struct PlayStats {
    /// Double-dummy tricks minus declarer's tricks, per deal played.
    lost: Vec<f64>,
    /// Milliseconds per card decision, over all deals.
    card_ms: Vec<f64>,
}

impl PlayStats {
    fn summary(&self, level: PlayLevel) -> Value {
        let (lost, se) = mean_and_se(&self.lost);
        let short: Vec<f64> = self.lost.iter().map(|x| x.max(0.0)).collect();
        let given: Vec<f64> = self.lost.iter().map(|x| (-x).max(0.0)).collect();
        let level = serde_json::to_value(level).unwrap_or(Value::Null);
        json!({"play_summary": {
            "deals_played": self.lost.len(), "level": level,
            "mean_declarer_tricks_lost_vs_dd": round2(lost), "standard_error": round2(se),
            "mean_declarer_short_of_dd": round2(mean(&short)),
            "mean_defence_gave_vs_dd": round2(mean(&given)),
            "at_dd": self.lost.iter().filter(|&&x| x == 0.0).count(),
            "cards": self.card_ms.len(),
            "mean_ms_per_card": round2(mean(&self.card_ms)), "p95_ms_per_card": round2(percentile(&self.card_ms, 0.95)),
            "max_ms_per_card": round2(self.card_ms.iter().copied().fold(0.0, f64::max)),
        }})
    }
}

/// One deal played out by the robots.
struct DealPlay {
    /// Declarer's tricks, claims included.
    tricks: u8,
    /// Milliseconds each card decision took.
    card_ms: Vec<f64>,
    claimed: bool,
}

/// Plays `contract` after `auction` with robots at every seat.
fn play_out(
    setup: Setup,
    auction: &Auction,
    contract: Contract,
    settings: PlaySettings,
    systems: Systems,
    trace: bool,
) -> Result<DealPlay, String> {
    let mut game = Game::new(setup);
    for &call in auction.calls() {
        let seat = game.to_act().ok_or("the auction has no one to call")?;
        game.apply(Action::Call { seat, call }).map_err(|e| e.to_string())?;
    }
    let bidding = Bidding::sides(systems, Default::default());
    let mut card_ms = Vec::new();
    let mut claimed = false;
    // 52 cards, and at most a claim and two answers between them.
    for _ in 0..400 {
        if game.phase() == Phase::Finished {
            let result = game.result().ok_or("the deal has no result")?;
            return Ok(DealPlay { tricks: result.declarer_tricks, card_ms, claimed });
        }
        let seat = match game.phase() {
            Phase::Claim => game.pending_claim().and_then(|c| c.awaiting.first().copied()),
            _ => game.to_act().map(|hand| game.controller(hand)),
        }
        .ok_or("nobody is to act")?;
        let start = Instant::now();
        let decision = decide_with_play(&game, seat, &bidding, settings).ok_or(format!("{seat} has nothing to do"))?;
        let ms = start.elapsed().as_secs_f64() * 1000.0;
        if trace {
            eprintln!("{}", json!({"action": decision.action, "reason": decision.reason, "ms": round2(ms)}));
        }
        match decision.action {
            Action::Play { .. } => card_ms.push(ms),
            Action::AcceptClaim { .. } => claimed = true,
            _ => {}
        }
        game.apply(decision.action).map_err(|e| format!("the robot's {:?} was refused: {e}", decision.action))?;
    }
    Err(format!("the play of {contract} did not finish"))
}

fn mean(xs: &[f64]) -> f64 {
    if xs.is_empty() {
        0.0
    } else {
        xs.iter().sum::<f64>() / xs.len() as f64
    }
}

/// The `q` quantile by the nearest-rank method.
fn percentile(xs: &[f64], q: f64) -> f64 {
    let mut v = xs.to_vec();
    v.sort_by(f64::total_cmp);
    match v.len() {
        0 => 0.0,
        n => v[((q * n as f64).ceil() as usize).clamp(1, n) - 1],
    }
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
