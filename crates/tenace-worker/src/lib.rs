//! The Web Worker of the web app: the jobs of the page's protocol
//! (`crates/tenace-protocol`) run here.
//!
//! The page never runs the solver or the robots: it posts a
//! [`Request`] as a JSON string to a Web Worker (`src/main.rs`), which runs
//! [`Analyst::handle`] and posts [`Reply`]s back — progress while it works,
//! then the job's own reply or a [`JobError`]. Each job has its handler,
//! which returns that job's reply type, so a job is only ever answered with
//! its own kind of reply. A worker handles one request at a time, so the
//! page cancels by terminating the worker and starting a new one; the time
//! limit in each request is the worker's own guard against a freak deal.
//! This crate is plain Rust: the jobs are tested on the host, and the page
//! links only the protocol's types (no solver code in its wasm).

use tenace_bridge::{Deal, Seat, Strain, Trick};
use tenace_cards::Card;
use tenace_dd::{par, Budget, Position, SolveError, Solver, SolverConfig};
pub use tenace_protocol::{
    AnyJob, AnyReply, ExplainJob, ExplainReply, Job, JobError, Message, ParJob, ParReply, PlayJob, PlayReply,
    PositionJob, PositionReply, Progress, ReadFileJob, ReadFileReply, Reply, Request, RobotJob, RobotReply,
    RobotTableJob, RobotTableReply, StrainJob, StrainReply, TableJob, TableReply, VERSION,
};

pub mod files;

/// The transposition-table cap in the browser (the issue's limit).
pub const TT_BYTES: usize = 64 << 20;

