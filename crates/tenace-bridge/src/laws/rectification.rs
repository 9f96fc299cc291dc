//! The options a ruling offers the non-offending side.

use serde::{Deserialize, Serialize};
use std::fmt;
use tenace_cards::Suit;

/// One option of a ruling. The game enforces whichever is chosen. Saved as
/// its short code (`"cancel"`, `"require-S"`, `"award-7"`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum Rectification {
    /// The irregular call or lead stands (players who missed their turn lose it).
    Accept,
    /// The call is cancelled; the offender calls again at the proper turn and
    /// the code's rectification follows from that call.
    Cancel,
    /// 1930s: the deal is thrown in and redealt.
    Redeal,
    /// 1930s: the irregular call counts as a pass.
    TreatAsPass,
    /// 1930s: a bid above seven stands as a bid of seven in its strain.
    LetStandAsSeven,
    /// No penalty is claimed.
    Waive,
    /// The director's ruling leaves no choice: the stated effects apply.
    Rule,
    /// An opening lead out of turn is accepted and declarer plays on it.
    AcceptLeadAndPlay,
    /// An opening lead out of turn is accepted by spreading declarer's hand:
    /// declarer's partner becomes declarer.
    DeclarerBecomesDummy,
    /// A lead out of turn is refused: the card goes back as a penalty (or
    /// exposed) card and the right hand leads.
    RefuseLead,
    /// The hand on lead must lead this suit.
    RequireLead(Suit),
    /// The hand on lead must not lead this suit.
    ForbidLead(Suit),
    /// A penalty card stays on the table; no lead option is taken.
    LeaveCard,
    PartnerPlaysHighest,
    PartnerPlaysLowest,
    /// 1930s: partner must win the trick, by ruffing if need be.
    PartnerWins,
    /// 1930s: partner must not win the trick.
    PartnerLoses,
    /// Partner, if unable to follow, must play this suit (2017: "a card of another suit"; 1930s: a discard).
    PartnerPlaysSuit(Suit),
    /// 1930s: declarer calls the exposed card: it must be played now.
    CallCard,
    /// A revoke not yet established is corrected: the card is withdrawn and
    /// a card of the suit led is played instead.
    CorrectRevoke,
    /// 1930s corrected revoke by a defender: the replacement must be the highest card of the suit led.
    CorrectWithHighest,
    /// 1930s corrected revoke by a defender: the replacement must be the lowest card of the suit led.
    CorrectWithLowest,
    /// An established revoke: the trick stands; tricks are transferred at the end of play.
    TransferTricks,
    /// A disputed claim is settled with this many tricks for the claimer's side.
    Award {
        claimer_tricks: u8,
    },
    /// 1930s: the opponents require the play to go on along the claimer's statement.
    PlayOn,
}

impl fmt::Display for Rectification {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rectification::Accept => f.write_str("accept the irregular action"),
            Rectification::Cancel => f.write_str("cancel it; the offender calls again in turn"),
            Rectification::Redeal => f.write_str("demand a redeal"),
            Rectification::TreatAsPass => f.write_str("treat the call as a pass"),
            Rectification::LetStandAsSeven => f.write_str("let it stand as a bid of seven"),
            Rectification::Waive => f.write_str("waive the penalty"),
            Rectification::Rule => f.write_str("apply the ruling"),
            Rectification::AcceptLeadAndPlay => f.write_str("accept the lead; declarer plays next"),
            Rectification::DeclarerBecomesDummy => f.write_str("accept the lead and become dummy"),
            Rectification::RefuseLead => f.write_str("refuse the lead"),
            Rectification::RequireLead(s) => write!(f, "require a {s} lead"),
            Rectification::ForbidLead(s) => write!(f, "forbid a {s} lead"),
            Rectification::LeaveCard => f.write_str("leave the penalty card on the table"),
            Rectification::PartnerPlaysHighest => f.write_str("partner plays the highest card of the suit led"),
            Rectification::PartnerPlaysLowest => f.write_str("partner plays the lowest card of the suit led"),
            Rectification::PartnerWins => f.write_str("partner must win the trick"),
            Rectification::PartnerLoses => f.write_str("partner must not win the trick"),
            Rectification::PartnerPlaysSuit(s) => write!(f, "partner, if void, plays a {s}"),
            Rectification::CallCard => f.write_str("call the exposed card"),
            Rectification::CorrectRevoke => f.write_str("correct the revoke"),
            Rectification::CorrectWithHighest => f.write_str("correct with the highest card of the suit led"),
            Rectification::CorrectWithLowest => f.write_str("correct with the lowest card of the suit led"),
            Rectification::TransferTricks => f.write_str("transfer tricks at the end of play"),
            Rectification::Award { claimer_tricks } => write!(f, "award the claimer's side {claimer_tricks} tricks"),
            Rectification::PlayOn => f.write_str("play on as the claimer stated"),
        }
    }
}

