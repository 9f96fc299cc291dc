//! The double-dummy worker of the web app.
//!
//! The page never runs the solver: it posts a [`Request`] as a JSON string to
//! a Web Worker (`src/main.rs`), which runs [`Analyst::handle`] and posts
//! [`Reply`]s back — progress while it works, then one answer. A worker
//! handles one request at a time, so the page cancels by terminating the
//! worker and starting a new one; the time limit in each request is the
//! worker's own guard against a freak deal. This crate is plain Rust: the
//! jobs are tested on the host, and the page links only the message types
//! (the solver code is dropped from its wasm).

pub mod split;

use serde::{Deserialize, Serialize};
use tenace_bridge::{Deal, GameRecord, Seat, Setup, Strain, Trick, Vulnerability};
use tenace_cards::Card;
use tenace_dd::{par, Budget, DdTable, Position, PositionSolution, SolveError, Solver, SolverConfig};

/// The transposition-table cap in the browser (the issue's limit).
pub const TT_BYTES: usize = 64 << 20;

/// A job for the worker, tagged by the page with `id` (replies carry it back).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Request {
    pub id: u64,
    /// The job stops with [`Answer::Stopped`] after this many milliseconds.
    pub limit_ms: u32,
    pub job: Job,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Job {
    /// The 5 × 4 table and the par of a board.
    Table { deal: Deal, dealer: Seat, vulnerability: Vulnerability },
    /// One strain's row of a table (tricks for N E S W as declarer): a table
    /// split over several workers ([`split::TableSplit`]) hands out strains.
    Strain { deal: Deal, strain: Strain },
    /// The value of every legal card before each card of a play, for review:
    /// `cards` in the order played, `leader` the opening leader.
    Play { deal: Deal, strain: Strain, leader: Seat, cards: Vec<Card> },
    /// One position (hints while playing).
    Position { position: Position },
    /// A robot's turn: its call, card, claim or answer to a claim. Robots
    /// run here so that sampling and solving never freeze the page.
    Robot {
        request: tenace_robots::Request,
        /// False right after a claim was rejected: the robot plays a card
        /// instead of claiming again at once.
        may_claim: bool,
        /// The card-play level (fast, normal, strong); normal when absent.
        #[serde(default)]
        play: tenace_robots::PlaySettings,
    },
    /// A whole board played by four robots (the other tables of a match):
    /// run in the background while the user plays the same board.
    RobotTable { setup: Setup, settings: tenace_match::RobotSettings },
}

/// A message from the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Reply {
    pub id: u64,
    pub answer: Answer,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Answer {
    /// The worker has loaded and waits for requests.
    Ready,
    /// Work done so far: table cells or review positions.
    Progress {
        done: usize,
        total: usize,
    },
    Table {
        table: DdTable,
        /// From North-South's point of view, as DDS gives it.
        par_score: i32,
        /// "4SN=", "5DEX-2"…; `["Pass"]` when par is a pass-out.
        par_contracts: Vec<String>,
        /// Time the solve took in the worker (the browser speed figure).
        ms: f64,
    },
    /// One strain's row: tricks for North, East, South and West as declarer.
    Row {
        strain: Strain,
        row: [u8; 4],
        ms: f64,
    },
    /// One solution per card of the play, each for the position before that card.
    Play {
        solutions: Vec<PositionSolution>,
    },
    Position {
        solution: PositionSolution,
    },
    Robot {
        decision: tenace_robots::Decision,
        /// Time the robot took in the worker (the browser speed figure).
        ms: f64,
    },
    /// The finished board of a robot table: the whole game's record.
    RobotTable {
        record: GameRecord,
        ms: f64,
    },
    /// The time limit was reached (a cancel is a terminated worker: no reply).
    Stopped {
        message: String,
    },
    /// The request could not be done (bad JSON, an impossible position).
    Failed {
        message: String,
    },
}

