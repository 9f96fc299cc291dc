//! Problem sets made from the bidding engine's own rules.
//!
//! Deals come from the same seeded deal sets as `tenace deal` (board 1, 2, …
//! of the seed, with the board's dealer and vulnerability). The engine bids
//! each deal for all four seats; the first call whose rule belongs to the
//! topic becomes a problem: that seat's hand, the auction before it, the
//! engine's call as the best answer (10), and plausible alternatives with
//! lower marks — other rules the hand also meets (7, 5, 4), then rules the
//! hand just fails, which are the usual wrong answers (3, 2). Every
//! explanation is the engine's rule text, so an answer key never disagrees
//! with what the engine would bid and say.

use crate::problem::{Answer, Item, Problem, ProblemSet, Scoring};
use std::fmt;
use tenace_bidding::{advise, considered, reason_line, Advice, System, Table};
use tenace_bridge::{Auction, BoardNumber, Call, Deal};

/// A family of rules a quiz can be about.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Topic {
    Openings,
    Responses1nt,
    StaymanTransfers,
    Raises,
    Overcalls,
    TakeoutDoubles,
    Slam,
    /// Culbertson's openings by honour and playing tricks (seed 000, C16–C25).
    CulbertsonOpenings,
    /// Culbertson's responses: raises by support tricks, new suits, no-trump by honour tricks (C28–C51).
    CulbertsonResponses,
    /// Culbertson's defensive bids and the answers to the informatory double (C57–C72).
    CulbertsonDefence,
    /// The Estonian club system: 1♣ and its answers and rebids (E3–E15).
    ClubSystem,
    /// The Lithuanian point count's openings (seed 002, L8–L11).
    LithuanianOpenings,
    /// The Lithuanian responses, the captain's count and the defensive bid (L13–L28).
    LithuanianResponses,
}

impl Topic {
    pub const ALL: [Topic; 13] = [
        Topic::Openings,
        Topic::Responses1nt,
        Topic::StaymanTransfers,
        Topic::Raises,
        Topic::Overcalls,
        Topic::TakeoutDoubles,
        Topic::Slam,
        Topic::CulbertsonOpenings,
        Topic::CulbertsonResponses,
        Topic::CulbertsonDefence,
        Topic::ClubSystem,
        Topic::LithuanianOpenings,
        Topic::LithuanianResponses,
    ];

    /// The system a topic is about, when it is one system's (the 1930s topics).
    pub const fn system(self) -> Option<System> {
        match self {
            Topic::CulbertsonOpenings | Topic::CulbertsonResponses | Topic::CulbertsonDefence => {
                Some(System::CULBERTSON)
            }
            Topic::ClubSystem => Some(System::ESTONIAN_CLUB),
            Topic::LithuanianOpenings | Topic::LithuanianResponses => Some(System::LITHUANIAN),
            _ => None,
        }
    }

