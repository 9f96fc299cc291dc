//! Double-dummy analysis in the reducer's terms: what the worker should be
//! asked now ([`Table::dd_asks`]), and what its answers mean for the state.
//!
//! The solver runs only in the worker (`crates/tenace-worker`); this module
//! holds plain data. Each ask carries a [`Tag`] naming the deal (or play, or
//! position) it is about, so that an answer about an earlier state is
//! dropped, as robot answers are.

use crate::state::Table;
use tenace_bridge::{BySeat, Phase, Seat, Side, Strain};
use tenace_cards::Card;
use tenace_dd::{DdTable, Position, PositionSolution};
use tenace_protocol::{JobError, PlayJob, PlayReply, PositionJob, PositionReply, Progress, TableJob, TableReply};

/// Time limits given to the worker (its guard against a freak deal).
pub const TABLE_LIMIT_MS: u32 = 120_000;
pub const PLAY_LIMIT_MS: u32 = 120_000;
pub const HINT_LIMIT_MS: u32 = 20_000;

/// A piece of analysis, from wanted to known. Serde: the after-the-deal
/// module is handed it (`crate::panels::AfterContext`).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum Work<T> {
    /// Wanted and not yet answered (asked when the worker is free to take it).
    Wanted,
    Running {
        done: usize,
        total: usize,
    },
    Done(T),
    /// Cancelled by the player; "Solve again" makes it wanted again.
    Cancelled,
    /// The worker's time limit ran out, or it failed: the reason in words.
    Failed(String),
}

impl<T> Work<T> {
    fn in_progress(&self) -> bool {
        matches!(self, Work::Wanted | Work::Running { .. })
    }
}

/// The double-dummy table and par of the deal on the table.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct DdSummary {
    pub table: DdTable,
    /// From North-South's point of view.
    pub par_score: i32,
    pub par_contracts: Vec<String>,
}

/// What an ask is about. Answers carry it back.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Tag {
    /// The table of the deal begun at this revision.
    Table { deal: u64 },
    /// The review of the play as it stood at this key (the deal's revision, or the last undo's).
    Review { play: u64 },
    /// Best cards at this revision.
    Hint { revision: u64 },
}

/// A job of the analysis (the protocol's types).
#[derive(Clone, Debug, PartialEq)]
pub enum DdJob {
    Table(TableJob),
    Play(PlayJob),
    Position(PositionJob),
}

/// One request for the worker.
#[derive(Clone, Debug, PartialEq)]
pub struct Ask {
    pub tag: Tag,
    pub limit_ms: u32,
    pub job: DdJob,
}

/// What the worker said about an ask: progress, or the job's own reply or error.
#[derive(Clone, Debug, PartialEq)]
pub enum DdEvent {
    Progress(Progress),
    Table(Result<TableReply, JobError>),
    Play(Result<PlayReply, JobError>),
    Position(Result<PositionReply, JobError>),
}

/// The worker's words for a failed job: its own failure, or the worker's.
fn failure(e: &JobError) -> String {
    match e {
        JobError::Unavailable { message } | JobError::Crashed { message } => {
            format!("the double-dummy worker failed: {message}")
        }
        other => other.to_string(),
    }
}

/// The analysis of the deal on the table.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// The revision at which the deal began: names it in [`Tag::Table`].
    pub deal: u64,
    /// Changes when the play changes after the deal ended (undo).
    pub play: u64,
    pub table: Work<DdSummary>,
    /// One solution per card played, each for the position before it.
    pub review: Work<Vec<PositionSolution>>,
    /// The review cursor: the index of the card looked at.
    pub step: usize,
    /// Best cards for the position at a revision (or why there are none).
    pub hint: Option<(u64, Result<PositionSolution, String>)>,
}

impl Analysis {
    pub fn new(deal: u64) -> Analysis {
        Analysis { deal, play: deal, table: Work::Wanted, review: Work::Wanted, step: 0, hint: None }
    }

    /// The play changed (undo): its review must be made again.
    pub fn play_changed(&mut self, revision: u64) {
        self.play = revision;
        self.review = Work::Wanted;
        self.step = 0;
    }

    /// Takes a message from the worker; answers about another deal, play or position are dropped.
    pub fn take(&mut self, tag: Tag, event: DdEvent, revision: u64) {
        match (tag, event) {
            (Tag::Table { deal }, DdEvent::Progress(p)) if deal == self.deal => progress(&mut self.table, p),
            (Tag::Review { play }, DdEvent::Progress(p)) if play == self.play => progress(&mut self.review, p),
            (Tag::Table { deal }, DdEvent::Table(reply)) if deal == self.deal => settle(
                &mut self.table,
                reply.map(|r| DdSummary { table: r.table, par_score: r.par_score, par_contracts: r.par_contracts }),
            ),
            (Tag::Review { play }, DdEvent::Play(reply)) if play == self.play => {
                settle(&mut self.review, reply.map(|r| r.solutions))
            }
            (Tag::Hint { revision: asked }, DdEvent::Position(reply)) if asked == revision => match reply {
                Ok(r) => self.hint = Some((asked, Ok(r.solution))),
                // A cancelled hint is asked again at the next change.
                Err(JobError::Cancelled) => {}
                Err(e) => self.hint = Some((asked, Err(failure(&e)))),
            },
            _ => {}
        }
    }

