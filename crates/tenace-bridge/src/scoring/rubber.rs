//! The rubber score sheet: first side to two games wins the rubber.
//!
//! Trick points go below the line and count toward game; a game wipes both
//! sides' partscores for the next game (they still count in the total); a side
//! that has won a game is vulnerable. Premiums go above the line.

use super::code::{Form, GamePremium, RubberPremium, RubberRules, ScoringCode};
use super::items::{score_played, ItemKind, Line, ScoreItem, SheetDeal};
use super::sheet::{ScoreSheet, SheetEntry};
use super::ScoringError;
use crate::{BySide, Side, Vulnerability};
use serde::Serialize;

/// Where a rubber stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub enum RubberState {
    InProgress,
    /// A side has won two games.
    Won(Side),
    /// Play stopped before the end; the unfinished-rubber premiums are written.
    Stopped,
}

/// A rubber bridge score sheet under any rubber code.
#[derive(Clone, Debug, Serialize)]
pub struct RubberSheet {
    code: ScoringCode,
    rules: RubberRules,
    entries: Vec<SheetEntry>,
    deals: u32,
    games: BySide<u8>,
    /// Trick points toward the game in progress.
    partscore: BySide<u32>,
    /// Trick points of the games each side has won (Reform's rubber premium).
    won_trick_points: BySide<u32>,
    game: u8,
    state: RubberState,
}

impl RubberSheet {
    /// A fresh sheet; the code must be a rubber code.
    pub fn new(code: ScoringCode) -> Result<RubberSheet, ScoringError> {
        match code.form {
            Form::Rubber(rules) => Ok(RubberSheet {
                code,
                rules,
                entries: Vec::new(),
                deals: 0,
                games: BySide::splat(0),
                partscore: BySide::splat(0),
                won_trick_points: BySide::splat(0),
                game: 1,
                state: RubberState::InProgress,
            }),
            Form::Board(_) | Form::Chicago(_) => Err(ScoringError::NotRubber(code.name)),
        }
    }

    pub fn state(&self) -> RubberState {
        self.state
    }

    pub fn winner(&self) -> Option<Side> {
        match self.state {
            RubberState::Won(side) => Some(side),
            RubberState::InProgress | RubberState::Stopped => None,
        }
    }

    pub fn games_won(&self, side: Side) -> u8 {
        self.games[side]
    }

    /// A side that has won a game is vulnerable.
    pub fn is_vulnerable(&self, side: Side) -> bool {
        self.games_won(side) > 0
    }

    /// Trick points toward the game in progress.
    pub fn partscore(&self, side: Side) -> u32 {
        self.partscore[side]
    }

    /// The game in progress (1-based).
    pub fn game_number(&self) -> u8 {
        self.game
    }

    /// Deals recorded, passed-out ones included.
    pub fn deals_played(&self) -> u32 {
        self.deals
    }

    /// Stops the rubber before its end and writes what an unfinished rubber
    /// earns: a premium per game won and one for a partscore in the game in
    /// progress, as the code says.
    pub fn stop(&mut self) -> Result<&[SheetEntry], ScoringError> {
        self.ensure_in_progress()?;
        let start = self.entries.len();
        let rules = self.rules.unfinished;
        for side in Side::BOTH {
            let games = self.games_won(side);
            let items = [
                (ItemKind::UnfinishedGames { games }, rules.per_game * u32::from(games)),
                (ItemKind::UnfinishedPartscore, if self.partscore(side) > 0 { rules.partscore } else { 0 }),
            ];
            for (kind, points) in items {
                if points > 0 {
                    let item = ScoreItem { side, line: Line::Above, kind, points };
                    self.entries.push(SheetEntry::new(None, self.game, item));
                }
            }
        }
        self.state = RubberState::Stopped;
        Ok(&self.entries[start..])
    }

    fn ensure_in_progress(&self) -> Result<(), ScoringError> {
        match self.state {
            RubberState::InProgress => Ok(()),
            RubberState::Won(_) | RubberState::Stopped => Err(ScoringError::RubberOver),
        }
    }

    fn write(&mut self, item: ScoreItem) {
        self.entries.push(SheetEntry::new(Some(self.deals), self.game, item));
    }

