//! The Preferans table's controller: everything the view shows and does,
//! without a web crate, so the host tests drive it as the browser does.
//!
//! * [`Controller`] holds the settings, the game (`Logged<Game>`, the
//!   engine's state machine with its log), one [`Note`] per logged action
//!   (a robot's, with its reason, or the user's), the revision robots' answers
//!   are matched against, the deals the user has looked at, a record being
//!   replayed and a notice.
//! * [`Controller::reduce`] is the one way to change it: a [`Msg`] in,
//!   [`Effect`]s out (ask a robot, write the save).
//! * [`worker`]: the robot worker's protocol ([`RobotJob`] → [`RobotAnswer`])
//!   and its side ([`worker::Robots::answer`]), which rebuilds the game from
//!   the job's record and asks `tenace_preferans::robot::decide`.
//! * [`save`]: the autosave (schema [`save::SCHEMA`]); a save that does not
//!   read or replay is set aside with a notice.
//! * [`link`]: `#preferans&seed=…` links that deal a game from its seed.
//!
//! The user sits at seat A (`Player(0)`); robots play the others. The view
//! numbers seats 1–4 clockwise from the user (`seat_number`).

pub mod claim;
pub mod guided;
pub mod link;
pub mod save;
pub mod worker;

use serde::{Deserialize, Serialize};
use tenace_core::{Logged, Player, Rules};
use tenace_preferans::playrecord::{self, Extras};
use tenace_preferans::robot::Level;
use tenace_preferans::text::Text;
use tenace_preferans::{Action, Game, Options, Setup, Table, Variant};

pub use worker::{RobotAnswer, RobotJob};

/// The user's seat.
pub const ME: Player = Player::new(0);

/// The view's number for a seat: 1 for the user, then clockwise (the test hooks' `hand-<n>`).
pub fn seat_number(p: Player) -> usize {
    p.index() + 1
}

/// The table the user chose (saved with the game).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    pub variant: Variant,
    /// 3 or 4.
    pub players: u8,
    /// The pool target T (P60).
    pub pool: i64,
    /// The table options of P85.
    #[serde(default, skip_serializing_if = "Options::is_empty")]
    pub options: Options,
    /// How hard the robots think.
    #[serde(default)]
    pub level: Level,
    /// The robots' pause before each decision, in milliseconds.
    #[serde(default = "default_delay")]
    pub delay_ms: u32,
}

fn default_delay() -> u32 {
    300
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            variant: Variant::Sochi,
            players: 3,
            pool: 10,
            options: Options::default(),
            level: Level::Normal,
            delay_ms: default_delay(),
        }
    }
}

impl Settings {
    /// The engine's table, or why these settings make none (naming the rule).
    pub fn table(&self) -> Result<Table, String> {
        let mut table = Table::new(self.variant, self.players as usize, self.pool)?;
        table.options = self.options.clone();
        Ok(table)
    }

    /// The setup of a game dealt from `seed`, checked.
    pub fn setup(&self, seed: u64) -> Result<Setup, String> {
        let setup = Setup::seeded(self.table()?, seed);
        setup.validate()?;
        Ok(setup)
    }
}

/// Who made a logged action, and why (a robot's reason).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Note {
    pub robot: bool,
    /// The deal it was made in (from 0).
    #[serde(default)]
    pub deal: usize,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<Text>,
    /// A robot's time for the decision in the worker, in microseconds (the view shows it as `data-us`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub us: Option<u64>,
}

/// A message for the user: a key of the view's words with its arguments
/// (translated by the view), or a sentence of the engine (a refusal names
/// its rule in English, as the bridge table shows the engine's reasons).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub key: &'static str,
    pub args: Vec<(&'static str, String)>,
    pub error: bool,
}

impl Notice {
    fn error(key: &'static str, args: Vec<(&'static str, String)>) -> Notice {
        Notice { key, args, error: true }
    }

    fn info(key: &'static str, args: Vec<(&'static str, String)>) -> Notice {
        Notice { key, args, error: false }
    }
}

/// A play record being replayed card by card.
#[derive(Clone, Debug)]
pub struct Replay {
    pub actions: Vec<Action>,
    /// The game after `game.log().len()` actions of `actions`.
    pub game: Logged<Game>,
}

impl Replay {
    pub fn cursor(&self) -> usize {
        self.game.log().len()
    }
}

