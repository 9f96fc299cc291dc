//! Node statistics of the double-dummy search, for benchmarking
//! (`cargo run --release -p tenace-dd --features stats --example dd_stats -- …`):
//!
//! * `table FILE` — every deal of a JSON-lines file (`pbn` field): nodes per
//!   table, then the counts per depth over all of them;
//! * `probe FILE STRAIN LEADER TARGET` — one null-window probe on the first
//!   deal of the file: does the side on lead take at least TARGET tricks
//!   (STRAIN 0–4 for C D H S NT, LEADER 0–3 for N E S W), with a fresh table.

use tenace_bridge::{Deal, Seat, Strain};
use tenace_dd::{Budget, Position, Solver};

fn deals(path: &str) -> Vec<Deal> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {path}: {e}"));
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).unwrap_or_else(|e| panic!("bad line {l}: {e}"));
            let pbn = v["pbn"].as_str().unwrap_or_else(|| panic!("no pbn in {l}"));
            Deal::from_pbn(pbn).unwrap_or_else(|e| panic!("{pbn}: {e}"))
        })
        .collect()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.iter().map(String::as_str).collect::<Vec<_>>().as_slice() {
        ["strains", file] => {
            // Nodes per strain and leader, in the table's order (notrump first), one solver per deal.
            for (i, deal) in deals(file).iter().enumerate() {
                let mut solver = Solver::default();
                for strain in [Strain::NoTrump, Strain::Spades, Strain::Hearts, Strain::Diamonds, Strain::Clubs] {
                    let mut guess = 7;
                    let mut line = format!("{} {:?}:", i + 1, strain);
                    for leader in Seat::ALL {
                        let mut budget = Budget::unlimited();
                        let position = Position::opening(deal, strain, leader);
                        let ns_guess = if leader.index() % 2 == 0 { guess } else { 13 - guess };
                        let t =
                            solver.tricks_near(&position, ns_guess, &mut budget).expect("an unlimited solve finishes");
                        guess = if leader.index() % 2 == 0 { t } else { 13 - t };
                        line += &format!(" {:?} {} ({:.3} M)", leader, t, budget.nodes() as f64 / 1e6);
                    }
                    println!("{line}");
                }
            }
        }
        ["table", file] => {
            let mut total = 0;
            for (i, deal) in deals(file).iter().enumerate() {
                let mut budget = Budget::unlimited();
                Solver::default().solve_table(deal, &mut budget, &mut |_| {}).expect("an unlimited solve finishes");
                println!("{}\t{:.3} M nodes", i + 1, budget.nodes() as f64 / 1e6);
                total += budget.nodes();
            }
            println!("total {:.2} M nodes", total as f64 / 1e6);
        }
        ["probe", file, strain, leader, target] => {
            let deal = deals(file)[0];
            let strain = Strain::ASCENDING[strain.parse::<usize>().expect("strain 0-4")];
            let leader = Seat::from_index(leader.parse().expect("leader 0-3"));
            let target = target.parse().expect("a target");
            let mut budget = Budget::unlimited();
            let reached = Solver::default()
                .reaches(&Position::opening(&deal, strain, leader), target, &mut budget)
                .expect("an unlimited probe finishes");
            println!("side on lead takes at least {target}: {reached}, {} nodes", budget.nodes());
        }
        _ => {
            eprintln!("usage: dd_stats table FILE | dd_stats probe FILE STRAIN LEADER TARGET");
            std::process::exit(2);
        }
    }
    println!("{}", tenace_dd::stats::take());
}
