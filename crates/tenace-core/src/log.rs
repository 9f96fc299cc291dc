//! A game with its log: apply, undo, replay, and versioned saves.

use crate::rules::Rules;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::ops::Deref;

/// The serialized form of a game: the setup and every action since, with the
/// version of the format it was written in.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound(serialize = "", deserialize = ""))]
pub struct Record<R: Rules> {
    /// [`Rules::SCHEMA`] of the program that wrote it. Records written before
    /// the field existed are version 1.
    #[serde(default = "first_schema")]
    pub schema: u32,
    pub setup: R::Setup,
    pub actions: Vec<R::Action>,
}

fn first_schema() -> u32 {
    1
}

impl<R: Rules> Eq for Record<R>
where
    R::Setup: Eq,
    R::Action: Eq,
{
}

impl<R: Rules> Record<R> {
    /// A record in the current format.
    pub fn new(setup: R::Setup, actions: Vec<R::Action>) -> Record<R> {
        Record { schema: R::SCHEMA, setup, actions }
    }
}

/// A saved game that could not be replayed: which action, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayError<A, E> {
    /// 1-based position in the log.
    pub number: usize,
    pub action: A,
    pub error: E,
}

impl<A: fmt::Debug, E: fmt::Display> fmt::Display for ReplayError<A, E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "action {} of the saved game ({:?}) cannot be replayed: {}", self.number, self.action, self.error)
    }
}

impl<A: fmt::Debug, E: fmt::Debug + fmt::Display> std::error::Error for ReplayError<A, E> {}

/// Why a record could not be loaded.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LoadError<A: fmt::Debug, E: fmt::Debug + fmt::Display> {
    #[error("this save is of format version {found}, newer than this program reads ({supported}): update Tenace")]
    Newer { found: u32, supported: u32 },
    #[error("{0}")]
    Migration(String),
    #[error(transparent)]
    Replay(ReplayError<A, E>),
}

/// An action that was refused, with the game handed back unchanged (the
/// by-value [`Logged::play`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Refused<G, E> {
    pub game: G,
    pub error: E,
}

impl<G, E: fmt::Display> fmt::Display for Refused<G, E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.error.fmt(f)
    }
}

/// A game with every action applied since its setup.
///
/// The state is reached through `Deref`, so a game's own questions
/// (`game.auction()`, `game.phase()`) read through; changes go through
/// [`Logged::apply`], which logs them. Serialized, a game is its
/// [`Record`]; deserialized, the record is replayed, so a corrupt or
/// tampered save is refused with the action that broke instead of producing
/// a state the rules could not reach.
#[derive(Clone, Debug, PartialEq)]
pub struct Logged<R: Rules> {
    state: R,
    log: Vec<R::Action>,
}

impl<R: Rules> Logged<R> {
    pub fn new(setup: R::Setup) -> Logged<R> {
        Logged { state: R::new(setup), log: Vec::new() }
    }

    /// Rebuilds a game from its setup and log.
    pub fn replay(setup: R::Setup, actions: &[R::Action]) -> Result<Logged<R>, ReplayError<R::Action, R::Error>> {
        let mut game = Logged::<R>::new(setup);
        for (i, action) in actions.iter().enumerate() {
            game.apply(action.clone()).map_err(|error| ReplayError { number: i + 1, action: action.clone(), error })?;
        }
        Ok(game)
    }

    /// Loads a record of any version this program knows: migrated, then
    /// replayed.
    pub fn from_record(record: Record<R>) -> Result<Logged<R>, LoadError<R::Action, R::Error>> {
        let record = if record.schema > R::SCHEMA {
            return Err(LoadError::Newer { found: record.schema, supported: R::SCHEMA });
        } else if record.schema < R::SCHEMA {
            R::migrate(record).map_err(LoadError::Migration)?
        } else {
            record
        };
        Logged::replay(record.setup, &record.actions).map_err(LoadError::Replay)
    }

    /// The game as it is saved.
    pub fn record(&self) -> Record<R> {
        Record::new(self.state.setup().clone(), self.log.clone())
    }

    pub fn state(&self) -> &R {
        &self.state
    }

    pub fn log(&self) -> &[R::Action] {
        &self.log
    }

    /// Is `action` legal now? Never changes the game.
    pub fn check(&self, action: &R::Action) -> Result<(), R::Error> {
        self.state.check(action)
    }

    /// Applies a legal action, logs it, and reports what happened; an illegal
    /// action is refused with the reason and changes nothing.
    pub fn apply(&mut self, action: R::Action) -> Result<Vec<R::Event>, R::Error> {
        let events = self.state.apply(action.clone())?;
        self.log.push(action);
        Ok(events)
    }

    /// [`Logged::apply`] by value: the game after the action, or the
    /// unchanged game handed back with the reason.
    pub fn play(mut self, action: R::Action) -> Result<Logged<R>, Refused<Logged<R>, R::Error>> {
        match self.apply(action) {
            Ok(_) => Ok(self),
            Err(error) => Err(Refused { game: self, error }),
        }
    }

