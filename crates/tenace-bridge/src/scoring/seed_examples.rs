//! The seed texts' worked examples, replayed deal by deal on score sheets.
//!
//! Each deal is reconstructed from the seed's prose (contract, doubled or
//! not, tricks, honours) and the sheet totals are compared with the seed's.
//!
//! Seed/spec notes:
//! - Seed 002's final Lithuanian sheet prints "500 (5)" among the JIE
//!   premiums; game 5's text gives 100 for the undertrick plus 50 for the
//!   doubled contract won, and only 50 makes the printed total 1420, so the
//!   "500" is an OCR slip for "50".
//! - Seed 001's game F lists the robber premium but no partii premium for the
//!   partii it completes; the sheet total (1550) confirms the robber premium
//!   replaces it (see [`super::code::RubberRules`]).
//! - Seed 002's rubbers II and III are given only as results (B-D won 40,
//!   A-D won 61), so for them the settlement arithmetic is tested from those.
//! - Seed 002 lists the third pairing as "B-C / A-D", the spec as "A-D/B-C":
//!   the same two partnerships, so [`partnerships`] follows the spec's order.

use super::*;
use crate::{Bid, Contract, Deal, Penalty, Seat, Side, Strain};
use Penalty::{Doubled, Redoubled, Undoubled};
use Strain::{Clubs, Diamonds, Hearts, NoTrump, Spades};

fn contract(declarer: Seat, level: u8, strain: Strain, penalty: Penalty, tricks: u8) -> Played {
    let bid = Bid::of(level, strain).unwrap();
    Played::new(Contract::new(bid, penalty, declarer), Tricks::new(tricks).unwrap())
}

fn honours_of(holder: Seat, kind: HonoursKind) -> HandBonuses {
    HandBonuses::honours(holder, kind)
}

/// What one deal wrote: ((We above, We below), (They above, They below)).
type Written = ((u32, u32), (u32, u32));

/// Points written for each side by one deal: (above, below).
fn written(entries: &[SheetEntry], side: Side) -> (u32, u32) {
    let sum = |line: Line| entries.iter().filter(|e| e.side == side && e.line == line).map(|e| e.points).sum();
    (sum(Line::Above), sum(Line::Below))
}

fn game_total(sheet: &RubberSheet, game: u8, side: Side) -> u32 {
    sheet.entries().iter().filter(|e| e.game == game && e.side == side).map(|e| e.points).sum()
}

/// Seed 001, "Arvutusnäited": "meie" (A and B) are North-South, "nemad"
/// (X and Y) East-West. Returns the sheet after games A–F.
fn kontrakt_games(code: ScoringCode) -> (RubberSheet, Vec<Written>) {
    let mut sheet = RubberSheet::new(code).unwrap();
    let deals: [Played; 6] = [
        // A: we bid two diamonds, doubled, and take 9 tricks; 4 honours in one hand.
        contract(Seat::South, 2, Diamonds, Doubled, 9).with_bonuses(honours_of(Seat::South, HonoursKind::FourTrumps)),
        // B: they bid three clubs and take 12 tricks, holding 5 honours.
        contract(Seat::East, 3, Clubs, Undoubled, 12).with_bonuses(honours_of(Seat::East, HonoursKind::FiveTrumps)),
        // C: they bid four hearts and go one down.
        contract(Seat::West, 4, Hearts, Undoubled, 9),
        // D: we bid two spades and take 9 tricks with 4 honours: our first partii.
        contract(Seat::North, 2, Spades, Undoubled, 9).with_bonuses(honours_of(Seat::North, HonoursKind::FourTrumps)),
        // E: we bid three clubs, vulnerable, and go one down.
        contract(Seat::South, 3, Clubs, Undoubled, 8),
        // F: we bid four spades and take all 13 tricks with 5 honours: the robber.
        contract(Seat::South, 4, Spades, Undoubled, 13).with_bonuses(honours_of(Seat::South, HonoursKind::FiveTrumps)),
    ];
    let mut per_deal = Vec::new();
    for played in deals {
        let entries = sheet.record(played.into()).unwrap();
        per_deal.push((written(entries, Side::NorthSouth), written(entries, Side::EastWest)));
    }
    (sheet, per_deal)
}

#[test]
fn kontrakt_games_a_to_f() {
    let (sheet, per_deal) = kontrakt_games(ScoringCode::KONTRAKT);
    // ((we above, we below), (they above, they below)) for each game.
    assert_eq!(
        per_deal,
        [
            ((300, 28), (0, 0)),  // A: (50 + 50) × 2 + 100 honours; 2 × 14 below
            ((0, 0), (500, 18)),  // B: 50 + 150 + small slam 100 + honours 200; 18 below
            ((100, 0), (0, 0)),   // C: 50 + 50
            ((500, 18), (0, 0)),  // D: 50 + 50 + 100 + partii 300; 18 below
            ((0, 0), (200, 0)),   // E: (50 + 50) × 2, we being vulnerable
            ((1550, 36), (0, 0)), // F: 2 × 200 + grand slam 200 + 200 + robber 750; 36 below
        ]
    );
    assert_eq!(sheet.winner(), Some(Side::NorthSouth));
    assert_eq!(sheet.games_won(Side::EastWest), 0);
    // The two halves of the seed's sheet: 946 / 518, then 1586 / 200.
    assert_eq!((game_total(&sheet, 1, Side::NorthSouth), game_total(&sheet, 1, Side::EastWest)), (946, 518));
    assert_eq!((game_total(&sheet, 2, Side::NorthSouth), game_total(&sheet, 2, Side::EastWest)), (1586, 200));
    assert_eq!(sheet.total(Side::NorthSouth), 2532);
    assert_eq!(sheet.total(Side::EastWest), 718);
    assert_eq!(sheet.net(Side::NorthSouth), 1814);
    assert_eq!(sheet.settlement(), Settlement { north_south: 1814, east_west: -1814 });
}

