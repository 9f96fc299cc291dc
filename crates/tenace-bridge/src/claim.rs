//! Claims and concessions (Laws 68–71): the one claims module of the game.
//!
//! A player (never dummy) claims some of the tricks not yet played; play
//! stops until the claimer's opponents answer. When every one of them
//! (dummy has no say) accepts, the deal ends with the claimed tricks. A
//! rejection resumes play at a table without a director; with one, the
//! director is called and rules on the disputed claim ([`crate::laws`];
//! `tenace-laws` judges it with the double-dummy solver).

use crate::game::{Bridge, Ending, Event, RuleError};
#[cfg(feature = "director")]
use crate::laws::{Facts, Irregularity};
use crate::{Play, Seat};
use serde::{Deserialize, Serialize};
use tenace_cards::Card;

/// A claim waiting for the claimer's opponents.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingClaim {
    pub claimer: Seat,
    pub tricks: u8,
    /// Opponents (never dummy) who have not yet accepted.
    pub awaiting: Vec<Seat>,
    /// The leads the claimer stated, in order (may be empty).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub line: Vec<Card>,
}

/// The claimer's opponents who must agree: both defenders for a claim by
/// declarer's side, declarer alone for a defender's claim (dummy has no say).
pub fn answerers(play: &Play, claimer: Seat) -> Vec<Seat> {
    let dummy = play.contract().dummy();
    claimer.side().opponents().seats().into_iter().filter(|s| *s != dummy).collect()
}

/// Declarer's tricks when the claimer's side gets `claimer_tricks` of those
/// still to play.
pub fn declarer_tricks_after(play: &Play, claimer: Seat, claimer_tricks: u8) -> u8 {
    let remaining = play.tricks_remaining();
    let declarer_side = play.contract().declarer.side();
    let share = if claimer.side() == declarer_side { claimer_tricks } else { remaining.saturating_sub(claimer_tricks) };
    play.declarer_tricks() + share
}

impl Bridge {
    pub(crate) fn make_claim(&mut self, seat: Seat, tricks: u8, line: Vec<Card>) -> Result<Vec<Event>, RuleError> {
        self.no_ruling_pending()?;
        let play = self.play_in_progress()?;
        if seat == play.contract().dummy() {
            return Err(RuleError::DummyCannotClaim);
        }
        let remaining = play.tricks_remaining();
        if tricks > remaining {
            return Err(RuleError::TooManyTricks { seat, claimed: tricks, remaining });
        }
        let awaiting = answerers(play, seat);
        // A claim establishes every revoke of the claimer's side (Law 63A3).
        #[cfg(feature = "director")]
        for r in self.laws.revokes.iter_mut().filter(|r| r.seat.side() == seat.side()) {
            r.established = true;
        }
        self.claim = Some(PendingClaim { claimer: seat, tricks, awaiting, line });
        Ok(vec![Event::Claimed { seat, tricks }])
    }

    pub(crate) fn answer_claim(&mut self, seat: Seat, agree: bool) -> Result<Vec<Event>, RuleError> {
        self.no_ruling_pending()?;
        let claim = self.claim.as_ref().ok_or(RuleError::NoClaim)?;
        if !claim.awaiting.contains(&seat) {
            let answers = self.play.as_ref().map(|p| answerers(p, claim.claimer)).unwrap_or_default();
            return Err(if answers.contains(&seat) {
                RuleError::AlreadyAccepted { seat }
            } else {
                RuleError::NotAClaimOpponent { seat }
            });
        }
        if !agree {
            let rejected = Event::ClaimRejected { seat };
            // The director rules on the claim; it stays on the table meanwhile.
            #[cfg(feature = "director")]
            if self.ruling_code().is_some() {
                let irregularity = Irregularity::DisputedClaim { claimer: claim.claimer, tricks: claim.tricks };
                return Ok(vec![rejected, self.raise(irregularity, Facts::default())]);
            }
            self.claim = None;
            return Ok(vec![rejected]);
        }
        let mut claim = claim.clone();
        claim.awaiting.retain(|s| *s != seat);
        if claim.awaiting.is_empty() {
            self.claim = None;
            self.settle_claim(claim.claimer, claim.tricks);
        } else {
            self.claim = Some(claim);
        }
        Ok(vec![Event::ClaimAccepted { seat }])
    }

    /// The claimer's side gets `claimer_tricks` of the tricks left: the deal is over.
    pub(crate) fn settle_claim(&mut self, claimer: Seat, claimer_tricks: u8) {
        if let Some(play) = &self.play {
            self.ending = Some(Ending::Claim { declarer_tricks: declarer_tricks_after(play, claimer, claimer_tricks) });
        }
    }
}
