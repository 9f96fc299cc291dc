//! Four-deal Chicago: a short rubber with set vulnerability.
//!
//! Deal 1 none vulnerable, deals 2 and 3 the dealer's side, deal 4 both. A
//! deal that completes a game earns 300 or 500 at once; partscores carry
//! toward game, and a partscore on deal 4 that does not complete a game earns
//! 100. A passed-out deal is redealt by the same dealer and does not count.
//! Without carry-over every deal is scored on its own, like a duplicate board.

use super::code::{BoardPremiums, ChicagoRules, Form, ScoringCode};
use super::duplicate::board_premium;
use super::items::{score_played, ItemKind, Line, ScoreItem, SheetDeal};
use super::sheet::{ScoreSheet, SheetEntry};
use super::ScoringError;
use crate::{BySide, Seat, Side, Vulnerability};
use serde::Serialize;

/// Chicago's vulnerability for deal `number` (1–4) dealt by `dealer`.
pub const fn chicago_vulnerability(number: u8, dealer: Seat) -> Vulnerability {
    match number {
        0 | 1 => Vulnerability::None,
        2 | 3 => match dealer.side() {
            Side::NorthSouth => Vulnerability::NorthSouth,
            Side::EastWest => Vulnerability::EastWest,
        },
        _ => Vulnerability::Both,
    }
}

/// A Chicago score sheet.
#[derive(Clone, Debug, Serialize)]
pub struct ChicagoSheet {
    code: ScoringCode,
    rules: ChicagoRules,
    first_dealer: Seat,
    entries: Vec<SheetEntry>,
    /// Deals played (passed-out ones excluded): 0–4.
    played: u8,
    passed_out: u32,
    partscore: BySide<u32>,
    game: u8,
}

impl ChicagoSheet {
    pub const DEALS: u8 = 4;

    /// A fresh sheet; the code must be a Chicago code. `first_dealer` deals deal 1.
    pub fn new(code: ScoringCode, first_dealer: Seat) -> Result<ChicagoSheet, ScoringError> {
        match code.form {
            Form::Chicago(rules) => Ok(ChicagoSheet {
                code,
                rules,
                first_dealer,
                entries: Vec::new(),
                played: 0,
                passed_out: 0,
                partscore: BySide::splat(0),
                game: 1,
            }),
            Form::Board(_) | Form::Rubber(_) => Err(ScoringError::NotChicago(code.name)),
        }
    }

    /// The number (1–4) of the next deal, or `None` when all four are played.
    pub fn deal_number(&self) -> Option<u8> {
        (self.played < Self::DEALS).then_some(self.played + 1)
    }

    /// Who deals next. After a pass-out the same player deals again.
    pub fn dealer(&self) -> Seat {
        self.first_dealer.advance(usize::from(self.played))
    }

    /// Deals passed out and redealt so far.
    pub fn passed_out(&self) -> u32 {
        self.passed_out
    }

    /// Trick points carried toward game (always 0 without carry-over).
    pub fn partscore(&self, side: Side) -> u32 {
        self.partscore[side]
    }

    fn write(&mut self, item: ScoreItem) {
        self.entries.push(SheetEntry::new(Some(u32::from(self.played + 1)), self.game, item));
    }

    fn premium(&mut self, side: Side, kind: ItemKind, points: u32) {
        self.write(ScoreItem { side, line: Line::Above, kind, points });
    }
}

impl ScoreSheet for ChicagoSheet {
    fn code(&self) -> &ScoringCode {
        &self.code
    }

    fn entries(&self) -> &[SheetEntry] {
        &self.entries
    }

    fn record(&mut self, result: SheetDeal) -> Result<&[SheetEntry], ScoringError> {
        if self.is_over() {
            return Err(ScoringError::ChicagoOver);
        }
        let played = match result {
            SheetDeal::PassedOut => {
                self.passed_out += 1;
                return Ok(&[]);
            }
            SheetDeal::Played(played) => played,
        };
        let vul = self.vulnerability();
        let items = score_played(&self.code, &played, vul)?;
        let declarer = played.contract.declarer.side();
        let declarer_vul = vul.is_vulnerable(declarer);
        let made = played.is_made();
        let start = self.entries.len();
        for item in &items {
            self.write(*item);
        }
        if self.rules.carry_over {
            if made {
                let trick_points: u32 = items.iter().filter(|i| i.line == Line::Below).map(|i| i.points).sum();
                self.partscore[declarer] += trick_points;
                if self.partscore(declarer) >= self.code.game {
                    self.premium(declarer, ItemKind::GamePremium, self.rules.game.get(declarer_vul));
                    self.partscore = BySide::splat(0);
                    self.game += 1;
                } else if self.played + 1 == Self::DEALS {
                    self.premium(declarer, ItemKind::PartscorePremium, self.rules.final_partscore);
                }
            }
        } else {
            let premiums = BoardPremiums { game: self.rules.game, partscore: self.rules.partscore_without_carry_over };
            if let Some(item) = board_premium(premiums, self.code.game, &items, declarer, declarer_vul) {
                self.write(item);
            }
        }
        self.played += 1;
        Ok(&self.entries[start..])
    }

    fn vulnerability(&self) -> Vulnerability {
        chicago_vulnerability(self.played + 1, self.dealer())
    }

    fn is_over(&self) -> bool {
        self.played >= Self::DEALS
    }
}