/// A robot's decision for a job; with `may_claim` false a claim is
/// replaced by a card (the table just rejected the robot's claim).
pub fn robot_decision(job: &RobotJob) -> Result<tenace_robots::Decision, tenace_robots::RobotError> {
    use tenace_bridge::{Action, Game};
    use tenace_robots::{Decision, RobotError};
    let (request, play) = (&job.request, job.play);
    let decision = tenace_robots::answer_with(request, play)?;
    if job.may_claim || !matches!(decision.action, Action::Claim { .. }) {
        return Ok(decision);
    }
    let game = Game::from_record(request.game.clone()).map_err(|e| RobotError::BadGame(e.to_string()))?;
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

/// The solver's failure as the protocol's error.
fn solve_error(e: SolveError, limit_ms: u32) -> JobError {
    match e {
        SolveError::Cancelled { .. } | SolveError::NodeLimit { .. } => JobError::TimedOut { limit_ms },
        SolveError::Position(e) => JobError::Refused { message: e.to_string() },
    }
}

impl Analyst {
    /// `now` is milliseconds from any origin (`performance.now()` in a worker).
    pub fn new(tt_bytes: usize, now: fn() -> f64) -> Analyst {
        Analyst { solver: Solver::new(SolverConfig { tt_bytes }), now }
    }

    /// Handles one request given as JSON text, posting progress and the final message.
    pub fn handle_text(&mut self, text: &str, post: &mut dyn FnMut(Reply)) {
        match tenace_protocol::read_request(text) {
            Ok(request) => self.handle(&request, post),
            Err(reply) => post(*reply),
        }
    }

    /// Runs a request: progress messages, then the job's reply or its error.
    pub fn handle(&mut self, request: &Request, post: &mut dyn FnMut(Reply)) {
        let id = request.id;
        let message = if request.version != VERSION {
            Message::Error { error: JobError::Version { page: request.version, worker: VERSION } }
        } else {
            let mut progress = |p: Progress| post(Reply { id, message: Message::Progress(p) });
            match self.run(&request.job, request.limit_ms, &mut progress) {
                Ok(reply) => Message::Done { reply },
                Err(error) => Message::Error { error },
            }
        };
        post(Reply { id, message });
    }

    /// Runs a job by its own handler: the reply is always the job's kind.
    pub fn run(
        &mut self,
        job: &AnyJob,
        limit_ms: u32,
        progress: &mut dyn FnMut(Progress),
    ) -> Result<AnyReply, JobError> {
        match job {
            AnyJob::Table(job) => self.table(job, limit_ms, progress).map(TableJob::reply),
            AnyJob::Strain(job) => self.strain(job, limit_ms).map(StrainJob::reply),
            AnyJob::Par(job) => par_of(job).map(ParJob::reply),
            AnyJob::Play(job) => self.play(job, limit_ms, progress).map(PlayJob::reply),
            AnyJob::Position(job) => self.position(job, limit_ms).map(PositionJob::reply),
            AnyJob::Robot(job) => self.robot(job).map(RobotJob::reply),
            AnyJob::RobotTable(job) => self.robot_table(job).map(RobotTableJob::reply),
            AnyJob::Explain(job) => explain(job).map(ExplainJob::reply),
            AnyJob::ReadFile(job) => files::read_file(&job.name, &job.text)
                .map(ReadFileJob::reply)
                .map_err(|message| JobError::Refused { message }),
        }
    }

    /// Milliseconds since `started` on this host's clock.
    fn since(&self, started: f64) -> f64 {
        (self.now)() - started
    }

    /// The time limit as the solver's stop callback.
    fn deadline(&self, limit_ms: u32) -> impl FnMut() -> bool {
        let (now, started, limit) = (self.now, (self.now)(), f64::from(limit_ms));
        move || now() - started > limit
    }

    pub fn table(
        &mut self,
        job: &TableJob,
        limit_ms: u32,
        progress: &mut dyn FnMut(Progress),
    ) -> Result<TableReply, JobError> {
        let started = (self.now)();
        let mut over_time = self.deadline(limit_ms);
        let mut budget = Budget::unlimited().with_stop(&mut over_time);
        let mut report = |p: tenace_dd::TableProgress| progress(Progress { done: p.cells_done, total: p.cells_total });
        let table =
            self.solver.solve_table(&job.deal, &mut budget, &mut report).map_err(|e| solve_error(e, limit_ms))?;
        let par = par(&table, job.dealer, job.vulnerability);
        Ok(TableReply { table, par_score: par.score, par_contracts: par.codes(), ms: self.since(started) })
    }

    /// One strain's row: a share of a table split over several workers
    /// (`tenace_protocol::split`).
    pub fn strain(&mut self, job: &StrainJob, limit_ms: u32) -> Result<StrainReply, JobError> {
        let started = (self.now)();
        let mut over_time = self.deadline(limit_ms);
        let mut budget = Budget::unlimited().with_stop(&mut over_time);
        let row = self.solver.solve_strain(&job.deal, job.strain, &mut budget).map_err(|e| solve_error(e, limit_ms))?;
        Ok(StrainReply { strain: job.strain, row, ms: self.since(started) })
    }

    pub fn play(
        &mut self,
        job: &PlayJob,
        limit_ms: u32,
        progress: &mut dyn FnMut(Progress),
    ) -> Result<PlayReply, JobError> {
        let positions = positions(&job.deal, job.strain, job.leader, &job.cards)
            .map_err(|message| JobError::Refused { message })?;
        let mut over_time = self.deadline(limit_ms);
        let mut budget = Budget::unlimited().with_stop(&mut over_time);
        let total = positions.len();
        let mut solutions = Vec::with_capacity(total);
        for (i, position) in positions.iter().enumerate() {
            solutions.push(self.solver.solve_position(position, &mut budget).map_err(|e| solve_error(e, limit_ms))?);
            progress(Progress { done: i + 1, total });
        }
        Ok(PlayReply { solutions })
    }

    pub fn position(&mut self, job: &PositionJob, limit_ms: u32) -> Result<PositionReply, JobError> {
        let mut over_time = self.deadline(limit_ms);
        let mut budget = Budget::unlimited().with_stop(&mut over_time);
        let solution = self.solver.solve_position(&job.position, &mut budget).map_err(|e| solve_error(e, limit_ms))?;
        Ok(PositionReply { solution })
    }

    /// Robots bound their own work by node budgets: the time limit is not theirs.
    pub fn robot(&mut self, job: &RobotJob) -> Result<RobotReply, JobError> {
        let started = (self.now)();
        let decision = robot_decision(job).map_err(|e| JobError::Refused { message: e.to_string() })?;
        Ok(RobotReply { decision, ms: self.since(started) })
    }

    pub fn robot_table(&mut self, job: &RobotTableJob) -> Result<RobotTableReply, JobError> {
        let started = (self.now)();
        let game = tenace_match::robot_table(&job.setup, &job.settings)
            .map_err(|e| JobError::Refused { message: e.to_string() })?;
        Ok(RobotTableReply { record: game.record(), ms: self.since(started) })
    }
}

/// What the bidding system says about an auction: every call's meaning, and
/// the system's call at each asked point (the page's call meanings, bidding
/// hint and auction review; the host tests run it directly).
/// The par of a merged table (a table split over several workers). A cell
/// above 13 tricks is refused: the table did not come from a solver.
pub fn par_of(job: &ParJob) -> Result<ParReply, JobError> {
    if job.table.rows().iter().any(|row| row.values().any(|&t| t > 13)) {
        return Err(JobError::Refused {
            message: "a double-dummy table with more than 13 tricks in a cell".to_owned(),
        });
    }
    let par = par(&job.table, job.dealer, job.vulnerability);
    Ok(ParReply { par_score: par.score, par_contracts: par.codes() })
}

pub fn explain(job: &ExplainJob) -> Result<ExplainReply, JobError> {
    use tenace_robots::bidding;
    let meanings = bidding::interpret_sides(&job.systems, &job.auction, job.table);
    let calls = job.auction.calls();
    let mut advice = Vec::with_capacity(job.advise.len());
    for at in &job.advise {
        let mut prefix = tenace_bridge::Auction::new(job.auction.dealer());
        for &call in calls.get(..at.calls).ok_or_else(|| JobError::Refused {
            message: format!("advice after call {} of an auction of {}", at.calls, calls.len()),
        })? {
            prefix.push(call).map_err(|e| JobError::Refused { message: e.to_string() })?;
        }
        if prefix.to_act().is_none() {
            return Err(JobError::Refused { message: "advice asked for after the auction is over".to_owned() });
        }
        advice.push(bidding::advise_sides(&job.systems, &prefix, job.table, at.hand));
    }
    Ok(ExplainReply { meanings, advice })
}

/// The position before each card of a play (replayed here: the trick winner leads next).
pub fn positions(deal: &Deal, strain: Strain, leader: Seat, cards: &[Card]) -> Result<Vec<Position>, String> {
    let mut hands = deal.hands();
    let mut trick = Trick::new(leader);
    let mut out = Vec::with_capacity(cards.len());
    for &card in cards {
        out.push(Position { strain, hands, leader: trick.leader, trick: trick.cards.clone() });
        let seat = trick.leader.advance(trick.cards.len());
        if !hands[seat].remove(card) {
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
    use tenace_bridge::Vulnerability;

    fn clock() -> f64 {
        0.0
    }

    fn run(request: &Request) -> Vec<Reply> {
        let mut analyst = Analyst::new(8 << 20, clock);
        let mut replies = Vec::new();
        analyst.handle_text(&serde_json::to_string(request).unwrap(), &mut |r| replies.push(r));
        replies
    }

    /// The final message of a run, as job `J`'s reply or its error.
    /// Read as the page's client reads it: the reply's kind, then the job's own type.
    fn last<J: Job>(replies: &[Reply]) -> Result<J::Reply, JobError> {
        let text = serde_json::to_string(replies.last().expect("a reply")).unwrap();
        match serde_json::from_str::<Reply<tenace_protocol::wire::ReplyHead>>(&text).unwrap().message {
            Message::Done { reply } => tenace_protocol::read_done::<J>(reply.kind, &text),
            Message::Error { error } => Err(error),
            other => panic!("not a final message: {other:?}"),
        }
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
        let job = RobotJob { request: request.clone(), may_claim: true, play: Default::default() };
        let replies = run(&Request::new(3, 600_000, job.wrap()));
        assert_eq!(replies.len(), 1);
        assert_eq!(replies[0].id, 3);
        let decision = last::<RobotJob>(&replies).expect("a decision").decision;
        assert!(matches!(decision.action, Action::Call { seat: Seat::North, .. }), "{decision:?}");
        assert!(!decision.reason.is_empty());
        // Not East's turn: the robot says so, as a refusal the page can show.
        let wrong = RobotJob {
            request: tenace_robots::Request { seat: Seat::East, ..request },
            may_claim: true,
            play: Default::default(),
        };
        let replies = run(&Request::new(4, 600_000, wrong.wrap()));
        assert!(matches!(last::<RobotJob>(&replies), Err(JobError::Refused { .. })), "{replies:?}");
        assert_eq!(replies[0].id, 4);
    }

    #[test]
    fn a_robot_table_plays_the_whole_board() {
        use tenace_bridge::{BoardNumber, Game, Phase, Setup};
        let setup = Setup::board(BoardNumber::FIRST, Deal::from_pbn(DEAL).unwrap());
        let settings =
            tenace_match::RobotSettings { system: "sayc".to_owned(), east_west: None, play: "fast".to_owned() };
        let replies = run(&Request::new(9, 600_000, RobotTableJob { setup: setup.clone(), settings }.wrap()));
        let record = last::<RobotTableJob>(&replies).expect("the board").record;
        assert_eq!(record.setup, setup);
        assert_eq!(Game::from_record(record).unwrap().phase(), Phase::Finished);
        // The job as the page writes it (JSON), and settings it does not know: a refusal in words.
        let text = format!(
            r#"{{"version":{VERSION},"id":4,"limit_ms":1000,"job":{{"kind":"robot_table","setup":{},"settings":{{"system":"acol","play":"fast"}}}}}}"#,
            serde_json::to_string(&setup).unwrap()
        );
        let mut analyst = Analyst::new(1 << 20, clock);
        let mut replies = Vec::new();
        analyst.handle_text(&text, &mut |r| replies.push(r));
        assert!(
            matches!(last::<RobotTableJob>(&replies), Err(JobError::Refused { message }) if message.contains("acol")),
            "{replies:?}"
        );
    }

    #[test]
    fn a_table_with_progress_and_par() {
        let deal = Deal::from_pbn(DEAL).unwrap();
        let job = TableJob { deal, dealer: Seat::North, vulnerability: Vulnerability::None };
        let replies = run(&Request::new(7, 600_000, job.wrap()));
        assert!(replies.iter().all(|r| r.id == 7));
        let steps: Vec<usize> = replies
            .iter()
            .filter_map(|r| match r.message {
                Message::Progress(Progress { done, total: 20 }) => Some(done),
                _ => None,
            })
            .collect();
        assert_eq!(steps, [4, 8, 12, 16, 20]);
        let answer = last::<TableJob>(&replies).expect("the table");
        assert_eq!(answer.table.tricks(Strain::Clubs, Seat::East), 9);
        assert_eq!(answer.table.tricks(Strain::Diamonds, Seat::North), 9);
        assert_eq!(answer.table.tricks(Strain::NoTrump, Seat::South), 7);
        assert_eq!(answer.par_score, -100);
        assert_eq!(answer.par_contracts, ["4DNX-1", "4DSX-1"]);
    }

    /// A table split over three workers (issue 15): each takes the next
    /// strain as it answers, and the rows merge into the file's table and par.
    #[test]
    fn a_table_split_over_three_workers_is_the_files_table() {
        use tenace_protocol::split::TableSplit;
        // Deal 2 of `dd_public_200.jsonl` (dealer East, North-South vulnerable): a cheap one.
        let deal = Deal::from_pbn("N:A872.AK54.QJ.KQ4 KQJ6.Q72.AT6.T52 9543.J9.7532.A73 T.T863.K984.J986").unwrap();
        let mut split =
            TableSplit::new(TableJob { deal, dealer: Seat::East, vulnerability: Vulnerability::NorthSouth });
        let mut workers: Vec<Analyst> = (0..3).map(|_| Analyst::new(4 << 20, clock)).collect();
        let mut busy: Vec<Option<StrainJob>> = workers.iter().map(|_| split.next_job()).collect();
        for w in [2, 0, 1, 2, 0] {
            let job = busy[w].take().expect("the worker has a strain");
            // Through the worker's JSON, as the page posts it.
            let mut replies = Vec::new();
            let text = serde_json::to_string(&Request::new(w as u64 + 1, 600_000, job.wrap())).unwrap();
            workers[w].handle_text(&text, &mut |r| replies.push(r));
            split.take(last::<StrainJob>(&replies).expect("a row")).unwrap();
            busy[w] = split.next_job();
        }
        let merged = split.finish().expect("five rows");
        // The par of the merged table, as one more job for a worker.
        let answer = last::<ParJob>(&run(&Request::new(9, 1000, merged.clone().wrap()))).expect("the par");
        let done = merged.table_reply(answer, 1.0);
        let rows = done.table.rows().map(tenace_bridge::BySeat::into_array);
        assert_eq!(rows, [[7, 6, 7, 6], [6, 6, 6, 6], [7, 6, 7, 6], [8, 5, 8, 5], [6, 6, 6, 6]]);
        assert_eq!((done.par_score, done.par_contracts), (110, vec!["2SN=".to_owned(), "2SS=".to_owned()]));
        // A table no solver gives is refused, not scored.
        let mut bad = done.table;
        bad.set(Strain::Spades, Seat::North, 14);
        let job = ParJob { table: bad, dealer: Seat::East, vulnerability: Vulnerability::NorthSouth };
        assert!(matches!(last::<ParJob>(&run(&Request::new(10, 1000, job.wrap()))), Err(JobError::Refused { .. })));
    }

    #[test]
    fn a_play_is_valued_card_by_card() {
        let deal = Deal::from_pbn(DEAL).unwrap();
        // 3NT by South: West leads. Four cards of the first trick.
        let cards: Vec<Card> = ["SA", "S7", "SJ", "S9"].iter().map(|c| c.parse().unwrap()).collect();
        let job = PlayJob { deal, strain: Strain::NoTrump, leader: Seat::West, cards: cards.clone() };
        let replies = run(&Request::new(1, 600_000, job.wrap()));
        let solutions = last::<PlayJob>(&replies).expect("the review").solutions;
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
    fn a_card_not_held_bad_json_and_another_version_are_errors() {
        let deal = Deal::from_pbn(DEAL).unwrap();
        let job = PlayJob { deal, strain: Strain::NoTrump, leader: Seat::West, cards: vec!["SK".parse().unwrap()] };
        let replies = run(&Request::new(2, 1000, job.clone().wrap()));
        assert!(
            matches!(last::<PlayJob>(&replies), Err(JobError::Refused { message }) if message.contains("does not hold"))
        );
        let mut analyst = Analyst::new(1 << 20, clock);
        let mut replies = Vec::new();
        analyst.handle_text(&format!(r#"{{"version": {VERSION}, "id": 5, "job": 3}}"#), &mut |r| replies.push(r));
        assert_eq!(replies.len(), 1);
        assert_eq!(replies[0].id, 5);
        assert!(matches!(last::<PlayJob>(&replies), Err(JobError::Unreadable { .. })));
        // A page of another build: refused by version, whatever the job.
        let old = Request { version: 1, ..Request::new(6, 1000, job.wrap()) };
        let replies = run(&old);
        assert_eq!(last::<PlayJob>(&replies), Err(JobError::Version { page: 1, worker: VERSION }));
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
        let job = TableJob { deal, dealer: Seat::North, vulnerability: Vulnerability::None };
        analyst.handle(&Request::new(3, 0, job.wrap()), &mut |r| replies.push(r));
        assert_eq!(last::<TableJob>(&replies), Err(JobError::TimedOut { limit_ms: 0 }));
    }
}