#[test]
fn kontrakt_without_below_line_points() {
    let (sheet, _) = kontrakt_games(ScoringCode::KONTRAKT.with_below_line_in_total(false));
    assert_eq!(sheet.total(Side::NorthSouth), 300 + 100 + 500 + 1550);
    assert_eq!(sheet.total(Side::EastWest), 500 + 200);
    assert_eq!(sheet.net(Side::NorthSouth), 1750);
}

#[test]
fn kontrakt_one_spade_redoubled_is_a_partii() {
    // Seed 001: one spade made is 9 below, doubled 18; redoubled 36 wins the partii.
    for (penalty, below, game) in [(Undoubled, 9, false), (Doubled, 18, false), (Redoubled, 36, true)] {
        let mut sheet = RubberSheet::new(ScoringCode::KONTRAKT).unwrap();
        sheet.record(contract(Seat::South, 1, Spades, penalty, 7).into()).unwrap();
        assert_eq!(sheet.below(Side::NorthSouth), below);
        assert_eq!(sheet.games_won(Side::NorthSouth) == 1, game);
    }
}

/// East's hand holds ♥A Q J 10: the honours of Lithuanian game 6.
const GAME_6: &str = "N:AKQJ.K98.AKQ.AKQ T98.AQJT.JT9.JT9 765.765.8765.876 432.432.432.5432";

#[test]
fn lithuanian_games_1_to_7() {
    // "Mes" are West and East, "jie" North and South.
    let mut sheet = RubberSheet::new(ScoringCode::LITHUANIAN).unwrap();
    let game_6 = Deal::from_pbn(GAME_6).unwrap();
    let deals: [Played; 7] = [
        // 1: East 2NT, made exactly: 70 below.
        contract(Seat::East, 2, NoTrump, Undoubled, 8),
        // 2: North-South make 3♦ doubled: 120 below (their first game) and 50.
        contract(Seat::North, 3, Diamonds, Doubled, 9),
        // 3: West-East 3♣ with an overtrick: 60 below, 20 above.
        contract(Seat::West, 3, Clubs, Undoubled, 10),
        // 4: North-South, vulnerable, 1NT doubled plus one: 80 below, 200 and 50 above.
        contract(Seat::South, 1, NoTrump, Doubled, 8),
        // 5: West-East 3♠ doubled, 8 tricks: 100 and 50 to North-South.
        contract(Seat::West, 3, Spades, Doubled, 8),
        // 6: West-East 1♥ made; East held ♥A Q J 10: 30 below, 100 above.
        contract(Seat::East, 1, Hearts, Undoubled, 7).with_bonuses(HandBonuses::from_deal(&game_6, Hearts)),
        // 7: North-South 2NT made: 80 + 70 is their second game and the rubber.
        contract(Seat::North, 2, NoTrump, Undoubled, 8),
    ];
    for (n, played) in deals.into_iter().enumerate() {
        sheet.record(played.into()).unwrap();
        if n == 3 {
            // The seed's sheet after game 4.
            assert_eq!((sheet.above(Side::EastWest), sheet.below(Side::EastWest)), (20, 70 + 60));
            assert_eq!((sheet.above(Side::NorthSouth), sheet.below(Side::NorthSouth)), (50 + 200 + 50, 120 + 80));
        }
    }
    let honours: Vec<(Side, u32)> = sheet
        .entries()
        .iter()
        .filter(|e| e.kind == ItemKind::Honours(HonoursKind::FourTrumps))
        .map(|e| (e.side, e.points))
        .collect();
    assert_eq!(honours, [(Side::EastWest, 100)]);
    let rubber: Vec<(Side, u32)> =
        sheet.entries().iter().filter(|e| e.kind == ItemKind::RubberPremium).map(|e| (e.side, e.points)).collect();
    assert_eq!(rubber, [(Side::NorthSouth, 700)]);
    assert_eq!(sheet.total(Side::EastWest), 280);
    assert_eq!(sheet.total(Side::NorthSouth), 1420);
    assert_eq!(sheet.net(Side::NorthSouth), 1140);
    assert_eq!(sheet.settlement(), Settlement { north_south: 114, east_west: -114 });
}