#[cfg(test)]
mod tests {
    use super::super::honours::{HandBonuses, HonoursKind};
    use super::super::items::Played;
    use super::super::Tricks;
    use super::*;
    use crate::{Bid, Contract, Penalty, Strain};

    fn deal(seat: Seat, level: u8, strain: Strain, tricks: u8) -> Played {
        let contract = Contract::new(Bid::of(level, strain).unwrap(), Penalty::Undoubled, seat);
        Played::new(contract, Tricks::new(tricks).unwrap())
    }

    #[test]
    fn vulnerability_follows_the_deal_number() {
        let mut sheet = ChicagoSheet::new(ScoringCode::CHICAGO, Seat::North).unwrap();
        let mut seen = Vec::new();
        while let Some(n) = sheet.deal_number() {
            seen.push((n, sheet.dealer(), sheet.vulnerability()));
            sheet.record(deal(Seat::North, 1, Strain::Clubs, 6).into()).unwrap();
        }
        assert_eq!(
            seen,
            [
                (1, Seat::North, Vulnerability::None),
                (2, Seat::East, Vulnerability::EastWest),
                (3, Seat::South, Vulnerability::NorthSouth),
                (4, Seat::West, Vulnerability::Both),
            ]
        );
        assert_eq!(sheet.record(SheetDeal::PassedOut), Err(ScoringError::ChicagoOver));
    }

    #[test]
    fn partscores_carry_and_deal_four_pays_a_partscore() {
        let mut sheet = ChicagoSheet::new(ScoringCode::CHICAGO, Seat::North).unwrap();
        // Deal 1: NS 2♠= (60). A pass-out is redealt: still deal 2 next.
        sheet.record(deal(Seat::South, 2, Strain::Spades, 8).into()).unwrap();
        sheet.record(SheetDeal::PassedOut).unwrap();
        assert_eq!((sheet.deal_number(), sheet.dealer(), sheet.passed_out()), (Some(2), Seat::East, 1));
        // Deal 2 (EW vul): NS 2♦= (40) completes game, not vulnerable: 300.
        let written = sheet.record(deal(Seat::North, 2, Strain::Diamonds, 8).into()).unwrap().to_vec();
        assert_eq!(written.last().map(|e| (e.kind, e.points, e.deal)), Some((ItemKind::GamePremium, 300, Some(2))));
        assert_eq!(sheet.partscore(Side::NorthSouth), 0);
        // Deal 3 (NS vul): EW 3♣= (60) with five trump honours in West's hand.
        let honours = HandBonuses::honours(Seat::West, HonoursKind::FiveTrumps);
        sheet.record(deal(Seat::West, 3, Strain::Clubs, 9).with_bonuses(honours).into()).unwrap();
        // Deal 4 (all vul): EW 1NT+1 (40 + 30 over): 100 carried, game, 500.
        let written = sheet.record(deal(Seat::East, 1, Strain::NoTrump, 8).into()).unwrap().to_vec();
        assert_eq!(written.last().map(|e| (e.kind, e.points)), Some((ItemKind::GamePremium, 500)));
        assert!(sheet.is_over());
        assert_eq!(sheet.total(Side::NorthSouth), 60 + 40 + 300);
        assert_eq!(sheet.total(Side::EastWest), 60 + 150 + 40 + 30 + 500);
    }

    #[test]
    fn a_deal_four_partscore_that_is_not_game_gets_100() {
        let mut sheet = ChicagoSheet::new(ScoringCode::CHICAGO, Seat::West).unwrap();
        for _ in 0..3 {
            sheet.record(deal(Seat::North, 1, Strain::Hearts, 6).into()).unwrap();
        }
        let written = sheet.record(deal(Seat::East, 2, Strain::Clubs, 8).into()).unwrap().to_vec();
        assert_eq!(
            written.last().map(|e| (e.side, e.kind, e.points)),
            Some((Side::EastWest, ItemKind::PartscorePremium, 100))
        );
    }

    #[test]
    fn without_carry_over_each_deal_is_a_board() {
        let mut sheet = ChicagoSheet::new(ScoringCode::CHICAGO.with_carry_over(false), Seat::North).unwrap();
        sheet.record(deal(Seat::South, 2, Strain::Spades, 8).into()).unwrap();
        sheet.record(deal(Seat::North, 2, Strain::Diamonds, 8).into()).unwrap();
        // Two partscores of 50 each, no game; East-West vulnerable on deal 2 is irrelevant to NS.
        assert_eq!(sheet.total(Side::NorthSouth), 110 + 90);
        // Deal 3, NS vulnerable: 4♥= is a vulnerable game, 620.
        sheet.record(deal(Seat::South, 4, Strain::Hearts, 10).into()).unwrap();
        assert_eq!(sheet.total(Side::NorthSouth), 110 + 90 + 620);
        // Deal 4: a partscore gets the ordinary 50, not 100.
        sheet.record(deal(Seat::West, 1, Strain::Clubs, 7).into()).unwrap();
        assert_eq!(sheet.total(Side::EastWest), 70);
    }

    #[test]
    fn only_chicago_codes_make_chicago_sheets() {
        assert_eq!(
            ChicagoSheet::new(ScoringCode::RUBBER, Seat::North).unwrap_err(),
            ScoringError::NotChicago(super::super::CodeName::Rubber)
        );
    }
}