/// A robot's decision for a request; with `may_claim` false a claim is
/// replaced by a card (the table just rejected the robot's claim).
pub fn robot_decision(
    request: &tenace_robots::Request,
    may_claim: bool,
    play: tenace_robots::PlaySettings,
) -> Result<tenace_robots::Decision, tenace_robots::RobotError> {
    use tenace_bridge::{Action, Game};
    use tenace_robots::{Decision, RobotError};
    let decision = tenace_robots::answer_with(request, play)?;
    if may_claim || !matches!(decision.action, Action::Claim { .. }) {
        return Ok(decision);
    }
    let game = Game::from_record(&request.game).map_err(|e| RobotError::BadGame(e.to_string()))?;
    let hand = game.to_act().ok_or(RobotError::NotMyTurn(request.seat))?;
    let choice = tenace_robots::card_play::choose_card_with(&game, &request.bidding, play)
        .ok_or(RobotError::NotMyTurn(request.seat))?;
    Ok(Decision::because(Action::Play { seat: hand, card: choice.card }, choice.why))
}

/// One solver and the clock of its host.
pub struct Analyst {
    solver: Solver,
    now: fn() -> f64,
}

impl Analyst {
    /// `now` is milliseconds from any origin (`performance.now()` in a worker).
    pub fn new(tt_bytes: usize, now: fn() -> f64) -> Analyst {
        Analyst { solver: Solver::new(SolverConfig { tt_bytes }), now }
    }

    /// Handles one request given as JSON text, posting progress and the answer.
    pub fn handle_text(&mut self, text: &str, post: &mut dyn FnMut(Reply)) {
        match serde_json::from_str::<Request>(text) {
            Ok(request) => self.handle(&request, post),
            Err(e) => {
                // The id is still useful to the page if the envelope parses.
                let id = serde_json::from_str::<serde_json::Value>(text)
                    .ok()
                    .and_then(|v| v.get("id").and_then(serde_json::Value::as_u64))
                    .unwrap_or(0);
                post(Reply { id, answer: Answer::Failed { message: format!("the request could not be read: {e}") } });
            }
        }
    }

    pub fn handle(&mut self, request: &Request, post: &mut dyn FnMut(Reply)) {
        let id = request.id;
        let started = (self.now)();
        let now = self.now;
        let limit = f64::from(request.limit_ms);
        let mut over_time = move || now() - started > limit;
        let mut budget = Budget::unlimited().with_stop(&mut over_time);
        let answer = match &request.job {
            Job::Table { deal, dealer, vulnerability } => {
                let mut progress = |p: tenace_dd::TableProgress| {
                    post(Reply { id, answer: Answer::Progress { done: p.cells_done, total: p.cells_total } })
                };
                self.solver.solve_table(deal, &mut budget, &mut progress).map(|table| {
                    let par = par(&table, *dealer, *vulnerability);
                    Answer::Table { table, par_score: par.score, par_contracts: par.codes(), ms: now() - started }
                })
            }
            Job::Strain { deal, strain } => self
                .solver
                .solve_strain(deal, *strain, &mut budget)
                .map(|row| Answer::Row { strain: *strain, row, ms: now() - started }),
            Job::Play { deal, strain, leader, cards } => match positions(deal, *strain, *leader, cards) {
                Err(message) => Ok(Answer::Failed { message }),
                Ok(positions) => {
                    let total = positions.len();
                    let mut solutions = Vec::with_capacity(total);
                    let mut result = Ok(());
                    for (i, position) in positions.iter().enumerate() {
                        match self.solver.solve_position(position, &mut budget) {
                            Ok(solution) => solutions.push(solution),
                            Err(e) => {
                                result = Err(e);
                                break;
                            }
                        }
                        post(Reply { id, answer: Answer::Progress { done: i + 1, total } });
                    }
                    result.map(|()| Answer::Play { solutions })
                }
            },
            Job::Position { position } => {
                self.solver.solve_position(position, &mut budget).map(|solution| Answer::Position { solution })
            }
            Job::Robot { request, may_claim, play } => Ok(match robot_decision(request, *may_claim, *play) {
                Ok(decision) => Answer::Robot { decision, ms: now() - started },
                Err(e) => Answer::Failed { message: e.to_string() },
            }),
            Job::RobotTable { setup, settings } => Ok(match tenace_match::robot_table(setup, settings) {
                Ok(game) => Answer::RobotTable { record: game.record(), ms: now() - started },
                Err(e) => Answer::Failed { message: e.to_string() },
            }),
        };
        let answer = answer.unwrap_or_else(|e| match e {
            SolveError::Cancelled { .. } | SolveError::NodeLimit { .. } => {
                Answer::Stopped { message: format!("the solver gave up after {} s", request.limit_ms / 1000) }
            }
            SolveError::Position(e) => Answer::Failed { message: e.to_string() },
        });
        post(Reply { id, answer });
    }
}