/// Everything that changes the table.
#[derive(Clone, Debug)]
pub enum Msg {
    /// A call, discard, contract, defence call, card or choice of the user.
    User(Action),
    /// A robot's answer to the job of `revision`.
    Robot(RobotAnswer),
    /// The user commits an irregularity of §14 (practice): allowed out of
    /// turn, as irregularities are; the ruling is carried out at the table.
    Commit(tenace_preferans::irregularity::Irregularity),
    /// The user claims (checked double dummy, then played out card by card).
    Claim(claim::Claim),
    /// Takes back the user's last action and every robot action after it.
    Undo,
    /// The user has seen the last deal's result: the next deal goes on.
    NextDeal,
    /// A new game at these settings from this seed.
    NewGame {
        settings: Settings,
        seed: u64,
    },
    /// An Appendix C record to replay.
    LoadRecord(String),
    /// Steps in the replay: to action `n` of the record.
    ReplayTo(usize),
    /// Back to the game in progress.
    LeaveReplay,
    Dismiss,
    /// Opens a guided scenario of §14 (`lesson: false`) or a first lesson, from its start.
    OpenGuide {
        lesson: bool,
        index: usize,
    },
    /// Commits the open scenario's irregularity (the ruling follows and is enforced).
    CommitGuided,
    /// Closes the guide: the game in progress comes back.
    LeaveGuide,
}

/// What the view must do after a change.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// Ask the robot worker (after the settings' delay).
    Ask(RobotJob),
    /// Write the save (the text of [`save::write`]).
    Save(String),
}

/// The table.
#[derive(Clone, Debug)]
pub struct Controller {
    pub settings: Settings,
    pub seed: u64,
    pub game: Logged<Game>,
    /// One per action of `game.log()`.
    pub notes: Vec<Note>,
    /// Bumped by every change robots or the save care about.
    pub revision: u64,
    /// Finished deals whose result the user has dismissed ("next deal").
    pub acknowledged: usize,
    pub replay: Option<Replay>,
    pub notice: Option<Notice>,
    /// A guided scenario or lesson open at the table (the game in progress waits in it).
    pub guide: Option<Guide>,
}

/// A guided scenario of §14 or a first lesson at the table ([`guided`]).
#[derive(Clone, Debug)]
pub struct Guide {
    /// A lesson (else a scenario of the Code's penalties).
    pub lesson: bool,
    /// Its place in [`guided::lessons`] or [`guided::scenarios`].
    pub index: usize,
    pub guided: guided::Guided,
    /// The game in progress, back when the guide is closed (it alone is saved).
    pub back: Box<Controller>,
}

impl Controller {
    /// A new game; settings that make no table fall back to the defaults with a notice.
    pub fn new(settings: Settings, seed: u64) -> Controller {
        let (settings, setup, notice) = match settings.setup(seed) {
            Ok(setup) => (settings, setup, None),
            Err(e) => {
                let d = Settings::default();
                let setup = d.setup(seed).unwrap_or_else(|_| Setup::seeded(fallback_table(), seed));
                (d, setup, Some(Notice::error("pref.notice.bad-settings", vec![("error", e)])))
            }
        };
        Controller {
            settings,
            seed,
            game: Logged::new(setup),
            notes: Vec::new(),
            revision: 1,
            acknowledged: 0,
            replay: None,
            notice,
            guide: None,
        }
    }

    /// The table whose game is saved: the game in progress, also while a guide is open.
    pub fn saved(&self) -> &Controller {
        match &self.guide {
            Some(g) => &g.back,
            None => self,
        }
    }

    /// Whether the open scenario's irregularity has been committed.
    pub fn guide_committed(&self) -> bool {
        self.guide.is_some() && self.game.log().iter().any(|a| matches!(a, Action::Irregular { .. }))
    }

    fn open_guide(&mut self, lesson: bool, index: usize) -> Result<(), String> {
        let list = if lesson { guided::lessons() } else { guided::scenarios() };
        let g = list.get(index).ok_or_else(|| format!("there is no guide number {}", index + 1))?.clone();
        let game = g.start()?;
        let back = match self.guide.take() {
            Some(open) => open.back,
            None => Box::new(std::mem::replace(self, Controller::new(Settings::default(), 0))),
        };
        let mut settings = back.settings.clone();
        settings.variant = g.setup.table.variant;
        settings.players = g.setup.table.players.count() as u8;
        let revision = back.revision.max(self.revision) + 1;
        *self = Controller {
            settings,
            seed: back.seed,
            // The prepared actions count as the table's, so undo stops at the prepared position.
            notes: vec![Note { robot: true, deal: 0, reason: None, us: None }; game.log().len()],
            game,
            revision,
            acknowledged: 0,
            replay: None,
            notice: None,
            guide: Some(Guide { lesson, index, guided: g, back }),
        };
        Ok(())
    }