    fn win_game(&mut self, side: Side) {
        let i = side;
        self.games[i] += 1;
        let game_points = self.partscore[i];
        self.won_trick_points[i] += game_points;
        if self.games[i] >= 2 {
            let points = match self.rules.rubber_premium {
                RubberPremium::Fixed { two_games_to_none, two_games_to_one } => {
                    if self.games_won(side.opponents()) == 0 {
                        two_games_to_none
                    } else {
                        two_games_to_one
                    }
                }
                RubberPremium::TrickPoints => self.won_trick_points[i],
            };
            self.write(ScoreItem { side, line: Line::Above, kind: ItemKind::RubberPremium, points });
            self.state = RubberState::Won(side);
        } else {
            let points = match self.rules.game_premium {
                GamePremium::None => 0,
                GamePremium::Fixed(points) => points,
                GamePremium::TrickPoints => game_points,
            };
            if points > 0 {
                self.write(ScoreItem { side, line: Line::Above, kind: ItemKind::GamePremium, points });
            }
        }
        self.partscore = BySide::splat(0);
        if self.state == RubberState::InProgress {
            self.game += 1;
        }
    }
}

impl ScoreSheet for RubberSheet {
    fn code(&self) -> &ScoringCode {
        &self.code
    }

    fn entries(&self) -> &[SheetEntry] {
        &self.entries
    }

    fn record(&mut self, result: SheetDeal) -> Result<&[SheetEntry], ScoringError> {
        self.ensure_in_progress()?;
        let played = match result {
            SheetDeal::PassedOut => {
                self.deals += 1;
                return Ok(&[]);
            }
            SheetDeal::Played(played) => played,
        };
        let items = score_played(&self.code, &played, self.vulnerability())?;
        self.deals += 1;
        let start = self.entries.len();
        for item in items {
            if item.line == Line::Below {
                self.partscore[item.side] += item.points;
            }
            self.write(item);
        }
        let declarer = played.contract.declarer.side();
        if self.partscore(declarer) >= self.code.game {
            self.win_game(declarer);
        }
        Ok(&self.entries[start..])
    }

    fn vulnerability(&self) -> Vulnerability {
        Vulnerability::from_sides(self.is_vulnerable(Side::NorthSouth), self.is_vulnerable(Side::EastWest))
    }

    fn is_over(&self) -> bool {
        self.state != RubberState::InProgress
    }

    fn below_line_counts(&self) -> bool {
        self.rules.below_line_in_total
    }

    fn settlement_unit(&self) -> u32 {
        self.rules.settlement_unit
    }
}

#[cfg(test)]
mod tests {
    use super::super::items::Played;
    use super::super::Tricks;
    use super::*;
    use crate::{Bid, Contract, Penalty, Seat, Strain};

    fn deal(seat: Seat, level: u8, strain: Strain, penalty: Penalty, tricks: u8) -> SheetDeal {
        let contract = Contract::new(Bid::of(level, strain).unwrap(), penalty, seat);
        Played::new(contract, Tricks::new(tricks).unwrap()).into()
    }

    #[test]
    fn modern_rubber_two_games_to_one() {
        let mut sheet = RubberSheet::new(ScoringCode::RUBBER).unwrap();
        sheet.record(deal(Seat::South, 2, Strain::Hearts, Penalty::Undoubled, 8)).unwrap();
        assert_eq!(sheet.partscore(Side::NorthSouth), 60);
        // EW's game wipes NS's 60 for the next game.
        sheet.record(deal(Seat::East, 3, Strain::NoTrump, Penalty::Undoubled, 9)).unwrap();
        assert_eq!((sheet.games_won(Side::EastWest), sheet.partscore(Side::NorthSouth)), (1, 0));
        assert_eq!(sheet.vulnerability(), Vulnerability::EastWest);
        sheet.record(SheetDeal::PassedOut).unwrap();
        sheet.record(deal(Seat::North, 4, Strain::Spades, Penalty::Undoubled, 10)).unwrap();
        assert_eq!(sheet.vulnerability(), Vulnerability::Both);
        // Vulnerable 1♠X-2 by West: 500 to NS.
        let written = sheet.record(deal(Seat::West, 1, Strain::Spades, Penalty::Doubled, 5)).unwrap().to_vec();
        assert_eq!(written.iter().map(|e| (e.side, e.points)).collect::<Vec<_>>(), [(Side::NorthSouth, 500)]);
        assert_eq!(written[0].deal, Some(5));
        sheet.record(deal(Seat::South, 5, Strain::Clubs, Penalty::Undoubled, 11)).unwrap();
        assert_eq!(sheet.state(), RubberState::Won(Side::NorthSouth));
        let rubber: Vec<u32> =
            sheet.entries().iter().filter(|e| e.kind == ItemKind::RubberPremium).map(|e| e.points).collect();
        assert_eq!(rubber, [500]);
        assert_eq!(sheet.below(Side::NorthSouth), 60 + 120 + 100);
        assert_eq!(sheet.total(Side::NorthSouth), 280 + 500 + 500);
        assert_eq!(sheet.total(Side::EastWest), 100);
        assert_eq!(sheet.net(Side::EastWest), -1180);
        assert_eq!(sheet.record(SheetDeal::PassedOut), Err(ScoringError::RubberOver));
        assert_eq!(sheet.stop(), Err(ScoringError::RubberOver));
        // The games are numbered for drawing lines: 60 (game 1), 100 (game 1), 120 (game 2), 100 (game 3).
        let below: Vec<(u8, u32)> =
            sheet.entries().iter().filter(|e| e.line == Line::Below).map(|e| (e.game, e.points)).collect();
        assert_eq!(below, [(1, 60), (1, 100), (2, 120), (3, 100)]);
    }

