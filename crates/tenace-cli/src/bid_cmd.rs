//! `tenace bid --hand S.H.D.C --dealer N --vul None --auction "1C P 1H P"
//! [--system sayc] [--opponents SYSTEM] [--partscore N]`: the bidding
//! engine's call for the player whose turn it is, with its rule,
//! explanation and alternatives. `--system` is the side to act's
//! (`sayc`, `sayc-16-18`, `culbertson`, `culbertson-1930s`, `estonian-club`, `estonian-club-strict`,
//! `lithuanian`, `lithuanian-strict`: the variants of `../shared/spec/systems-1930s.md` §4.3);
//! `--opponents` the other side's when it differs, whose calls are then
//! read by their own system. `--robot` gives the robots' own call instead
//! of the rules' first fit: where the rules leave a judgment, it is weighed
//! by simulation (`tenace_robots::bid`); the answer then adds `rules_call`,
//! `simulated` (with the `layouts` solved and the search `nodes` spent) and
//! the decision's wall time in milliseconds.

use crate::flags::Flags;
use serde_json::{json, Value};
use tenace_bridge::{Auction, Call, Seat, Vulnerability};
use tenace_cards::{CardSet, Suit};
use tenace_robots::bid::{choose_with, BidSettings};
use tenace_robots::bidding::{
    advise_sides, considered_sides, interpret_sides, reason_line, Meaning, ScoreState, System, Systems, Table,
};
use tenace_robots::Bidding;

#[derive(Debug)]
struct Request {
    hand: CardSet,
    dealer: Seat,
    vulnerability: Vulnerability,
    auction: Auction,
    system: System,
    opponents: Option<System>,
    partscore: u16,
    all: bool,
    robot: bool,
}

const USE: &str =
    "use: tenace bid --hand S.H.D.C --dealer N --vul None --auction \"1C P 1H P\" [--system sayc] [--opponents culbertson] [--partscore N] [--considered] [--robot]";

fn parse_args(args: &[String]) -> Result<Request, String> {
    let mut hand = None;
    let mut dealer = Seat::North;
    let mut vulnerability = Vulnerability::None;
    let mut calls = String::new();
    let mut system = System::SAYC;
    let mut opponents = None;
    let mut partscore = 0u16;
    let mut all = false;
    let mut robot = false;
    let mut flags = Flags::new(args);
    while let Some(flag) = flags.next_flag() {
        let mut value = || flags.value(&flag).map_err(|e| format!("{e}; {USE}"));
        match flag.name.as_str() {
            "--hand" => {
                let v = value()?;
                let h = CardSet::parse_dotted(&v, Suit::DESCENDING).filter(|h| h.len() == 13).ok_or_else(|| {
                    format!("“{v}” is not a 13-card hand written spades.hearts.diamonds.clubs (e.g. AK5.QJ3.K842.73)")
                })?;
                hand = Some(h);
            }
            "--dealer" => dealer = value()?.parse().map_err(|e| format!("{e}"))?,
            "--vul" => vulnerability = value()?.parse().map_err(|e| format!("{e}"))?,
            "--auction" => calls = value()?,
            "--system" => system = System::by_name(&value()?).map_err(|e| e.to_string())?,
            "--opponents" => opponents = Some(System::by_name(&value()?).map_err(|e| e.to_string())?),
            "--partscore" => {
                let v = value()?;
                partscore = v
                    .trim()
                    .parse()
                    .map_err(|_| format!("--partscore needs trick points below the line (e.g. 60), got “{v}”"))?;
            }
            "--considered" => all = true,
            "--robot" => robot = true,
            other => return Err(format!("bid does not know “{other}”; {USE}")),
        }
    }
    let hand = hand.ok_or_else(|| format!("bid needs --hand; {USE}"))?;
    let mut auction = Auction::new(dealer);
    for (i, word) in calls.split_whitespace().enumerate() {
        let call: Call =
            word.parse().map_err(|_| format!("call {} “{word}” is not a call (use P, X, XX, 1C … 7NT)", i + 1))?;
        auction.push(call).map_err(|e| format!("call {} “{word}” is not legal here: {e}", i + 1))?;
    }
    if auction.is_complete() {
        return Err("the auction is already over; nobody has a call to make".to_owned());
    }
    Ok(Request { hand, dealer, vulnerability, auction, system, opponents, partscore, all, robot })
}

fn meaning_json(m: &Meaning) -> Value {
    json!({
        "call": m.call.code(),
        "rule": m.rule,
        "explanation": reason_line(m),
        "forcing": m.forcing,
        "shows": m.shows.describe(),
    })
}

pub fn run(args: &[String]) -> Result<(), String> {
    let r = parse_args(args)?;
    let seat = r.auction.to_act().unwrap_or(r.dealer);
    let mut score = ScoreState::default();
    score.below_line[seat.side()] = r.partscore;
    let table = Table { vulnerability: r.vulnerability, score };
    let theirs = r.opponents.unwrap_or(r.system);
    let systems = match seat.side() {
        tenace_bridge::Side::NorthSouth => Systems { north_south: r.system, east_west: theirs },
        tenace_bridge::Side::EastWest => Systems { north_south: theirs, east_west: r.system },
    };
    let started = std::time::Instant::now();
    let (advice, robot) = if r.robot {
        let how = Bidding::sides(systems, score);
        let chosen = choose_with(&r.auction, r.vulnerability, r.hand, &how, BidSettings::default());
        let ms = started.elapsed().as_secs_f64() * 1e3;
        let rules_call = chosen.simulation.as_ref().map(|s| s.rules_call).unwrap_or(chosen.advice.call);
        let extra = json!({
            "rules_call": rules_call.code(),
            "simulated": chosen.simulation.is_some(),
            "layouts": chosen.simulation.as_ref().map(|s| s.layouts).unwrap_or(0),
            "nodes": chosen.simulation.as_ref().map(|s| s.nodes).unwrap_or(0),
            "ms": (ms * 100.0).round() / 100.0,
        });
        (chosen.advice, Some(extra))
    } else {
        (advise_sides(&systems, &r.auction, table, r.hand), None)
    };
    let meanings: Vec<Value> = interpret_sides(&systems, &r.auction, table)
        .iter()
        .map(|m| {
            let mut v = meaning_json(m);
            v["seat"] = json!(m.seat.letter().to_string());
            v["known"] = json!(m.known.describe());
            v
        })
        .collect();
    if r.all {
        for (c, fits) in considered_sides(&systems, &r.auction, table, r.hand) {
            eprintln!(
                "{:>4} {:<5} {:<34} {} [{}]",
                c.priority,
                c.call.code(),
                c.rule,
                if fits { "FITS" } else { "    " },
                c.needs.describe()
            );
        }
    }
    let mut out = json!({
        "seat": seat.letter().to_string(),
        "call": advice.call.code(),
        "rule": advice.meaning.rule,
        "explanation": reason_line(&advice.meaning),
        "forcing": advice.meaning.forcing,
        "alternatives": advice.alternatives.iter().map(meaning_json).collect::<Vec<_>>(),
        "auction": meanings,
    });
    if let Some(Value::Object(extra)) = robot {
        for (k, v) in extra {
            out[k] = v;
        }
    }
    println!("{out}");
    Ok(())
}