    /// The game shown: the replay's, else the one in progress.
    pub fn shown(&self) -> &Game {
        match &self.replay {
            Some(r) => r.game.state(),
            None => self.game.state(),
        }
    }

    /// A finished deal waits for the user's "next deal" (robots wait too).
    pub fn between_deals(&self) -> bool {
        self.game.finished.len() > self.acknowledged
    }

    /// The seat a robot must decide for now, if any.
    pub fn robot_turn(&self) -> Option<Player> {
        if self.replay.is_some() || self.between_deals() || self.game.is_over() {
            return None;
        }
        self.game.to_act().into_iter().find(|p| *p != ME)
    }

    /// Whether the user is to act.
    pub fn user_turn(&self) -> bool {
        self.replay.is_none() && !self.between_deals() && self.game.to_act().contains(&ME)
    }

    /// The notes of the current deal's actions, with their places in the log.
    pub fn deal_notes(&self) -> impl Iterator<Item = (usize, &Action, &Note)> + '_ {
        let n = self.game.hand().map(|h| h.number);
        self.game
            .log()
            .iter()
            .zip(&self.notes)
            .enumerate()
            .filter(move |(_, (_, note))| Some(note.deal) == n)
            .map(|(i, (a, note))| (i, a, note))
    }

    /// The job for the robot whose turn it is.
    pub fn robot_job(&self) -> Option<RobotJob> {
        let seat = self.robot_turn()?;
        Some(RobotJob { revision: self.revision, seat, level: self.settings.level, record: self.game.record() })
    }

    /// The game as an Appendix C play record (its finished deals).
    pub fn play_record(&self) -> Result<String, String> {
        playrecord::write(self.shown(), Extras { seed: Some(self.seed), game: None, max_deals: None })
    }

    fn changed(&mut self) -> Vec<Effect> {
        self.revision += 1;
        let mut out = Vec::new();
        if self.replay.is_none() {
            out.push(Effect::Save(save::write(self.saved())));
        }
        out.extend(self.robot_job().map(Effect::Ask));
        out
    }

    /// The effects that start the table after it was built or loaded (the first robot turn).
    pub fn start(&self) -> Vec<Effect> {
        self.robot_job().map(Effect::Ask).into_iter().collect()
    }

    fn act(&mut self, action: Action, mut note: Note) -> Vec<Effect> {
        note.deal = self.game.hand().map(|h| h.number).unwrap_or(0);
        match self.game.apply(action) {
            Ok(_) => {
                self.notes.push(note);
                self.notice = None;
                self.changed()
            }
            Err(e) => {
                self.notice = Some(Notice::error("pref.notice.refused", vec![("reason", e.0)]));
                Vec::new()
            }
        }
    }

    /// The one way to change the table.
    pub fn reduce(&mut self, msg: Msg) -> Vec<Effect> {
        match msg {
            Msg::User(action) => {
                if !self.user_turn() {
                    self.notice = Some(Notice::error("pref.notice.not-your-turn", Vec::new()));
                    return Vec::new();
                }
                self.act(action, Note { robot: false, deal: 0, reason: None, us: None })
            }
            Msg::Commit(irregularity) => {
                if self.replay.is_some() || self.between_deals() || self.game.is_over() {
                    return Vec::new();
                }
                self.act(Action::Irregular { irregularity }, Note { robot: false, deal: 0, reason: None, us: None })
            }
            Msg::Claim(what) => {
                if self.replay.is_some() || self.between_deals() {
                    return Vec::new();
                }
                match claim::check(self.game.state(), ME, what) {
                    Ok(cards) => {
                        let deal = self.game.hand().map(|h| h.number).unwrap_or(0);
                        for (i, action) in cards.into_iter().enumerate() {
                            if self.game.apply(action).is_err() {
                                break;
                            }
                            // The claim is the user's (undo takes it back whole); the cards after it follow from it.
                            self.notes.push(Note { robot: i > 0, deal, reason: None, us: None });
                        }
                        self.notice = Some(Notice::info("pref.claim.accepted", Vec::new()));
                        self.changed()
                    }
                    Err(refusal) => {
                        self.notice = Some(match refusal {
                            claim::Refusal::NotInPlay => Notice::error("pref.claim.not-in-play", Vec::new()),
                            claim::Refusal::AllPass => Notice::error("pref.claim.allpass", Vec::new()),
                            claim::Refusal::NotDeclarerOrDefender => Notice::error("pref.claim.not-yours", Vec::new()),
                            claim::Refusal::Beaten(n) => Notice::error("pref.claim.beaten", vec![("n", n.to_string())]),
                        });
                        Vec::new()
                    }
                }
            }
            Msg::Robot(answer) => {
                // A stale answer (the table changed since it was asked) is dropped.
                if answer.revision != self.revision || self.robot_turn() != Some(answer.seat) {
                    return Vec::new();
                }
                match answer.outcome {
                    Ok((action, reason)) => {
                        let us = (answer.ms > 0.0).then(|| (answer.ms * 1000.0).round() as u64);
                        self.act(action, Note { robot: true, deal: 0, reason: Some(reason), us })
                    }
                    Err(e) => {
                        self.notice = Some(Notice::error("pref.notice.robot-failed", vec![("error", e)]));
                        Vec::new()
                    }
                }
            }
            Msg::Undo => {
                if self.replay.is_some() {
                    return Vec::new();
                }
                let Some(last) = self.notes.iter().rposition(|n| !n.robot) else {
                    self.notice = Some(Notice::info("pref.notice.nothing-to-undo", Vec::new()));
                    return Vec::new();
                };
                while self.game.log().len() > last {
                    if self.game.undo().is_none() {
                        break;
                    }
                }
                self.notes.truncate(self.game.log().len());
                self.acknowledged = self.acknowledged.min(self.game.finished.len());
                self.notice = None;
                self.changed()
            }
            Msg::NextDeal => {
                if !self.between_deals() {
                    return Vec::new();
                }
                self.acknowledged = self.game.finished.len();
                self.changed()
            }
            Msg::NewGame { settings, seed } => {
                let replay = self.replay.take();
                *self = Controller::new(settings, seed);
                drop(replay);
                self.changed()
            }
            Msg::LoadRecord(text) => match playrecord::replay(&text) {
                Ok(full) => {
                    let setup = full.state().setup().clone();
                    let actions = full.log().to_vec();
                    let game = Logged::new(setup);
                    self.replay = Some(Replay { actions, game });
                    self.notice = Some(Notice::info("pref.notice.record-loaded", Vec::new()));
                    self.revision += 1;
                    Vec::new()
                }
                Err(e) => {
                    self.notice = Some(Notice::error("pref.notice.record-bad", vec![("error", e)]));
                    Vec::new()
                }
            },
            Msg::ReplayTo(n) => {
                if let Some(r) = &mut self.replay {
                    let n = n.min(r.actions.len());
                    if n < r.cursor() {
                        let setup = r.game.state().setup().clone();
                        match Logged::replay(setup, &r.actions[..n]) {
                            Ok(g) => r.game = g,
                            Err(e) => {
                                self.notice =
                                    Some(Notice::error("pref.notice.record-bad", vec![("error", e.to_string())]))
                            }
                        }
                    } else {
                        while r.cursor() < n {
                            let a = r.actions[r.cursor()].clone();
                            if let Err(e) = r.game.apply(a) {
                                self.notice = Some(Notice::error("pref.notice.record-bad", vec![("error", e.0)]));
                                break;
                            }
                        }
                    }
                    self.revision += 1;
                }
                Vec::new()
            }
            Msg::LeaveReplay => {
                if self.replay.take().is_some() {
                    self.notice = None;
                    return self.changed();
                }
                Vec::new()
            }
            Msg::Dismiss => {
                self.notice = None;
                Vec::new()
            }
            Msg::OpenGuide { lesson, index } => match self.open_guide(lesson, index) {
                Ok(()) => self.changed(),
                Err(e) => {
                    self.notice = Some(Notice::error("pref.notice.guide-bad", vec![("error", e)]));
                    Vec::new()
                }
            },
            Msg::CommitGuided => {
                let irregularity = match &self.guide {
                    Some(g) if !g.lesson && !self.guide_committed() => g.guided.irregular.clone(),
                    _ => None,
                };
                match irregularity {
                    Some(irregularity) => self.reduce(Msg::Commit(irregularity)),
                    None => Vec::new(),
                }
            }
            Msg::LeaveGuide => match self.guide.take() {
                Some(g) => {
                    let revision = self.revision;
                    *self = *g.back;
                    self.revision = self.revision.max(revision);
                    self.notice = None;
                    self.changed()
                }
                None => Vec::new(),
            },
        }
    }
}

/// The defaults' table (3 players, pool 10): always valid.
fn fallback_table() -> Table {
    Table {
        variant: Variant::Sochi,
        options: Options::default(),
        players: tenace_core::Seating::within(3, 3, 4).unwrap_or_else(|_| unreachable!("3 players is a valid table")),
        pool: 10,
        first_dealer: Player::new(2),
    }
}

#[cfg(test)]
mod tests;
