//! Honours and chicanes: premiums for what a hand *held*, not for how it played.
//!
//! Rubber codes pay them to whichever side holds them, declarer's or not,
//! and only when the honours are all in one hand.

use crate::{Deal, Rank, Seat, Side, Strain, Suit};
use serde::Serialize;
use std::fmt;
use tenace_cards::Card;

/// Which holding of honours scores.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum HonoursKind {
    /// Four of the five trump honours (A K Q J 10) in one hand.
    FourTrumps,
    /// All five trump honours in one hand.
    FiveTrumps,
    /// All four aces in one hand, at no-trump.
    FourAces,
}

impl HonoursKind {
    /// Whether this holding can score in a contract of `strain`.
    pub const fn fits(self, strain: Strain) -> bool {
        match self {
            HonoursKind::FourTrumps | HonoursKind::FiveTrumps => strain.trump().is_some(),
            HonoursKind::FourAces => strain.trump().is_none(),
        }
    }
}

impl fmt::Display for HonoursKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            HonoursKind::FourTrumps => "four trump honours",
            HonoursKind::FiveTrumps => "five trump honours",
            HonoursKind::FourAces => "four aces",
        })
    }
}

/// Scoring honours and who held them.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Honours {
    pub holder: Seat,
    pub kind: HonoursKind,
}

impl Honours {
    pub const fn side(self) -> Side {
        self.holder.side()
    }
}

const HONOUR_RANKS: [Rank; 5] = [Rank::Ace, Rank::King, Rank::Queen, Rank::Jack, Rank::Ten];

/// The scoring honours of `deal` in a contract of `strain`, if any hand has
/// them: four or five trump honours in one hand, or four aces in one hand at
/// no-trump. At most one hand can qualify, so the answer is unique.
pub fn honours(deal: &Deal, strain: Strain) -> Option<Honours> {
    Seat::ALL.into_iter().find_map(|seat| {
        let hand = deal.hand(seat);
        let kind = match strain.trump() {
            Some(trump) => match HONOUR_RANKS.iter().filter(|r| hand.contains(Card::new(trump, **r))).count() {
                5 => Some(HonoursKind::FiveTrumps),
                4 => Some(HonoursKind::FourTrumps),
                _ => None,
            },
            None => {
                Suit::ASCENDING.iter().all(|s| hand.contains(Card::new(*s, Rank::Ace))).then_some(HonoursKind::FourAces)
            }
        };
        kind.map(|kind| Honours { holder: seat, kind })
    })
}

/// The hands void in trumps (Kontrakt's *Schikane*); none at no-trump.
pub fn chicanes(deal: &Deal, strain: Strain) -> Vec<Seat> {
    match strain.trump() {
        Some(trump) => Seat::ALL.into_iter().filter(|s| deal.hand(*s).suit_len(trump) == 0).collect(),
        None => Vec::new(),
    }
}

/// Premiums claimed for holdings on one deal.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct HandBonuses {
    pub honours: Option<Honours>,
    /// Hands with no trumps at all.
    pub chicanes: Vec<Seat>,
}

impl HandBonuses {
    pub fn none() -> HandBonuses {
        HandBonuses::default()
    }

    /// Honours alone, as players announce them after the play.
    pub fn honours(holder: Seat, kind: HonoursKind) -> HandBonuses {
        HandBonuses { honours: Some(Honours { holder, kind }), chicanes: Vec::new() }
    }

    /// Everything the four hands of `deal` can claim in `strain`.
    pub fn from_deal(deal: &Deal, strain: Strain) -> HandBonuses {
        HandBonuses { honours: honours(deal, strain), chicanes: chicanes(deal, strain) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// East holds ♠A K Q J 10; North ♥K Q J 10 and ♦A K Q J 10; the aces are
    /// split two and two between North and East.
    const DEAL: &str = "N:2.KQJT.AKQJT.AKQ AKQJT.A5432.2.32 8765.876.9876.J4 943.9.543.T98765";

    #[test]
    fn finds_trump_honours_in_one_hand() {
        let deal = Deal::from_pbn(DEAL).unwrap();
        assert_eq!(honours(&deal, Strain::Spades), Some(Honours { holder: Seat::East, kind: HonoursKind::FiveTrumps }));
        assert_eq!(
            honours(&deal, Strain::Diamonds),
            Some(Honours { holder: Seat::North, kind: HonoursKind::FiveTrumps })
        );
        // ♥K Q J 10 with North, ♥A with East: four in one hand.
        assert_eq!(
            honours(&deal, Strain::Hearts),
            Some(Honours { holder: Seat::North, kind: HonoursKind::FourTrumps })
        );
        // ♣A K Q with North, ♣J with South, ♣10 with West: nobody has four.
        assert_eq!(honours(&deal, Strain::Clubs), None);
        // ♠A ♥A with East, ♦A ♣A with North: nobody has four aces.
        assert_eq!(honours(&deal, Strain::NoTrump), None);
    }

    #[test]
    fn four_aces_at_no_trump() {
        let deal = Deal::from_pbn("N:A432.A32.A32.A32 KQJT.KQJ.KQJ.KQJ 9876.T98.T98.T98 5.7654.7654.7654").unwrap();
        assert_eq!(honours(&deal, Strain::NoTrump), Some(Honours { holder: Seat::North, kind: HonoursKind::FourAces }));
        // In spades the honours are split A / K Q J 10: East has four.
        assert_eq!(honours(&deal, Strain::Spades).map(Honours::side), Some(Side::EastWest));
    }

    #[test]
    fn chicanes_are_trump_voids() {
        let deal = Deal::from_pbn(DEAL).unwrap();
        assert_eq!(chicanes(&deal, Strain::Spades), Vec::<Seat>::new());
        assert_eq!(chicanes(&deal, Strain::Hearts), Vec::<Seat>::new());
        assert_eq!(chicanes(&deal, Strain::NoTrump), Vec::<Seat>::new());
        let void = Deal::from_pbn("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432").unwrap();
        assert_eq!(chicanes(&void, Strain::Spades), vec![Seat::East, Seat::South, Seat::West]);
        assert_eq!(
            HandBonuses::from_deal(&void, Strain::Spades).honours.map(|h| h.kind),
            Some(HonoursKind::FiveTrumps)
        );
    }

    #[test]
    fn kinds_fit_strains() {
        assert!(HonoursKind::FourAces.fits(Strain::NoTrump));
        assert!(!HonoursKind::FourAces.fits(Strain::Clubs));
        assert!(HonoursKind::FiveTrumps.fits(Strain::Hearts));
        assert!(!HonoursKind::FourTrumps.fits(Strain::NoTrump));
    }
}