    /// The player cancelled: whatever was being solved stops.
    pub fn cancel(&mut self) {
        if self.table.in_progress() {
            self.table = Work::Cancelled;
        }
        if self.review.in_progress() {
            self.review = Work::Cancelled;
        }
    }

    /// "Solve again" after a cancel or a failure.
    pub fn retry(&mut self) {
        if matches!(self.table, Work::Cancelled | Work::Failed(_)) {
            self.table = Work::Wanted;
        }
        if matches!(self.review, Work::Cancelled | Work::Failed(_)) {
            self.review = Work::Wanted;
        }
    }
}

fn progress<T>(work: &mut Work<T>, p: Progress) {
    if work.in_progress() {
        *work = Work::Running { done: p.done, total: p.total };
    }
}

fn settle<T>(work: &mut Work<T>, reply: Result<T, JobError>) {
    if !work.in_progress() {
        return;
    }
    *work = match reply {
        Ok(value) => Work::Done(value),
        // The player's Cancel already said so.
        Err(JobError::Cancelled) => return,
        Err(e) => Work::Failed(failure(&e)),
    };
}

/// A card of the play, with the seat that played it and its trick.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PlayedCard {
    pub seat: Seat,
    pub card: Card,
    /// 0-based trick number.
    pub trick: usize,
    /// Tricks left to play from this card's trick on (this one included).
    pub tricks_left: usize,
}

/// Compared with double dummy: the actual result of the deal.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Comparison {
    /// Declarer's tricks minus the double-dummy tricks for the contract (None when passed out).
    pub vs_dd: Option<(i32, u8)>,
    /// North-South's score minus the par score.
    pub vs_par: i32,
    pub ns_score: i32,
}

impl Table {
    /// Every card played so far, in order.
    /// The robots' reasons for the cards played, in play order (`None` for
    /// the user's cards): the review's "why this card?".
    pub fn play_reasons(&self) -> Vec<Option<String>> {
        self.game()
            .log()
            .iter()
            .enumerate()
            .filter(|(_, a)| matches!(a, tenace_bridge::Action::Play { .. }))
            .map(|(i, _)| self.current.notes.get(i).filter(|n| n.robot).and_then(|n| n.reason_text()))
            .collect()
    }

    pub fn played_cards(&self) -> Vec<PlayedCard> {
        let Some(play) = self.game().cardplay() else { return Vec::new() };
        let done = play.completed_tricks().len();
        let left = usize::from(play.tricks_remaining());
        play.cards_by_trick()
            .map(|(trick, seat, card)| PlayedCard { seat, card, trick, tricks_left: left + done - trick })
            .collect()
    }

    /// What the worker should be working on now.
    pub fn dd_asks(&self) -> Vec<Ask> {
        let game = self.game();
        let analysis = &self.analysis;
        let mut asks = Vec::new();
        let setup = game.setup();
        if game.phase() == Phase::Finished {
            if analysis.table == Work::Wanted {
                asks.push(Ask {
                    tag: Tag::Table { deal: analysis.deal },
                    limit_ms: TABLE_LIMIT_MS,
                    job: DdJob::Table(TableJob {
                        deal: setup.deal,
                        dealer: setup.dealer,
                        vulnerability: setup.vulnerability,
                    }),
                });
            }
            let cards: Vec<Card> = self.played_cards().iter().map(|p| p.card).collect();
            if let (Work::Wanted, Some(contract), false) = (&analysis.review, game.contract(), cards.is_empty()) {
                asks.push(Ask {
                    tag: Tag::Review { play: analysis.play },
                    limit_ms: PLAY_LIMIT_MS,
                    job: DdJob::Play(PlayJob {
                        deal: setup.deal,
                        strain: contract.strain(),
                        leader: contract.opening_leader(),
                        cards,
                    }),
                });
            }
        }
        if let Some(position) = self.hint_position() {
            if analysis.hint.as_ref().is_none_or(|(at, _)| *at != self.revision) {
                asks.push(Ask {
                    tag: Tag::Hint { revision: self.revision },
                    limit_ms: HINT_LIMIT_MS,
                    job: DdJob::Position(PositionJob { position }),
                });
            }
        }
        asks
    }

    /// The position to give hints for: hints are on and the user is to play.
    fn hint_position(&self) -> Option<Position> {
        let game = self.game();
        if !self.settings.hint || game.phase() != Phase::Play || !self.user_to_act() {
            return None;
        }
        let play = game.cardplay()?;
        let trick = play.current_trick();
        Some(Position {
            strain: play.contract().strain(),
            hands: BySeat::from_fn(|s| play.hand(s)),
            leader: trick.leader,
            trick: trick.cards.clone(),
        })
    }