/// The position before each card of a play (replayed here: the trick winner leads next).
pub fn positions(deal: &Deal, strain: Strain, leader: Seat, cards: &[Card]) -> Result<Vec<Position>, String> {
    let mut hands = deal.hands();
    let mut trick = Trick::new(leader);
    let mut out = Vec::with_capacity(cards.len());
    for &card in cards {
        out.push(Position { strain, hands, leader: trick.leader, trick: trick.cards.clone() });
        let seat = trick.leader.advance(trick.cards.len());
        if !hands[seat.index()].remove(card) {
            return Err(format!("{seat} does not hold {card} at card {} of the play", out.len()));
        }
        trick.cards.push(card);
        if trick.is_complete() {
            let winner = trick.winner(strain.trump()).unwrap_or(trick.leader);
            trick = Trick::new(winner);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clock() -> f64 {
        0.0
    }

    fn run(request: &Request) -> Vec<Reply> {
        let mut analyst = Analyst::new(8 << 20, clock);
        let mut replies = Vec::new();
        analyst.handle_text(&serde_json::to_string(request).unwrap(), &mut |r| replies.push(r));
        replies
    }

    /// Deal 1 of `dd_public_200.jsonl`: the table and par in the file.
    const DEAL: &str = "N:K7.J75.QJT53.A86 J42.T82.K8.KQ943 T9.K964.A9742.J5 AQ8653.AQ3.6.T72";

    #[test]
    fn a_robot_turn_answers_with_its_decision() {
        use tenace_bridge::{Action, BoardNumber, Game, Setup};
        let deal = Deal::from_pbn(DEAL).unwrap();
        let game = Game::new(Setup::board(BoardNumber::FIRST, deal));
        // Built from JSON, as the page sends it: fields added later keep their defaults.
        let request: tenace_robots::Request =
            serde_json::from_value(serde_json::json!({ "game": game.record(), "seat": Seat::North })).unwrap();
        let replies = run(&Request {
            id: 3,
            limit_ms: 600_000,
            job: Job::Robot { request: request.clone(), may_claim: true, play: Default::default() },
        });
        match &replies[..] {
            [Reply { id: 3, answer: Answer::Robot { decision, .. } }] => {
                assert!(matches!(decision.action, Action::Call { seat: Seat::North, .. }), "{decision:?}");
                assert!(!decision.reason.is_empty());
            }
            other => panic!("{other:?}"),
        }
        // Not East's turn: the robot says so, as a failure the page can show.
        let wrong = tenace_robots::Request { seat: Seat::East, ..request };
        let replies = run(&Request {
            id: 4,
            limit_ms: 600_000,
            job: Job::Robot { request: wrong, may_claim: true, play: Default::default() },
        });
        assert!(matches!(&replies[..], [Reply { id: 4, answer: Answer::Failed { .. } }]), "{replies:?}");
    }

    #[test]
    fn a_robot_table_plays_the_whole_board() {
        use tenace_bridge::{BoardNumber, Game, Phase, Setup};
        let setup = Setup::board(BoardNumber::FIRST, Deal::from_pbn(DEAL).unwrap());
        let settings =
            tenace_match::RobotSettings { system: "sayc".to_owned(), east_west: None, play: "fast".to_owned() };
        let replies =
            run(&Request { id: 9, limit_ms: 600_000, job: Job::RobotTable { setup: setup.clone(), settings } });
        match &replies[..] {
            [Reply { id: 9, answer: Answer::RobotTable { record, .. } }] => {
                assert_eq!(record.setup, setup);
                let game = Game::from_record(record).unwrap();
                assert_eq!(game.phase(), Phase::Finished);
            }
            other => panic!("{other:?}"),
        }
        // The job as the page writes it (JSON), and settings it does not know: a failure in words.
        let text = format!(
            r#"{{"id":4,"limit_ms":1000,"job":{{"kind":"robot_table","setup":{},"settings":{{"system":"acol","play":"fast"}}}}}}"#,
            serde_json::to_string(&setup).unwrap()
        );
        let mut analyst = Analyst::new(1 << 20, clock);
        let mut replies = Vec::new();
        analyst.handle_text(&text, &mut |r| replies.push(r));
        assert!(
            matches!(&replies[..], [Reply { id: 4, answer: Answer::Failed { message } }] if message.contains("acol")),
            "{replies:?}"
        );
    }

    #[test]
    fn a_table_with_progress_and_par() {
        let deal = Deal::from_pbn(DEAL).unwrap();
        let job = Job::Table { deal, dealer: Seat::North, vulnerability: Vulnerability::None };
        let replies = run(&Request { id: 7, limit_ms: 600_000, job });
        assert!(replies.iter().all(|r| r.id == 7));
        let steps: Vec<usize> = replies
            .iter()
            .filter_map(|r| match r.answer {
                Answer::Progress { done, total: 20 } => Some(done),
                _ => None,
            })
            .collect();
        assert_eq!(steps, [4, 8, 12, 16, 20]);
        match &replies.last().unwrap().answer {
            Answer::Table { table, par_score, par_contracts, .. } => {
                assert_eq!(table.tricks(Strain::Clubs, Seat::East), 9);
                assert_eq!(table.tricks(Strain::Diamonds, Seat::North), 9);
                assert_eq!(table.tricks(Strain::NoTrump, Seat::South), 7);
                assert_eq!(*par_score, -100);
                assert_eq!(par_contracts, &["4DNX-1", "4DSX-1"]);
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_play_is_valued_card_by_card() {
        let deal = Deal::from_pbn(DEAL).unwrap();
        // 3NT by South: West leads. Four cards of the first trick.
        let cards: Vec<Card> = ["SA", "S7", "SJ", "S9"].iter().map(|c| c.parse().unwrap()).collect();
        let job = Job::Play { deal, strain: Strain::NoTrump, leader: Seat::West, cards: cards.clone() };
        let replies = run(&Request { id: 1, limit_ms: 600_000, job });
        let Answer::Play { solutions } = &replies.last().unwrap().answer else { panic!("{replies:?}") };
        assert_eq!(solutions.len(), 4);
        // West leads against South's 3NT, which makes 7 tricks: the defence takes 6.
        assert_eq!(solutions[0].to_move, Seat::West);
        assert_eq!(solutions[0].tricks, 6);
        for (solution, card) in solutions.iter().zip(&cards) {
            assert!(solution.cost(*card).is_some(), "{card} is legal");
        }
        assert_eq!(solutions[1].to_move, Seat::North);
    }

    #[test]
    fn a_card_not_held_and_bad_json_are_failures() {
        let deal = Deal::from_pbn(DEAL).unwrap();
        let job = Job::Play { deal, strain: Strain::NoTrump, leader: Seat::West, cards: vec!["SK".parse().unwrap()] };
        let replies = run(&Request { id: 2, limit_ms: 1000, job });
        assert!(matches!(&replies[0].answer, Answer::Failed { message } if message.contains("does not hold")));
        let mut analyst = Analyst::new(1 << 20, clock);
        let mut replies = Vec::new();
        analyst.handle_text(r#"{"id": 5, "job": 3}"#, &mut |r| replies.push(r));
        assert_eq!(replies.len(), 1);
        assert_eq!(replies[0].id, 5);
        assert!(matches!(replies[0].answer, Answer::Failed { .. }));
    }

    #[test]
    fn the_time_limit_stops_a_solve() {
        fn late() -> f64 {
            // Each call is a millisecond later than the last: any limit runs out.
            use std::sync::atomic::{AtomicU64, Ordering};
            static T: AtomicU64 = AtomicU64::new(0);
            T.fetch_add(1, Ordering::Relaxed) as f64
        }
        let deal = Deal::from_pbn(DEAL).unwrap();
        let mut analyst = Analyst::new(1 << 20, late);
        let mut replies = Vec::new();
        let job = Job::Table { deal, dealer: Seat::North, vulnerability: Vulnerability::None };
        analyst.handle(&Request { id: 3, limit_ms: 0, job }, &mut |r| replies.push(r));
        assert!(matches!(&replies.last().unwrap().answer, Answer::Stopped { .. }), "{replies:?}");
    }
}
