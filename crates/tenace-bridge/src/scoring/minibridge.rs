//! Minibridge (English Bridge Union), the tutorial game: no auction. The side
//! with more high-card points declares, and its stronger hand is declarer, who
//! names a strain and aims for a partscore (seven tricks) or a game.

use super::code::{ScoringCode, MINIBRIDGE_PREMIUMS};
use super::duplicate::board_net;
use super::Tricks;
use crate::{Bid, Deal, Level, Penalty, Seat, Side, Strain};
use serde::Serialize;

/// What declarer aims for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Goal {
    /// Seven tricks or more: 50 on top of the trick points.
    Partscore,
    /// Nine tricks at no-trump, ten in a major, eleven in a minor: 300.
    Game,
}

impl Goal {
    /// The contract the goal amounts to, which is how it is scored.
    pub const fn contract(self, strain: Strain) -> Bid {
        let level = match (self, strain) {
            (Goal::Partscore, _) => LEVELS[0],
            (Goal::Game, Strain::NoTrump) => LEVELS[1],
            (Goal::Game, Strain::Hearts | Strain::Spades) => LEVELS[2],
            (Goal::Game, Strain::Clubs | Strain::Diamonds) => LEVELS[3],
        };
        Bid::new(level, strain)
    }
}

/// Levels 1, 3, 4 and 5, checked when the crate compiles.
const LEVELS: [Level; 4] = {
    let levels = [Level::new(1), Level::new(3), Level::new(4), Level::new(5)];
    match levels {
        [Some(a), Some(b), Some(c), Some(d)] => [a, b, c, d],
        _ => panic!("1, 3, 4 and 5 are bid levels"),
    }
};

fn hcp(deal: &Deal, seat: Seat) -> u32 {
    crate::eval::hcp(deal.hand(seat))
}

/// Who declares: the stronger hand of the side with more high-card points,
/// the first of the pair to announce (nearest the dealer, clockwise) if the
/// partners have the same. `None` when each side has 20: the deal is redealt.
pub fn minibridge_declarer(deal: &Deal, dealer: Seat) -> Option<Seat> {
    let side_points = |side: Side| side.seats().iter().map(|s| hcp(deal, *s)).sum::<u32>();
    let side = match side_points(Side::NorthSouth).cmp(&side_points(Side::EastWest)) {
        std::cmp::Ordering::Greater => Side::NorthSouth,
        std::cmp::Ordering::Less => Side::EastWest,
        std::cmp::Ordering::Equal => return None,
    };
    let [a, b] = side.seats();
    let (first, second) = if dealer.distance_to(a) <= dealer.distance_to(b) { (a, b) } else { (b, a) };
    Some(if hcp(deal, second) > hcp(deal, first) { second } else { first })
}

/// The score for the declaring side: trick points for every trick over six,
/// plus 300 for a game aimed at and made or 50 for a partscore; 50 per trick
/// short of the goal to the defenders (negative here).
pub fn minibridge_score(strain: Strain, goal: Goal, declarer_tricks: Tricks) -> i32 {
    let bid = goal.contract(strain);
    board_net(&ScoringCode::MINIBRIDGE, MINIBRIDGE_PREMIUMS, bid, Penalty::Undoubled, false, declarer_tricks)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn score(strain: Strain, goal: Goal, tricks: u8) -> i32 {
        minibridge_score(strain, goal, Tricks::new(tricks).unwrap())
    }

    #[test]
    fn ebu_scoring_examples() {
        assert_eq!(score(Strain::Clubs, Goal::Partscore, 8), 90);
        assert_eq!(score(Strain::Spades, Goal::Partscore, 6), -50);
        assert_eq!(score(Strain::Spades, Goal::Game, 10), 420);
        assert_eq!(score(Strain::Hearts, Goal::Partscore, 10), 170);
        assert_eq!(score(Strain::Hearts, Goal::Game, 8), -100);
        assert_eq!(score(Strain::NoTrump, Goal::Partscore, 9), 150);
        assert_eq!(score(Strain::NoTrump, Goal::Game, 9), 400);
        assert_eq!(score(Strain::NoTrump, Goal::Game, 8), -50);
        assert_eq!(score(Strain::Diamonds, Goal::Game, 12), 420);
        // No slam premiums in minibridge.
        assert_eq!(score(Strain::Spades, Goal::Game, 13), 510);
    }

    #[test]
    fn goals_are_contracts() {
        assert_eq!(Goal::Game.contract(Strain::NoTrump).code(), "3NT");
        assert_eq!(Goal::Game.contract(Strain::Spades).code(), "4S");
        assert_eq!(Goal::Game.contract(Strain::Clubs).code(), "5C");
        assert_eq!(Goal::Partscore.contract(Strain::Diamonds).code(), "1D");
    }

    #[test]
    fn declarer_is_the_stronger_hand_of_the_stronger_side() {
        // N 17, E 5, S 4, W 14: North-South (21) declare, North the stronger.
        let deal = Deal::from_pbn("N:AK.KQT.JT82.AT62 QJ875.9872.97.Q4 T9632.J53.Q3.J83 4.A64.AK654.K975").unwrap();
        assert_eq!(minibridge_declarer(&deal, Seat::East), Some(Seat::North));
        // N 10, E 9, S 9, W 12: East-West (21) declare, West the stronger.
        let deal = Deal::from_pbn("N:AJ8.KJ932.5.J963 Q7542.Q.KQ86432. K96.AT7654.T7.Q8 T3.8.AJ9.AKT7542").unwrap();
        assert_eq!(minibridge_declarer(&deal, Seat::North), Some(Seat::West));
    }

    #[test]
    fn twenty_each_is_redealt() {
        // N 8, E 18, S 12, W 2.
        let deal = Deal::from_pbn("N:KQJ.QT853.8652.3 A732.7.AKQT9.AJ5 94.AK62..KQT8764 T865.J94.J743.92").unwrap();
        assert_eq!(minibridge_declarer(&deal, Seat::North), None);
    }

    #[test]
    fn equal_partners_the_first_to_speak_declares() {
        // N 15, E 3, S 15, W 7.
        let deal = Deal::from_pbn("N:A643.KJT8.92.AK3 2.653.QJT7.T9842 KQ97.Q9.AK54.J75 JT85.A742.863.Q6").unwrap();
        assert_eq!(minibridge_declarer(&deal, Seat::North), Some(Seat::North));
        assert_eq!(minibridge_declarer(&deal, Seat::West), Some(Seat::North));
        assert_eq!(minibridge_declarer(&deal, Seat::East), Some(Seat::South));
        assert_eq!(minibridge_declarer(&deal, Seat::South), Some(Seat::South));
    }
}