    #[test]
    fn unfinished_rubber_settles() {
        let mut sheet = RubberSheet::new(ScoringCode::RUBBER).unwrap();
        sheet.record(deal(Seat::South, 4, Strain::Hearts, Penalty::Undoubled, 10)).unwrap();
        sheet.record(deal(Seat::East, 2, Strain::Diamonds, Penalty::Undoubled, 8)).unwrap();
        let settled = sheet.stop().unwrap().to_vec();
        let got: Vec<(Option<u32>, Side, ItemKind, u32)> =
            settled.iter().map(|e| (e.deal, e.side, e.kind, e.points)).collect();
        assert_eq!(
            got,
            [
                (None, Side::NorthSouth, ItemKind::UnfinishedGames { games: 1 }, 300),
                (None, Side::EastWest, ItemKind::UnfinishedPartscore, 50),
            ]
        );
        assert!(sheet.is_over());
        assert_eq!(sheet.winner(), None);
        assert_eq!(sheet.net(Side::NorthSouth), 120 + 300 - 40 - 50);
        // 1932 pays 300 per game, nothing for a partscore.
        let mut old = RubberSheet::new(ScoringCode::LAWS_1932).unwrap();
        old.record(deal(Seat::East, 2, Strain::Diamonds, Penalty::Undoubled, 8)).unwrap();
        assert!(old.stop().unwrap().is_empty());
    }

    #[test]
    fn reform_premiums_are_trick_points() {
        let mut sheet = RubberSheet::new(ScoringCode::REFORM).unwrap();
        // 3♠= is 27, 2♥= 16: 43 makes game; the partii premium is all 43.
        sheet.record(deal(Seat::South, 3, Strain::Spades, Penalty::Undoubled, 9)).unwrap();
        let written = sheet.record(deal(Seat::North, 2, Strain::Hearts, Penalty::Undoubled, 8)).unwrap().to_vec();
        assert!(written.contains(&SheetEntry {
            deal: Some(2),
            game: 1,
            side: Side::NorthSouth,
            line: Line::Above,
            kind: ItemKind::GamePremium,
            points: 43
        }));
        // 5♣= is 30 below, not game (40); 1NT= makes 40: the rubber premium is 43 + 40.
        sheet.record(deal(Seat::South, 5, Strain::Clubs, Penalty::Undoubled, 11)).unwrap();
        let written = sheet.record(deal(Seat::South, 1, Strain::NoTrump, Penalty::Undoubled, 7)).unwrap().to_vec();
        let rubber: Vec<u32> = written.iter().filter(|e| e.kind == ItemKind::RubberPremium).map(|e| e.points).collect();
        assert_eq!(rubber, [30 + 10 + 43]);
        assert_eq!(sheet.winner(), Some(Side::NorthSouth));
    }

    #[test]
    fn only_rubber_codes_make_rubber_sheets() {
        assert_eq!(
            RubberSheet::new(ScoringCode::DUPLICATE).unwrap_err(),
            ScoringError::NotRubber(super::super::CodeName::Duplicate)
        );
        assert!(RubberSheet::new(ScoringCode::CHICAGO).is_err());
        for code in [ScoringCode::RUBBER, ScoringCode::LAWS_1932, ScoringCode::KONTRAKT, ScoringCode::VANDERBILT] {
            assert!(RubberSheet::new(code).is_ok());
        }
    }
}
