//! Scoring a deal that stands alone: duplicate (Law 77), minibridge, and
//! Chicago without carry-over.

use super::code::{BoardPremiums, Form, ScoringCode, DUPLICATE_PREMIUMS};
use super::items::{net_for, score_checked, ItemKind, Line, Played, ScoreItem};
use super::{ScoringError, Tricks};
use crate::{Bid, Contract, Penalty, Seat, Side, Vulnerability};

/// The duplicate score (Law 77) of a contract for the declaring side:
/// positive when it makes, negative when it goes down.
pub fn duplicate_score(bid: Bid, penalty: Penalty, vulnerable: bool, declarer_tricks: Tricks) -> i32 {
    board_net(&ScoringCode::DUPLICATE, DUPLICATE_PREMIUMS, bid, penalty, vulnerable, declarer_tricks)
}

impl ScoringCode {
    /// The score of one deal for the declaring side under a code in which
    /// every deal stands alone (duplicate, minibridge). Rubber and Chicago
    /// scores depend on earlier deals: use their sheets.
    pub fn board_score(
        &self,
        bid: Bid,
        penalty: Penalty,
        vulnerable: bool,
        declarer_tricks: Tricks,
    ) -> Result<i32, ScoringError> {
        match self.form {
            Form::Board(premiums) => Ok(board_net(self, premiums, bid, penalty, vulnerable, declarer_tricks)),
            Form::Rubber(_) | Form::Chicago(_) => Err(ScoringError::NotBoardByBoard(self.name)),
        }
    }
}

pub(crate) fn board_net(
    code: &ScoringCode,
    premiums: BoardPremiums,
    bid: Bid,
    penalty: Penalty,
    vulnerable: bool,
    tricks: Tricks,
) -> i32 {
    let played = Played::new(Contract::new(bid, penalty, Seat::South), tricks);
    let vul = Vulnerability::from_sides(vulnerable, false);
    let mut items = score_checked(code, &played, vul);
    items.extend(board_premium(premiums, code.game, &items, Side::NorthSouth, vulnerable));
    net_for(&items, Side::NorthSouth)
}

/// The game or partscore premium a made contract earns on its own trick
/// score (none if it went down).
pub(crate) fn board_premium(
    premiums: BoardPremiums,
    game_threshold: u32,
    items: &[ScoreItem],
    declarer: Side,
    vulnerable: bool,
) -> Option<ScoreItem> {
    let trick_score: u32 =
        items.iter().filter(|i| i.side == declarer && i.kind == ItemKind::ContractTricks).map(|i| i.points).sum();
    match trick_score {
        0 => None,
        t if t >= game_threshold => Some(ScoreItem {
            side: declarer,
            line: Line::Above,
            kind: ItemKind::GamePremium,
            points: premiums.game.get(vulnerable),
        }),
        _ => Some(ScoreItem {
            side: declarer,
            line: Line::Above,
            kind: ItemKind::PartscorePremium,
            points: premiums.partscore,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Strain;

    fn score(contract: &str, vul: bool, tricks: u8) -> i32 {
        let code: crate::ContractCode = contract.parse().unwrap();
        duplicate_score(code.bid, code.penalty, vul, Tricks::new(tricks).unwrap())
    }

    #[test]
    fn hand_worked_rows_of_the_test_data() {
        assert_eq!(score("4S", false, 10), 420);
        assert_eq!(score("3NT", true, 10), 630);
        assert_eq!(score("1NTX", false, 4), -500);
        assert_eq!(score("7NTXX", true, 13), 2980);
        assert_eq!(score("2CX", false, 8), 180);
        assert_eq!(score("1NTXX", false, 7), 560);
        assert_eq!(score("4SX", true, 6), -1100);
        assert_eq!(score("7NTXX", false, 0), -7000);
        assert_eq!(score("1HX", true, 8), 360);
        assert_eq!(score("6CX", true, 12), 1540);
        assert_eq!(score("5NTXX", true, 12), 1640);
        assert_eq!(score("3C", true, 6), -300);
    }

    #[test]
    fn game_needs_the_trick_score_alone() {
        // 2♠+2 is 60 + 60: a partscore however many tricks.
        assert_eq!(score("2S", false, 10), 170);
        // 2♥X= is 120 below: a doubled game.
        assert_eq!(score("2HX", false, 8), 470);
        assert_eq!(score("5D", true, 11), 600);
    }

    #[test]
    fn only_board_codes_score_boards() {
        let bid = Bid::of(3, Strain::NoTrump).unwrap();
        let t = Tricks::new(9).unwrap();
        assert_eq!(ScoringCode::DUPLICATE.board_score(bid, Penalty::Undoubled, false, t), Ok(400));
        assert_eq!(ScoringCode::MINIBRIDGE.board_score(bid, Penalty::Undoubled, true, t), Ok(400));
        let err = ScoringCode::RUBBER.board_score(bid, Penalty::Undoubled, false, t).unwrap_err();
        assert_eq!(err, ScoringError::NotBoardByBoard(super::super::CodeName::Rubber));
        assert!(err.to_string().contains("score sheet"), "{err}");
    }
}
