//! Robots for every decision of a deal, each with a reason a player can
//! read ([`Text`], translated by `tenace-i18n`).
//!
//! A robot sees the game only through [`Knowledge`]: the hands
//! `visible_to(Viewer::Seat(me))` shows, and the public history (calls,
//! the talon once shown, the tricks, the sheet), plus its own discard when
//! it declares. Unseen cards are sampled consistently with what the play
//! has shown (voids, the talon in declarer's hand) and each candidate is
//! scored double dummy by the 3-hand solver:
//!
//! * bids: the hand's tricks in each strain, and misère, over sampled
//!   talons and layouts (`bidding`);
//! * the discard and the contract: candidate discards scored the same way;
//! * whist, pass and half-whist: each choice's expected change of the
//!   robot's settlement over sampled layouts, scored by the rules' own
//!   scorer (`whist`);
//! * cards: sampling and double dummy for declarer, defence, misère (both
//!   sides) and all-pass (`play`).
//!
//! Effort is counted in layouts and solver nodes, never in time, so a
//! robot's decision is the same on every machine.

mod bidding;
mod play;
pub mod reason;
mod sample;
mod whist;

use crate::bid::{Bid, Call};
use crate::deal::Roles;
use crate::defence::{Step, WhistCall};
use crate::game::{Action, Game, Stage};
use crate::play::TrickLog;
use crate::record::Kind;
use crate::scoring::Defence;
use crate::sheet::Sheet;
use crate::text::Text;
use crate::variant::Params;
use serde::{Deserialize, Serialize};
use tenace_cards::{Card, CardSet, Suit};
use tenace_core::{ByPlayer, Player, Rules, Viewer};

pub use whist::loss_on_actual as whist_loss;

/// How hard a robot thinks.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Level {
    /// Few layouts: tests and slow devices.
    Fast,
    /// The default: well inside a tenth of a second a decision.
    #[default]
    Normal,
    /// Many layouts, for analysis.
    Strong,
}

impl Level {
    pub fn by_name(name: &str) -> Option<Level> {
        match name {
            "fast" => Some(Level::Fast),
            "normal" => Some(Level::Normal),
            "strong" => Some(Level::Strong),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Level::Fast => "fast",
            Level::Normal => "normal",
            Level::Strong => "strong",
        }
    }

    pub(crate) fn effort(self) -> Effort {
        match self {
            // The solver searches about 15 M nodes a second natively: the
            // normal budget keeps a decision near 40 ms (p95 under 100 ms).
            Level::Fast => Effort { play: 8, bid: 8, discard: 4, whist: 8, nodes: 150_000, min_layouts: 3 },
            Level::Normal => Effort { play: 20, bid: 16, discard: 8, whist: 16, nodes: 600_000, min_layouts: 6 },
            Level::Strong => Effort { play: 48, bid: 40, discard: 20, whist: 40, nodes: 6_000_000, min_layouts: 12 },
        }
    }
}

/// The layouts and nodes one decision may use.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Effort {
    pub play: usize,
    pub bid: usize,
    pub discard: usize,
    pub whist: usize,
    /// Solver nodes for one decision; past it, no new layout is started
    /// once `min_layouts` are solved, and one search may use half of it.
    pub nodes: u64,
    pub min_layouts: usize,
}

/// A robot's decision and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision {
    pub action: Action,
    pub reason: Text,
}

/// What a seat knows: the hands it may see and the public history.
#[derive(Clone, Debug)]
pub struct Knowledge {
    /// The seat deciding (for a light defence: the whister, for both hands).
    pub me: Player,
    pub params: Params,
    pub roles: Roles,
    pub stage: Stage,
    pub kind: Option<Kind>,
    /// Hands it sees, as they are now.
    pub seen: Vec<(Player, CardSet)>,
    /// How many cards each player holds now.
    pub counts: ByPlayer<usize>,
    /// The talon as shown to everyone so far.
    pub public_talon: Vec<Card>,
    /// Its own discard, when it declares.
    pub my_discard: Option<[Card; 2]>,
    pub calls: Vec<(Player, Call)>,
    pub exit: u8,
    pub declarer: Option<Player>,
    pub final_bid: Option<Bid>,
    pub contract: Option<Bid>,
    pub whist_step: Option<Step>,
    pub whist_calls: Vec<(Player, WhistCall)>,
    pub finals: Option<Defence>,
    pub light: bool,
    pub tricks: Vec<TrickLog>,
    pub current: Option<TrickLog>,
    pub trump: Option<Suit>,
    pub won: ByPlayer<u8>,
    pub sheet: Sheet,
    pub pool_target: i64,
    /// A seed for this decision's layouts: a function of the public
    /// position and the seat, so the same decision is always the same.
    pub seed: u64,
    /// Legal actions now.
    pub legal: Vec<Action>,
}

