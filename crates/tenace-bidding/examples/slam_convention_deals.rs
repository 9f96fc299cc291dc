//! The deals on which `culbertson-1930s` uses Culbertson 4–5 NT (C81–C82
//! of `../shared/spec/systems-1930s.md`), as JSON lines for `tenace dd` and
//! then `tenace selfplay` (docs/systems-1930s.md, "Culbertson 4–5 NT on
//! fresh deals"): robots at all four seats bid `count` deals from `seed`
//! (dealer rotating, nobody vulnerable); a deal is written when any call of
//! its auction is one of the convention's. How often each rule of the
//! convention was chosen goes to stderr.
//!
//! `cargo run -p tenace-bidding --example slam_convention_deals -- [SEED] [COUNT] > deals.jsonl`

use std::collections::BTreeMap;
use tenace_bidding::{advise_sides, interpret_sides, System, Systems, Table};
use tenace_bridge::{Auction, Deal, Seat, Vulnerability};

fn convention(rule: &str) -> bool {
    (rule.starts_with("culbertson.t.4nt") || rule.starts_with("culbertson.t.5nt")) && !rule.contains("takeout")
}

fn main() {
    let mut args = std::env::args().skip(1).map(|a| a.parse::<u64>());
    let seed = args.next().and_then(Result::ok).unwrap_or(9_000_000);
    let count = args.next().and_then(Result::ok).unwrap_or(20_000);
    let systems = Systems::both(System::CULBERTSON_1930S);
    let table = Table::duplicate(Vulnerability::None);
    let mut chosen: BTreeMap<String, usize> = BTreeMap::new();
    let mut written = 0;
    for n in 0..count {
        let deal = Deal::from_seed(seed + n);
        let dealer = Seat::ALL[(n % 4) as usize];
        let mut auction = Auction::new(dealer);
        while !auction.is_complete() && auction.calls().len() < 48 {
            let Some(seat) = auction.to_act() else { break };
            let advice = advise_sides(&systems, &auction, table, deal.hand(seat));
            if convention(&advice.meaning.rule) {
                *chosen.entry(advice.meaning.rule.clone()).or_default() += 1;
            }
            if auction.push(advice.call).is_err() {
                break;
            }
        }
        if interpret_sides(&systems, &auction, table).iter().any(|m| convention(&m.rule)) {
            written += 1;
            println!(
                "{{\"id\": {}, \"dealer\": \"{}\", \"vul\": \"None\", \"pbn\": \"{}\"}}",
                seed + n,
                dealer.letter(),
                deal.to_pbn(Seat::North)
            );
        }
    }
    eprintln!("{written} of {count} deals use the convention; calls chosen by its rules:");
    for (rule, n) in chosen {
        eprintln!("  {rule}: {n}");
    }
}