    /// The hint for the position on the table now, if it is known.
    pub fn hint(&self) -> Option<&PositionSolution> {
        match &self.analysis.hint {
            Some((at, Ok(solution))) if *at == self.revision && self.hint_position().is_some() => Some(solution),
            _ => None,
        }
    }

    /// The finished deal against double dummy and par.
    pub fn comparison(&self, dd: &DdSummary) -> Option<Comparison> {
        let result = self.game().result()?;
        let ns_score = result.duplicate_score_ns(self.game().setup().vulnerability);
        let vs_dd = result.contract.map(|c| {
            let best = dd.table.tricks(c.strain(), c.declarer);
            (i32::from(result.declarer_tricks) - i32::from(best), best)
        });
        Some(Comparison { vs_dd, vs_par: ns_score - dd.par_score, ns_score })
    }
}

/// The side of a seat, in words ("North-South").
pub fn side_words(side: Side) -> &'static str {
    match side {
        Side::NorthSouth => "North-South",
        Side::EastWest => "East-West",
    }
}

/// Strains as a table shows them, from the top row.
pub const TABLE_STRAINS: [Strain; 5] =
    [Strain::NoTrump, Strain::Spades, Strain::Hearts, Strain::Diamonds, Strain::Clubs];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::{Msg, ScoringMode, Settings};
    use std::rc::Rc;
    use tenace_bridge::{Action, Call, Game};
    use yew::Reducible;

    fn finished_table() -> Table {
        let mut t = Table::new(42, Settings::default(), ScoringMode::Duplicate);
        let mut g = Game::new(t.game().setup().clone());
        while let Some(seat) = g.to_act() {
            g.apply(Action::Call { seat, call: Call::Pass }).unwrap();
        }
        t.current.game = g;
        t
    }

    #[test]
    fn a_finished_deal_asks_for_its_table_once_and_takes_only_its_own_answers() {
        let t = Rc::new(finished_table());
        let asks = t.dd_asks();
        assert_eq!(asks.len(), 1, "a passed-out deal has no play to review: {asks:?}");
        let tag = asks[0].tag;
        let stale = Tag::Table { deal: t.analysis.deal + 1 };
        let t = t.reduce(Msg::Dd { tag: stale, event: DdEvent::Progress(Progress { done: 4, total: 20 }) });
        assert_eq!(t.analysis.table, Work::Wanted);
        let t = t.reduce(Msg::Dd { tag, event: DdEvent::Progress(Progress { done: 4, total: 20 }) });
        assert_eq!(t.analysis.table, Work::Running { done: 4, total: 20 });
        let t = t.reduce(Msg::DdCancel);
        assert_eq!(t.analysis.table, Work::Cancelled);
        assert!(t.dd_asks().is_empty(), "a cancelled table is not asked again");
        let t = t.reduce(Msg::DdRetry);
        assert_eq!(t.dd_asks().len(), 1);
        let table = DdTable::from_rows([BySeat::splat(7); 5]);
        let reply = TableReply { table, par_score: 90, par_contracts: vec!["1NTS=".into()], ms: 1.0 };
        let t = t.reduce(Msg::Dd { tag, event: DdEvent::Table(Ok(reply)) });
        let Work::Done(dd) = &t.analysis.table else { panic!("{:?}", t.analysis.table) };
        let cmp = t.comparison(dd).unwrap();
        assert_eq!(cmp, Comparison { vs_dd: None, vs_par: -90, ns_score: 0 });
        assert!(t.dd_asks().is_empty());
    }

    #[test]
    fn hints_are_asked_only_when_on_and_the_user_is_to_play() {
        let mut t = finished_table();
        t.settings.hint = true;
        assert!(t.dd_asks().iter().all(|a| !matches!(a.tag, Tag::Hint { .. })));
        let mut g = Game::new(t.game().setup().clone());
        // Board 1, North deals: 1NT by North, East leads; South is dummy, so the user (South)
        // has nothing to play until… use a contract by South instead: North passes, South 1NT.
        for c in ["P", "P", "1NT", "P", "P", "P"] {
            let seat = g.to_act().unwrap();
            g.apply(Action::Call { seat, call: c.parse().unwrap() }).unwrap();
        }
        t.current.game = g;
        // West leads: a robot's turn.
        assert!(t.dd_asks().is_empty());
        let seat = t.game().to_act().unwrap();
        let card = t.game().legal_cards().iter().next().unwrap();
        t.current.game.apply(Action::Play { seat, card }).unwrap();
        t.revision += 1;
        // North (dummy) is to play: the user declares, so it is theirs.
        let asks = t.dd_asks();
        assert!(matches!(asks.as_slice(), [Ask { tag: Tag::Hint { .. }, job: DdJob::Position(_), .. }]), "{asks:?}");
        t.settings.hint = false;
        assert!(t.dd_asks().is_empty());
    }
}