    /// Takes back the last action (a misclick) and returns it.
    pub fn undo(&mut self) -> Option<R::Action> {
        let (last, earlier) = self.log.split_last()?;
        // Every prefix of a valid log is valid, so the replay cannot fail; if
        // it somehow did, the game is left as it was.
        let previous = Logged::replay(self.state.setup().clone(), earlier).ok()?;
        let last = last.clone();
        *self = previous;
        Some(last)
    }

    /// Takes back actions until `keep` says stop (undo to the player's last
    /// decision, say); returns how many were taken back.
    pub fn undo_while(&mut self, mut keep_undoing: impl FnMut(&R::Action) -> bool) -> usize {
        let n = self.log.iter().rev().take_while(|a| keep_undoing(a)).count();
        if n == 0 {
            return 0;
        }
        let earlier = &self.log[..self.log.len() - n];
        match Logged::replay(self.state.setup().clone(), earlier) {
            Ok(previous) => {
                *self = previous;
                n
            }
            Err(_) => 0,
        }
    }

    /// Takes the log back to its first `len` actions: what a caller that
    /// applied several actions as one step does when a later one is refused
    /// (no clone of the game kept aside). Returns how many were taken back.
    pub fn rewind(&mut self, len: usize) -> usize {
        let mut extra = self.log.len().saturating_sub(len);
        self.undo_while(|_| {
            let more = extra > 0;
            extra = extra.saturating_sub(1);
            more
        })
    }

    pub fn into_state(self) -> R {
        self.state
    }
}

impl<R: Rules + Eq> Eq for Logged<R> where R::Action: Eq {}

impl<R: Rules> Deref for Logged<R> {
    type Target = R;
    fn deref(&self) -> &R {
        &self.state
    }
}

impl<R: Rules> Serialize for Logged<R> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.record().serialize(s)
    }
}

impl<'de, R: Rules> Deserialize<'de> for Logged<R> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let record = Record::<R>::deserialize(d)?;
        Logged::from_record(record).map_err(serde::de::Error::custom)
    }
}

/// Checks that a game keeps the laws of [`Rules`], for each game's property
/// tests: `roundtrip` is the save format (say, JSON out and back in).
pub mod conformance {
    use super::*;

    /// Replaying the log gives the same state; undoing each action in turn
    /// gives the state before it; the record survives `roundtrip`; a refused
    /// action (any action `refused` names that `check` refuses) changes
    /// nothing.
    pub fn check_game<R: Rules>(
        game: &Logged<R>,
        roundtrip: impl Fn(&Record<R>) -> Result<Record<R>, String>,
    ) -> Result<(), String> {
        let replayed = Logged::replay(game.setup().clone(), game.log()).map_err(|e| format!("replay: {e}"))?;
        if replayed != *game {
            return Err("the replayed log gives a different state".into());
        }
        let back = roundtrip(&game.record())?;
        let loaded = Logged::<R>::from_record(back).map_err(|e| format!("load: {e}"))?;
        if loaded != *game {
            return Err("the saved record loads to a different state".into());
        }
        let mut states = vec![Logged::<R>::new(game.setup().clone())];
        for action in game.log() {
            let mut next = states[states.len() - 1].clone();
            next.apply(action.clone()).map_err(|e| format!("step: {e}"))?;
            states.push(next);
        }
        let mut undone = game.clone();
        for (i, action) in game.log().iter().enumerate().rev() {
            if undone.undo().as_ref() != Some(action) {
                return Err(format!("undo did not take back action {}", i + 1));
            }
            if undone != states[i] {
                return Err(format!("undoing action {} did not restore the state before it", i + 1));
            }
        }
        Ok(())
    }

    /// Applying an action that `check` refuses must change nothing.
    pub fn check_refusal<R: Rules>(state: &R, action: &R::Action) -> Result<(), String> {
        if state.check(action).is_ok() {
            return Ok(());
        }
        let mut copy = state.clone();
        if copy.apply(action.clone()).is_ok() {
            return Err(format!("{action:?} was refused by check but accepted by apply"));
        }
        if copy != *state {
            return Err(format!("refusing {action:?} changed the state"));
        }
        Ok(())
    }

    /// Plays a game to its end (or `max_actions`) choosing among the legal
    /// actions with `pick(number of choices) -> index`; checks that every
    /// player due to act has a legal action and that each is accepted.
    pub fn random_playout<R: Rules>(
        setup: R::Setup,
        max_actions: usize,
        mut pick: impl FnMut(usize) -> usize,
    ) -> Result<Logged<R>, String> {
        let mut game = Logged::<R>::new(setup);
        for _ in 0..max_actions {
            let due = game.to_act();
            if due.is_empty() {
                if !game.is_over() {
                    return Err("nobody is due to act, yet the game is not over".into());
                }
                return Ok(game);
            }
            let player = due[pick(due.len()) % due.len()];
            let legal = game.legal_actions(player);
            if legal.is_empty() {
                return Err(format!("{player:?} is due to act but has no legal action"));
            }
            let action = legal[pick(legal.len()) % legal.len()].clone();
            game.apply(action.clone()).map_err(|e| format!("legal action {action:?} refused: {e}"))?;
        }
        Ok(game)
    }
}