impl Rectification {
    /// A short stable name, as the scenario files write it (`require-S`, `award-7`).
    pub fn code(self) -> String {
        let suit = |s: Suit| s.letter();
        match self {
            Rectification::Accept => "accept".to_owned(),
            Rectification::Cancel => "cancel".to_owned(),
            Rectification::Redeal => "redeal".to_owned(),
            Rectification::TreatAsPass => "pass".to_owned(),
            Rectification::LetStandAsSeven => "seven".to_owned(),
            Rectification::Waive => "waive".to_owned(),
            Rectification::Rule => "rule".to_owned(),
            Rectification::AcceptLeadAndPlay => "accept-and-play".to_owned(),
            Rectification::DeclarerBecomesDummy => "become-dummy".to_owned(),
            Rectification::RefuseLead => "refuse".to_owned(),
            Rectification::RequireLead(s) => format!("require-{}", suit(s)),
            Rectification::ForbidLead(s) => format!("forbid-{}", suit(s)),
            Rectification::LeaveCard => "leave".to_owned(),
            Rectification::PartnerPlaysHighest => "highest".to_owned(),
            Rectification::PartnerPlaysLowest => "lowest".to_owned(),
            Rectification::PartnerWins => "win".to_owned(),
            Rectification::PartnerLoses => "lose".to_owned(),
            Rectification::PartnerPlaysSuit(s) => format!("suit-{}", suit(s)),
            Rectification::CallCard => "call".to_owned(),
            Rectification::CorrectRevoke => "correct".to_owned(),
            Rectification::CorrectWithHighest => "correct-highest".to_owned(),
            Rectification::CorrectWithLowest => "correct-lowest".to_owned(),
            Rectification::TransferTricks => "transfer".to_owned(),
            Rectification::Award { claimer_tricks } => format!("award-{claimer_tricks}"),
            Rectification::PlayOn => "play-on".to_owned(),
        }
    }
}

impl From<Rectification> for String {
    fn from(r: Rectification) -> String {
        r.code()
    }
}

impl TryFrom<String> for Rectification {
    type Error = ParseRectificationError;
    fn try_from(code: String) -> Result<Rectification, ParseRectificationError> {
        code.parse()
    }
}

/// A name that is not an option's code.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("“{0}” is not a director's option (e.g. accept, cancel, require-S, award-7)")]
pub struct ParseRectificationError(pub String);

impl std::str::FromStr for Rectification {
    type Err = ParseRectificationError;
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let t = text.trim();
        let bad = || ParseRectificationError(t.to_owned());
        let suit = |rest: &str| {
            let mut chars = rest.chars();
            match (chars.next().and_then(Suit::from_char), chars.next()) {
                (Some(s), None) => Ok(s),
                _ => Err(bad()),
            }
        };
        if let Some(rest) = t.strip_prefix("require-") {
            return Ok(Rectification::RequireLead(suit(rest)?));
        }
        if let Some(rest) = t.strip_prefix("forbid-") {
            return Ok(Rectification::ForbidLead(suit(rest)?));
        }
        if let Some(rest) = t.strip_prefix("suit-") {
            return Ok(Rectification::PartnerPlaysSuit(suit(rest)?));
        }
        if let Some(rest) = t.strip_prefix("award-") {
            let claimer_tricks = rest.parse::<u8>().ok().filter(|n| *n <= 13).ok_or_else(bad)?;
            return Ok(Rectification::Award { claimer_tricks });
        }
        Ok(match t {
            "accept" => Rectification::Accept,
            "cancel" => Rectification::Cancel,
            "redeal" => Rectification::Redeal,
            "pass" => Rectification::TreatAsPass,
            "seven" => Rectification::LetStandAsSeven,
            "waive" => Rectification::Waive,
            "rule" => Rectification::Rule,
            "accept-and-play" => Rectification::AcceptLeadAndPlay,
            "become-dummy" => Rectification::DeclarerBecomesDummy,
            "refuse" => Rectification::RefuseLead,
            "leave" => Rectification::LeaveCard,
            "highest" => Rectification::PartnerPlaysHighest,
            "lowest" => Rectification::PartnerPlaysLowest,
            "win" => Rectification::PartnerWins,
            "lose" => Rectification::PartnerLoses,
            "call" => Rectification::CallCard,
            "correct" => Rectification::CorrectRevoke,
            "correct-highest" => Rectification::CorrectWithHighest,
            "correct-lowest" => Rectification::CorrectWithLowest,
            "transfer" => Rectification::TransferTricks,
            "play-on" => Rectification::PlayOn,
            _ => return Err(bad()),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        let mut all = vec![
            Rectification::Accept,
            Rectification::Cancel,
            Rectification::Redeal,
            Rectification::TreatAsPass,
            Rectification::LetStandAsSeven,
            Rectification::Waive,
            Rectification::Rule,
            Rectification::AcceptLeadAndPlay,
            Rectification::DeclarerBecomesDummy,
            Rectification::RefuseLead,
            Rectification::LeaveCard,
            Rectification::PartnerPlaysHighest,
            Rectification::PartnerPlaysLowest,
            Rectification::PartnerWins,
            Rectification::PartnerLoses,
            Rectification::CallCard,
            Rectification::CorrectRevoke,
            Rectification::CorrectWithHighest,
            Rectification::CorrectWithLowest,
            Rectification::TransferTricks,
            Rectification::PlayOn,
            Rectification::Award { claimer_tricks: 0 },
            Rectification::Award { claimer_tricks: 13 },
        ];
        for s in Suit::ASCENDING {
            all.extend([
                Rectification::RequireLead(s),
                Rectification::ForbidLead(s),
                Rectification::PartnerPlaysSuit(s),
            ]);
        }
        for r in all {
            assert_eq!(r.code().parse::<Rectification>(), Ok(r));
            assert!(!r.to_string().is_empty());
        }
        for bad in ["", "award-14", "require-X", "require-SS", "forbid", "Accept"] {
            assert!(bad.parse::<Rectification>().is_err(), "{bad}");
        }
    }
}