    pub const fn id(self) -> &'static str {
        match self {
            Topic::Openings => "openings",
            Topic::Responses1nt => "responses-1nt",
            Topic::StaymanTransfers => "stayman-transfers",
            Topic::Raises => "raises",
            Topic::Overcalls => "overcalls",
            Topic::TakeoutDoubles => "takeout-doubles",
            Topic::Slam => "slam",
            Topic::CulbertsonOpenings => "culbertson-openings",
            Topic::CulbertsonResponses => "culbertson-responses",
            Topic::CulbertsonDefence => "culbertson-defence",
            Topic::ClubSystem => "club-system",
            Topic::LithuanianOpenings => "lithuanian-openings",
            Topic::LithuanianResponses => "lithuanian-responses",
        }
    }

    pub const fn title(self) -> &'static str {
        match self {
            Topic::Openings => "Opening bids",
            Topic::Responses1nt => "Responding to 1NT",
            Topic::StaymanTransfers => "Stayman and transfers",
            Topic::Raises => "Raising partner",
            Topic::Overcalls => "Overcalls",
            Topic::TakeoutDoubles => "Takeout doubles",
            Topic::Slam => "Slam bidding",
            Topic::CulbertsonOpenings => "Culbertson: opening bids",
            Topic::CulbertsonResponses => "Culbertson: responding to partner",
            Topic::CulbertsonDefence => "Culbertson: defensive bids and the informatory double",
            Topic::ClubSystem => "The Estonian club system",
            Topic::LithuanianOpenings => "Lithuanian point count: opening bids",
            Topic::LithuanianResponses => "Lithuanian point count: responses and the captain's count",
        }
    }

    /// A topic by its id, a unique prefix of it, or a word in it (`stayman`, `1nt`).
    pub fn by_name(name: &str) -> Result<Topic, UnknownTopic> {
        let n = name.trim().to_ascii_lowercase();
        if let Some(t) = Topic::ALL.into_iter().find(|t| t.id() == n) {
            return Ok(t);
        }
        let found: Vec<Topic> = Topic::ALL
            .into_iter()
            .filter(|t| !n.is_empty() && (t.id().starts_with(&n) || t.id().split('-').any(|w| w == n)))
            .collect();
        match found.as_slice() {
            [one] => Ok(*one),
            _ => Err(UnknownTopic(name.to_owned())),
        }
    }

    /// Whether the engine's call with rule `rule`, made on `auction`, is about this topic.
    pub fn covers(self, rule: &str, auction: &Auction) -> bool {
        let no_bid_yet = auction.calls().iter().all(|c| *c == Call::Pass);
        match self {
            Topic::Openings => rule.starts_with("sayc.open.") && no_bid_yet,
            Topic::Responses1nt => rule.starts_with("sayc.nt.") && responds_to_1nt(auction),
            Topic::StaymanTransfers => {
                rule.starts_with("sayc.nt.")
                    && (rule.contains("stayman") || rule.contains("transfer") || rule.contains("super_accept"))
            }
            Topic::Raises => rule.contains("raise") || rule == "sayc.resp.jacoby_2nt",
            Topic::Overcalls => rule.starts_with("sayc.overcall."),
            Topic::TakeoutDoubles => {
                rule.starts_with("sayc.takeout.")
                    || rule == "sayc.resp.negative_double"
                    || rule == "sayc.rebid.reopening_double"
            }
            Topic::Slam => {
                rule.starts_with("sayc.slam.")
                    || rule.starts_with("sayc.jacoby.")
                    || matches!(
                        rule,
                        "sayc.nt.quantitative" | "sayc.nt.slam" | "sayc.place.slam_nt" | "sayc.place.grand_nt"
                    )
            }
            Topic::CulbertsonOpenings => rule.starts_with("culbertson.open.") && no_bid_yet,
            Topic::CulbertsonResponses => rule.starts_with("culbertson.resp."),
            Topic::CulbertsonDefence => rule.starts_with("culbertson.def.") || rule.starts_with("culbertson.adv."),
            Topic::ClubSystem => {
                rule.starts_with("club.open.") || rule.starts_with("club.resp.") || rule.starts_with("club.rebid.")
            }
            Topic::LithuanianOpenings => rule.starts_with("lt.open.") && no_bid_yet,
            Topic::LithuanianResponses => {
                rule.starts_with("lt.resp.") || rule.starts_with("lt.rebid.") || rule.starts_with("lt.def.")
            }
        }
    }
}

/// Responder's first call after partner's 1NT opening (an opponent may have passed).
fn responds_to_1nt(auction: &Auction) -> bool {
    let calls = auction.calls();
    let Some(opening) = calls.iter().position(|c| *c != Call::Pass) else {
        return false;
    };
    calls[opening].code() == "1NT" && calls.len() == opening + 2 && calls[opening + 1] == Call::Pass
}