#[test]
fn lithuanian_three_rubber_settlement() {
    let mut ledger = Ledger::new();
    // Rubber I, A-B against C-D: A-B are the winners of games 1–7 above.
    ledger.record_round(0, 114);
    assert_eq!(ledger.balances(), [114, 114, -114, -114]);
    // Rubber II, A-C against B-D: B-D won 40.
    ledger.record_round(1, -40);
    assert_eq!(ledger.balances(), [74, 154, -154, -74]);
    // Rubber III, A-D against B-C: A-D won 61.
    ledger.record_round(2, 61);
    assert_eq!(ledger.balances(), [135, 93, -215, -13]);
}

#[test]
fn lithuanian_slam_examples() {
    let code = ScoringCode::LITHUANIAN;
    let score = |played: Played, vul| score_played(&code, &played, vul).unwrap();
    use crate::Vulnerability::{None as NoVul, NorthSouth as NsVul};
    // 1. Vulnerable 7♣ made: 140 below, 1500 for the grand slam.
    let items = score(contract(Seat::South, 7, Clubs, Undoubled, 13), NsVul);
    assert_eq!(written_items(&items), (1500, 140));
    // 2. Not vulnerable 6NT with 13 tricks: 190 below, 30 + small slam 500.
    let items = score(contract(Seat::South, 6, NoTrump, Undoubled, 13), NoVul);
    assert_eq!(written_items(&items), (530, 190));
    // 3. 7♥ with 12 tricks: nothing for them, 50 for the opponents.
    let items = score(contract(Seat::South, 7, Hearts, Undoubled, 12), NoVul);
    assert_eq!(net_for(&items, Side::NorthSouth), -50);
    // 4. Vulnerable 5♠ with 12 tricks: 150 below, 30 above, no slam.
    let items = score(contract(Seat::South, 5, Spades, Undoubled, 12), NsVul);
    assert_eq!(written_items(&items), (30, 150));
}

fn written_items(items: &[ScoreItem]) -> (u32, u32) {
    let sum =
        |line: Line| items.iter().filter(|i| i.side == Side::NorthSouth && i.line == line).map(|i| i.points).sum();
    (sum(Line::Above), sum(Line::Below))
}

#[test]
fn laws_1932_surplus_does_not_carry_to_the_next_partii() {
    // Seed 000: A and C have 60 below and make 4♠: 180 below, 80 more than
    // the partii needed, and the next partii starts from nothing.
    let mut sheet = RubberSheet::new(ScoringCode::LAWS_1932).unwrap();
    sheet.record(contract(Seat::North, 2, Hearts, Undoubled, 8).into()).unwrap();
    sheet.record(contract(Seat::North, 4, Spades, Undoubled, 10).into()).unwrap();
    assert_eq!(sheet.below(Side::NorthSouth), 180);
    assert_eq!(sheet.games_won(Side::NorthSouth), 1);
    assert_eq!(sheet.partscore(Side::NorthSouth), 0);
    // The vulnerable side's undertricks now follow the vulnerable scale.
    let entries = sheet.record(contract(Seat::South, 3, NoTrump, Undoubled, 7).into()).unwrap();
    assert_eq!(written(entries, Side::EastWest), (100 + 150, 0));
    // The rubber is 700 when the losers have no partii; the total counts both lines.
    sheet.record(contract(Seat::South, 3, NoTrump, Undoubled, 9).into()).unwrap();
    assert_eq!(sheet.winner(), Some(Side::NorthSouth));
    assert_eq!(sheet.total(Side::NorthSouth), 180 + 100 + 700);
}

#[test]
fn vanderbilt_rubber() {
    // Seed 001: no partii premiums, "contract fulfilled" only when doubled,
    // slams only when declared, 500 for a three-partii robber.
    let mut sheet = RubberSheet::new(ScoringCode::VANDERBILT).unwrap();
    // 3NT= is 105 below: a partii, and nothing above.
    let entries = sheet.record(contract(Seat::South, 3, NoTrump, Undoubled, 9).into()).unwrap();
    assert_eq!(written(entries, Side::NorthSouth), (0, 105));
    assert_eq!(sheet.games_won(Side::NorthSouth), 1);
    // East-West's 4♠ taking 12 tricks, a slam not declared: two overtricks at 50, no slam.
    let entries = sheet.record(contract(Seat::East, 4, Spades, Undoubled, 12).into()).unwrap();
    assert_eq!(written(entries, Side::EastWest), (100, 120));
    // Vulnerable 2♥ doubled, made with one over: 120 below; 100 fulfilled, 200
    // for the overtrick and the robber premium 500 (East-West have a partii).
    let entries = sheet.record(contract(Seat::North, 2, Hearts, Doubled, 9).into()).unwrap();
    assert_eq!(written(entries, Side::NorthSouth), (800, 120));
    assert_eq!(sheet.winner(), Some(Side::NorthSouth));
    assert_eq!(
        sheet.column(Side::NorthSouth, Line::Above).last().map(|e| (e.kind, e.points)),
        Some((ItemKind::RubberPremium, 500))
    );
    assert_eq!(sheet.net(Side::NorthSouth), 105 + 120 + 300 + 500 - 220);
}