impl Knowledge {
    /// What `me` knows of `game` now.
    pub fn of(game: &Game, me: Player) -> Option<Knowledge> {
        let h = game.hand()?;
        let seen = game.visible_to(Viewer::Seat(me));
        let my_discard = if h.declarer == Some(me) { h.discard } else { None };
        let (tricks, current) = match &h.play {
            Some(p) => (p.tricks.clone(), Some(p.current.clone())),
            None => (Vec::new(), None),
        };
        let mut seed = crate::deal::mix(h.number as u64 ^ 0x5eed, me.index() as u64);
        for (p, c) in &h.auction.calls {
            seed = crate::deal::mix(seed, p.index() as u64 * 64 + c.code().len() as u64 + bid_key(*c));
        }
        let mine = seen.iter().find(|(p, _)| *p == me).map(|(_, c)| c.bits()).unwrap_or(0);
        seed = crate::deal::mix(seed, mine);
        seed = crate::deal::mix(
            seed,
            tricks.len() as u64 * 8 + current.as_ref().map(|t| t.cards.len()).unwrap_or(0) as u64,
        );
        Some(Knowledge {
            me,
            params: game.params().clone(),
            roles: h.roles,
            stage: h.stage,
            kind: h.kind(),
            seen,
            counts: h.hands.map(|_, c| c.len()),
            public_talon: h.public_talon(),
            my_discard,
            calls: h.auction.calls.clone(),
            exit: h.auction.exit,
            declarer: h.declarer,
            final_bid: h.final_bid,
            contract: h.contract,
            whist_step: h.whisting.as_ref().map(|w| w.step),
            whist_calls: h.whisting.as_ref().map(|w| w.calls.clone()).unwrap_or_default(),
            finals: h.whisting.as_ref().map(|w| w.finals),
            light: h.whisting.as_ref().is_some_and(|w| w.light),
            trump: h.play.as_ref().and_then(|p| p.trump),
            won: h.play.as_ref().map(|p| p.won.clone()).unwrap_or_else(|| ByPlayer::splat(h.roles.seating, 0)),
            tricks,
            current,
            sheet: game.sheet().clone(),
            pool_target: game.pulka.target,
            seed,
            legal: game.legal_actions(me),
        })
    }

    /// The cards of a hand it sees.
    pub fn hand_of(&self, p: Player) -> Option<CardSet> {
        self.seen.iter().find(|(q, _)| *q == p).map(|(_, c)| *c)
    }

    pub fn my_hand(&self) -> CardSet {
        self.hand_of(self.me).unwrap_or(CardSet::EMPTY)
    }
}

fn bid_key(c: Call) -> u64 {
    match c {
        Call::Pass => 0,
        Call::Bid(b) => b.rung() as u64 + 1,
    }
}

/// The robot's decision for `seat` (a seat the game waits for), or `None`
/// when it is not that seat's turn.
pub fn decide(game: &Game, seat: Player, level: Level) -> Option<Decision> {
    let know = Knowledge::of(game, seat)?;
    if know.legal.is_empty() {
        return None;
    }
    let effort = level.effort();
    let decision = match know.stage {
        Stage::Auction => bidding::call(&know, effort),
        Stage::Discard => bidding::discard(&know, effort),
        Stage::Contract => bidding::contract(&know, effort),
        Stage::Whist => whist::decide(&know, effort),
        Stage::Play => play::card(&know, effort),
        Stage::Help => help(&know),
        Stage::Ruling => ruling(&know),
        Stage::Done => return None,
    };
    // A robot never takes an action the rules refuse; if a heuristic ever
    // proposed one, the first legal action stands instead.
    match decision {
        Some(d) if game.check(&d.action).is_ok() => Some(d),
        _ => know.legal.first().map(|a| Decision { action: a.clone(), reason: Text::new(reason::ONLY_CHOICE) }),
    }
}

fn help(know: &Knowledge) -> Option<Decision> {
    let to = know.sheet.default_help(know.pool_target, know.me)?;
    Some(Decision {
        action: Action::Help { player: know.me, to },
        reason: Text::new(reason::HELP_FULLEST).player("player", to),
    })
}

fn ruling(know: &Knowledge) -> Option<Decision> {
    // Forbid the suit: the defender's partner may not lead what was shown.
    let pick = know
        .legal
        .iter()
        .find(|a| matches!(a, Action::Rectify { choice: crate::irregularity::Rectification::ForbidSuit(_), .. }))
        .or(know.legal.first())?;
    Some(Decision { action: pick.clone(), reason: Text::new(reason::RULING_FORBID) })
}

/// Robots play `game` to its end (or until `max_actions`), calling
/// `observe` after each decision with the deciding seat, the decision and
/// the solver-free wall time is the caller's business. Returns the number
/// of decisions made.
pub fn play_out(
    game: &mut tenace_core::Logged<Game>,
    level: Level,
    max_actions: usize,
    mut observe: impl FnMut(&Game, Player, &Decision),
) -> Result<usize, String> {
    let mut n = 0;
    while n < max_actions {
        let Some(seat) = game.to_act().first().copied() else { return Ok(n) };
        let d = decide(game, seat, level)
            .ok_or_else(|| format!("no decision for {seat} at {:?}", game.hand().map(|h| h.stage)))?;
        observe(game, seat, &d);
        game.apply(d.action.clone()).map_err(|e| format!("robot action {} refused: {e}", d.action))?;
        n += 1;
    }
    Ok(n)
}