impl fmt::Display for Topic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown topic “{0}”: choose openings, responses-1nt, stayman-transfers, raises, overcalls, takeout-doubles, slam, culbertson-openings, culbertson-responses, culbertson-defence, club-system, lithuanian-openings or lithuanian-responses")]
pub struct UnknownTopic(pub String);

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GenerateError {
    #[error("this build has no rules for the system “{0}” (it was built without the 1930s systems)")]
    NoRules(&'static str),
    #[error("--count must be from 1 to {max}, not {count}")]
    Count { count: usize, max: usize },
    #[error("only {found} of {wanted} problems on {topic} in the first {deals} deals of seed {seed}; ask for fewer or try another seed")]
    TooFew { topic: Topic, found: usize, wanted: usize, deals: u32, seed: u64 },
}

/// The most problems one run makes (a set's limit is higher; this keeps runs short).
pub const MAX_COUNT: usize = 200;

/// Deals looked at per problem wanted before giving up (slam problems are the rarest).
const DEALS_PER_PROBLEM: u32 = 400;

/// Marks for the alternatives: rules the hand also meets, then rules it fails.
const FITTING_MARKS: [u8; 3] = [7, 5, 4];
const FAILING_MARKS: [u8; 2] = [3, 2];
const PASS_MARK: u8 = 2;

/// `count` problems on `topic` from deal set `seed`, each from a different deal.
pub fn generate(topic: Topic, count: usize, seed: u64, system: System) -> Result<ProblemSet, GenerateError> {
    if count == 0 || count > MAX_COUNT {
        return Err(GenerateError::Count { count, max: MAX_COUNT });
    }
    // A 1930s topic is its own system's; duplicate scoring: no partscore
    // carries over, as the problems say (IMPs).
    let system = topic.system().unwrap_or(system).with_play_to_score(false);
    if !system.has_rules() {
        return Err(GenerateError::NoRules(system.id()));
    }
    let max_deals = DEALS_PER_PROBLEM.saturating_mul(count as u32);
    let mut problems = Vec::with_capacity(count);
    let mut looked = 0;
    for n in 1..=max_deals {
        looked = n;
        let Some(board) = BoardNumber::new(n) else { break };
        if let Some(mut p) = problem_from_board(topic, seed, board, system) {
            p.title = Some(format!("{} {}", topic.title(), problems.len() + 1));
            problems.push(Item::Bidding(p));
            if problems.len() == count {
                break;
            }
        }
    }
    if problems.len() < count {
        return Err(GenerateError::TooFew { topic, found: problems.len(), wanted: count, deals: looked, seed });
    }
    Ok(ProblemSet {
        title: Some(format!("{} ({})", topic.title(), system)),
        author: Some("Tenace's bidding engine".to_owned()),
        problems,
    })
}

/// The first call of the board's engine auction that is about `topic`, as a problem.
pub fn problem_from_board(topic: Topic, seed: u64, board: BoardNumber, system: System) -> Option<Problem> {
    let deal = Deal::for_board(seed, board);
    let vulnerability = board.vulnerability();
    let table = Table::duplicate(vulnerability);
    let mut auction = Auction::new(board.dealer());
    // An auction has at most 319 calls; the engine's are far shorter.
    for _ in 0..64 {
        let seat = auction.to_act()?;
        let hand = deal.hand(seat);
        let advice = advise(&system, &auction, table, hand);
        if topic.covers(&advice.meaning.rule, &auction) {
            let answers = answers_for(&system, &auction, table, hand, &advice);
            return Some(Problem {
                title: None,
                author: None,
                source: Some(format!("tenace quiz generate --topic {topic} --seed {seed}: board {board}")),
                hand,
                seat,
                vulnerability,
                auction,
                scoring: Scoring::Imps,
                system,
                answers,
                deal: Some(deal),
            });
        }
        auction.push(advice.call).ok()?;
    }
    None
}

/// The best answer and the plausible alternatives, each explained by its rule.
fn answers_for(
    system: &System,
    auction: &Auction,
    table: Table,
    hand: tenace_cards::CardSet,
    advice: &Advice,
) -> Vec<Answer> {
    let best_line = reason_line(&advice.meaning);
    let best_call = advice.call;
    let mut answers =
        vec![Answer { call: best_call, mark: 10, explanation: format!("{best_line}. This is the system's call.") }];
    let taken = |answers: &[Answer], call: Call| answers.iter().any(|a| a.call == call);
    // Passing when the system has a call is rarely a good answer: it goes last, marked low.
    let (passes, bids): (Vec<_>, Vec<_>) = advice.alternatives.iter().partition(|m| m.call == Call::Pass);
    for (m, mark) in bids.into_iter().zip(FITTING_MARKS) {
        if taken(&answers, m.call) {
            continue;
        }
        answers.push(Answer {
            call: m.call,
            mark,
            explanation: format!(
                "{}. The hand qualifies, but the system ranks {best_call} ahead of it.",
                reason_line(m)
            ),
        });
    }
    let failing =
        considered(system, auction, table, hand).into_iter().filter(|(c, fits)| !fits && auction.check(c.call).is_ok());
    let mut marks = FAILING_MARKS.into_iter();
    for (c, _) in failing {
        if answers.len() >= 4 {
            break;
        }
        if taken(&answers, c.call) {
            continue;
        }
        let Some(mark) = marks.next() else { break };
        let needs = c.needs.describe();
        let why =
            if needs.is_empty() { String::new() } else { format!(" It needs {needs}, which this hand does not have.") };
        answers.push(Answer { call: c.call, mark, explanation: format!("{}.{why}", c.text) });
    }
    for m in passes {
        if answers.len() < 4 && !taken(&answers, m.call) {
            answers.push(Answer {
                call: m.call,
                mark: PASS_MARK,
                explanation: format!("{}. Too timid: this hand is worth {best_call}.", reason_line(m)),
            });
        }
    }
    answers
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problem::read_quiz;
    use crate::reveal::engine_advice;

    #[test]
    fn topics_by_name() {
        assert_eq!(Topic::by_name("stayman"), Ok(Topic::StaymanTransfers));
        assert_eq!(Topic::by_name("1nt"), Ok(Topic::Responses1nt));
        assert_eq!(Topic::by_name("Slam"), Ok(Topic::Slam));
        assert_eq!(Topic::by_name("takeout-doubles"), Ok(Topic::TakeoutDoubles));
        assert!(Topic::by_name("").is_err());
        assert!(Topic::by_name("squeeze").unwrap_err().to_string().contains("choose openings"));
        // Issue 17: a topic per 1930s system, each bound to its system.
        assert_eq!(Topic::by_name("club"), Ok(Topic::ClubSystem));
        assert!(Topic::by_name("culbertson").is_err(), "three Culbertson topics: ambiguous");
        assert_eq!(Topic::CulbertsonDefence.system(), Some(System::CULBERTSON));
        assert_eq!(Topic::Slam.system(), None);
        for t in Topic::ALL {
            assert_eq!(Topic::by_name(t.id()), Ok(t));
        }
    }

    #[test]
    fn every_topic_makes_valid_problems_the_engine_agrees_with() {
        for topic in Topic::ALL {
            if !topic.system().unwrap_or(System::SAYC).has_rules() {
                // A build without the 1930s systems (the widget's common module) refuses their topics.
                assert!(matches!(generate(topic, 3, 7, System::SAYC), Err(GenerateError::NoRules(_))), "{topic}");
                continue;
            }
            let set = generate(topic, 3, 7, System::SAYC).unwrap_or_else(|e| panic!("{topic}: {e}"));
            assert_eq!(set.problems.len(), 3);
            // Written out and read back: every generated problem passes validation.
            let again = read_quiz(&set.to_json()).unwrap();
            assert_eq!(again, set);
            for item in &set.problems {
                let Item::Bidding(p) = item else { panic!("{topic}: the generator makes bidding problems") };
                let advice = engine_advice(p);
                assert_eq!(p.best().map(|a| a.call), Some(advice.call), "{topic}");
                assert!(topic.covers(&advice.meaning.rule, &p.auction), "{topic}: {}", advice.meaning.rule);
                assert!(p.answers.len() >= 2, "{topic}: alternatives");
                assert!(p.answers.iter().skip(1).all(|a| a.mark < 10));
            }
        }
    }

    #[test]
    fn same_seed_same_set() {
        let a = generate(Topic::Openings, 5, 42, System::SAYC).unwrap();
        let b = generate(Topic::Openings, 5, 42, System::SAYC).unwrap();
        let c = generate(Topic::Openings, 5, 43, System::SAYC).unwrap();
        assert_eq!(a, b);
        assert_ne!(a, c);
    }

    #[test]
    fn bad_counts_are_refused() {
        assert!(generate(Topic::Openings, 0, 1, System::SAYC).is_err());
        assert!(generate(Topic::Openings, MAX_COUNT + 1, 1, System::SAYC).is_err());
    }
}
