//! What the reader sees after answering: the mark, the author's
//! explanation, the engine's own call with its rule, and (with a full deal)
//! the double-dummy tricks of the main answers.

use crate::problem::Problem;
use tenace_bidding::{advise, reason_line, Advice, Table};
use tenace_bridge::{BySeat, Call, Seat, Strain};
use tenace_dd::{Budget, SolveError, Solver, SolverConfig};

/// The mark a call earns: the author's, or 0 for a call not listed
/// (Master Solvers' Club practice: unlisted calls score nothing).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Marked {
    pub call: Call,
    pub mark: u8,
    pub listed: bool,
    pub explanation: String,
}

pub fn mark(problem: &Problem, call: Call) -> Marked {
    match problem.answer(call) {
        Some(a) => Marked { call, mark: a.mark, listed: true, explanation: a.explanation.clone() },
        None => Marked { call, mark: 0, listed: false, explanation: String::new() },
    }
}

/// The engine's call for the problem's hand, with the system and vulnerability given.
pub fn engine_advice(problem: &Problem) -> Advice {
    advise(&problem.system, &problem.auction, Table::duplicate(problem.vulnerability), problem.hand)
}

/// The engine's call and its rule in one line ("Stayman: asks for a four-card major (8+ HCP) — forcing").
pub fn engine_line(advice: &Advice) -> String {
    reason_line(&advice.meaning)
}

/// Tricks each declarer takes in one strain.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct StrainTricks {
    pub strain: Strain,
    pub tricks: BySeat<u8>,
}

/// The double-dummy result of the main answers: the strains that were
/// solved, and those left out because the budget ran out.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct DdReport {
    pub rows: Vec<StrainTricks>,
    pub skipped: Vec<Strain>,
}

/// Search nodes the page may spend on one problem's double dummy. The
/// widget solves on the page's own thread, so the budget (a node count, the
/// same on every machine) keeps a freak deal from freezing the page for
/// long: about a second or two of wasm on a phone. A strain that does not
/// finish is reported as skipped rather than guessed.
pub const DD_NODE_LIMIT: u64 = 3_000_000;

/// Transposition table cap for the page: small, since one or two strains
/// of one deal are solved and memory is the host page's too.
const DD_TT_BYTES: usize = 8 << 20;

/// The strains of the main answers (bids marked 5 or more, best first), at most three.
pub fn main_strains(problem: &Problem) -> Vec<Strain> {
    let mut strains = Vec::new();
    for a in problem.answers.iter().filter(|a| a.mark >= 5) {
        if let Call::Bid(b) = a.call {
            if !strains.contains(&b.strain) {
                strains.push(b.strain);
            }
        }
    }
    strains.truncate(3);
    strains
}

/// Double dummy of the main answers' strains; `None` without a full deal.
pub fn double_dummy(problem: &Problem, node_limit: u64) -> Option<DdReport> {
    let deal = problem.deal?;
    let mut solver = Solver::new(SolverConfig { tt_bytes: DD_TT_BYTES });
    let mut report = DdReport::default();
    for strain in main_strains(problem) {
        let mut budget = Budget::unlimited().with_node_limit(node_limit);
        match solver.solve_strain(&deal, strain, &mut budget) {
            Ok(tricks) => report.rows.push(StrainTricks { strain, tricks }),
            Err(SolveError::NodeLimit { .. } | SolveError::Cancelled { .. } | SolveError::Position(_)) => {
                report.skipped.push(strain)
            }
        }
    }
    Some(report)
}

/// The problem's side: the seat and its partner, the seat first.
pub fn our_side(problem: &Problem) -> [Seat; 2] {
    [problem.seat, problem.seat.partner()]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problem::read_quiz;

    fn problem(deal: Option<&str>) -> Problem {
        let deal = deal.map(|d| format!(r#", "deal": "{d}""#)).unwrap_or_default();
        let text = format!(
            r#"{{"version":1,"hand":"AQ5.K72.Q9643.K8","seat":"S","dealer":"N","vulnerability":"None",
                "auction":"1H P","answers":[{{"call":"2D","mark":10}},{{"call":"3NT","mark":7}},{{"call":"4H","mark":6}},{{"call":"P","mark":0}}]{deal}}}"#
        );
        read_quiz(&text).unwrap().problems.remove(0).bidding().cloned().unwrap()
    }

    #[test]
    fn unlisted_calls_score_nothing() {
        let p = problem(None);
        assert_eq!(mark(&p, "2D".parse().unwrap()).mark, 10);
        assert_eq!(mark(&p, "4H".parse().unwrap()).mark, 6);
        let m = mark(&p, "7NT".parse().unwrap());
        assert_eq!((m.mark, m.listed), (0, false));
    }

    #[test]
    fn engine_answers_for_the_seat() {
        let p = problem(None);
        let advice = engine_advice(&p);
        assert!(p.auction.check(advice.call).is_ok());
        assert!(!engine_line(&advice).is_empty());
    }

    #[test]
    fn double_dummy_of_the_main_strains() {
        assert_eq!(double_dummy(&problem(None), DD_NODE_LIMIT), None);
        let p = problem(Some("N:KJT43.AQJ85.A.QJ 98.T963.K875.T93 AQ5.K72.Q9643.K8 762.4.JT2.A76542"));
        assert_eq!(main_strains(&p), vec![Strain::Diamonds, Strain::NoTrump, Strain::Hearts]);
        let report = double_dummy(&p, DD_NODE_LIMIT).unwrap();
        assert!(report.skipped.is_empty(), "{report:?}");
        assert_eq!(report.rows.len(), 3);
        for row in &report.rows {
            assert!(row.tricks.values().all(|t| *t <= 13), "{row:?}");
            // E-W, with 9 HCP, take few tricks as declarers in any strain of the answers.
            assert!(row.tricks[Seat::East] <= 4 && row.tricks[Seat::West] <= 4, "{row:?}");
        }
        // N-S hold 31 HCP and a 9-card heart fit: far more than game in hearts.
        let hearts = report.rows.iter().find(|r| r.strain == Strain::Hearts).unwrap();
        assert!(hearts.tricks[Seat::North] >= 11, "{hearts:?}");
        // A budget of one node solves nothing and says so.
        let tiny = double_dummy(&p, 1).unwrap();
        assert!(tiny.rows.is_empty());
        assert_eq!(tiny.skipped.len(), 3);
    }
}
