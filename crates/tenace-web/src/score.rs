//! The running score, computed by the engine's scoring module from the deals
//! played: duplicate (per board and total) or a rubber sheet. Nothing here
//! knows a scoring rule; it only feeds results to `tenace_bridge::scoring`.

use crate::i18n::tr;
use tenace_bridge::scoring::{
    self, ChicagoSheet, CodeName, Form, HandBonuses, HonoursKind, ItemKind, RubberSheet, ScoreSheet, ScoringCode,
    SlamSize, Tricks,
};
use tenace_bridge::{BySide, Contract, DealResult, GameRecord, Seat, Vulnerability};

/// One finished deal, as the score needs it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scored {
    pub record: GameRecord,
    pub result: DealResult,
}

/// The duplicate score of one deal for North-South (0 when passed out), as
/// the engine computes it.
pub fn duplicate_ns(result: &DealResult, vulnerability: Vulnerability) -> i32 {
    result.duplicate_score_ns(vulnerability)
}

/// Whether `code` adds deals up as a rubber (and so can score a rubber session).
pub fn is_rubber_code(code: CodeName) -> bool {
    matches!(code.code().form, Form::Rubber(_))
}

/// The codes a rubber session can be played under, in the engine's order.
pub fn rubber_codes() -> impl Iterator<Item = CodeName> {
    CodeName::ALL.into_iter().filter(|c| is_rubber_code(*c))
}

/// How a rubber session is scored: the code, and whether the points below
/// the line count in the total. Seed 001 says Kontrakt players usually leave
/// them out while its worked example counts them, so for Kontrakt the player
/// chooses; every other code says how it counts, and that is kept.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RubberCode {
    pub name: CodeName,
    pub below_line_in_total: bool,
}

impl RubberCode {
    pub const MODERN: RubberCode = RubberCode { name: CodeName::Rubber, below_line_in_total: true };

    /// `name` with its own counting rule; a code that is not a rubber form
    /// (never stored by the reducer or the save) is modern rubber instead.
    pub fn new(name: CodeName) -> RubberCode {
        match name.code().form {
            Form::Rubber(rules) => RubberCode { name, below_line_in_total: rules.below_line_in_total },
            Form::Board(_) | Form::Chicago(_) => RubberCode::MODERN,
        }
    }

    /// The same code with below-line points counted or not, where the code leaves it open.
    pub fn counting_below_line(self, counted: bool) -> RubberCode {
        RubberCode { below_line_in_total: counted || !offers_below_line_choice(self.name), ..self }
    }

    /// The engine's tables for this session.
    pub fn scoring(self) -> ScoringCode {
        let code = if is_rubber_code(self.name) { self.name.code() } else { ScoringCode::RUBBER };
        code.with_below_line_in_total(self.below_line_in_total)
    }
}

/// Whether players of `code` may leave below-line points out of the total (Kontrakt, seed 001).
pub fn offers_below_line_choice(code: CodeName) -> bool {
    code == CodeName::Kontrakt
}

/// The code's name in the page's language.
pub fn code_name(code: CodeName) -> &'static str {
    tr(match code {
        CodeName::Duplicate => "codes.name.duplicate",
        CodeName::Rubber => "codes.name.rubber",
        CodeName::Chicago => "codes.name.chicago",
        CodeName::Laws1932 => "codes.name.1932",
        CodeName::Kontrakt => "codes.name.kontrakt",
        CodeName::Vanderbilt => "codes.name.vanderbilt",
        CodeName::Reform => "codes.name.reform",
        CodeName::Lithuanian => "codes.name.lithuanian",
        CodeName::Minibridge => "codes.name.minibridge",
    })
}

/// One line saying what sets the code apart, for the choice of a rubber code.
pub fn code_description(code: CodeName) -> &'static str {
    tr(match code {
        CodeName::Duplicate => "codes.about.duplicate",
        CodeName::Rubber => "codes.about.rubber",
        CodeName::Chicago => "codes.about.chicago",
        CodeName::Laws1932 => "codes.about.1932",
        CodeName::Kontrakt => "codes.about.kontrakt",
        CodeName::Vanderbilt => "codes.about.vanderbilt",
        CodeName::Reform => "codes.about.reform",
        CodeName::Lithuanian => "codes.about.lithuanian",
        CodeName::Minibridge => "codes.about.minibridge",
    })
}

/// The name of a sheet entry in the page's language ("overtricks",
/// "honours: four aces", "rubber bonus"), with its count where it has one.
pub fn item_name(kind: ItemKind) -> String {
    let counted = |key: &'static str, n: u8| crate::i18n::trf(key, &[("n", &n.to_string())]);
    match kind {
        ItemKind::ContractTricks => tr("codes.item.tricks").to_owned(),
        ItemKind::Overtricks { count } => counted("codes.item.overtricks", count),
        ItemKind::Undertricks { count } => counted("codes.item.undertricks", count),
        ItemKind::ContractMade => tr("codes.item.made").to_owned(),
        ItemKind::ContractDefeated => tr("codes.item.defeated").to_owned(),
        ItemKind::Honours(HonoursKind::FourTrumps) => tr("codes.item.honours.four").to_owned(),
        ItemKind::Honours(HonoursKind::FiveTrumps) => tr("codes.item.honours.five").to_owned(),
        ItemKind::Honours(HonoursKind::FourAces) => tr("codes.item.honours.aces").to_owned(),
        ItemKind::Chicane => tr("codes.item.chicane").to_owned(),
        ItemKind::Slam { size: SlamSize::Small, declared: true } => tr("codes.item.slam.small").to_owned(),
        ItemKind::Slam { size: SlamSize::Grand, declared: true } => tr("codes.item.slam.grand").to_owned(),
        ItemKind::Slam { size: SlamSize::Small, declared: false } => tr("codes.item.slam.small.taken").to_owned(),
        ItemKind::Slam { size: SlamSize::Grand, declared: false } => tr("codes.item.slam.grand.taken").to_owned(),
        ItemKind::GamePremium => tr("codes.item.game").to_owned(),
        ItemKind::PartscorePremium => tr("codes.item.partscore").to_owned(),
        ItemKind::RubberPremium => tr("codes.item.rubber").to_owned(),
        ItemKind::UnfinishedGames { games } => counted("codes.item.unfinished.games", games),
        ItemKind::UnfinishedPartscore => tr("codes.item.unfinished.partscore").to_owned(),
    }
}

/// Tricks come from a finished game, so they are 0–13; clamp rather than trust.
fn tricks_of(n: u8) -> Tricks {
    Tricks::new(n).unwrap_or(Tricks::ALL)
}

/// One row of the duplicate table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardRow {
    /// 1-based position in the session.
    pub number: usize,
    pub board: Option<u32>,
    pub contract: Option<Contract>,
    pub declarer_tricks: u8,
    pub result: i8,
    pub ns: i32,
}

pub fn duplicate_rows(deals: &[Scored]) -> Vec<BoardRow> {
    deals
        .iter()
        .enumerate()
        .map(|(i, d)| BoardRow {
            number: i + 1,
            board: d.record.setup.board.map(|b| b.get()),
            contract: d.result.contract,
            declarer_tricks: d.result.declarer_tricks,
            result: d.result.result(),
            ns: duplicate_ns(&d.result, d.record.setup.vulnerability),
        })
        .collect()
}

/// What a deal is worth on a rubber sheet: the contract, the tricks, and the
/// honours and chicanes the four hands hold.
pub fn sheet_result(scored: &Scored) -> scoring::SheetDeal {
    match scored.result.contract {
        None => scoring::SheetDeal::PassedOut,
        Some(contract) => {
            let tricks = tricks_of(scored.result.declarer_tricks);
            let bonuses = HandBonuses::from_deal(&scored.record.setup.deal, contract.strain());
            scoring::SheetDeal::Played(scoring::Played::new(contract, tricks).with_bonuses(bonuses))
        }
    }
}

/// The rubbers of a session: every finished one, then the one in progress
/// (a fresh sheet when the last deal finished a rubber).
pub fn rubbers(deals: &[Scored], code: RubberCode) -> Vec<RubberSheet> {
    let fresh = || RubberSheet::new(code.scoring());
    let mut sheets = Vec::new();
    let Ok(mut sheet) = fresh() else { return sheets };
    for deal in deals {
        if sheet.is_over() {
            let Ok(next) = fresh() else { break };
            sheets.push(std::mem::replace(&mut sheet, next));
        }
        // A finished game always scores; an error would mean a bug in the
        // engine, and the deal is then left off the sheet rather than crash.
        let _ = sheet.record(sheet_result(deal));
    }
    if sheet.is_over() {
        if let Ok(next) = fresh() {
            sheets.push(std::mem::replace(&mut sheet, next));
        }
    }
    sheets.push(sheet);
    sheets
}

/// Who is vulnerable on the next deal of a rubber.
pub fn rubber_vulnerability(deals: &[Scored], code: RubberCode) -> Vulnerability {
    rubbers(deals, code).last().map(|s| s.vulnerability()).unwrap_or(Vulnerability::None)
}

/// Trick points each side has below the line toward the game in progress
/// after `deals`: what the robots bid to at
/// rubber. A deal that finished a game or the rubber leaves both at zero.
pub fn below_line(deals: &[Scored], code: RubberCode) -> BySide<u16> {
    let sheets = rubbers(deals, code);
    let Some(sheet) = sheets.last() else { return BySide::splat(0) };
    BySide::from_fn(|side| u16::try_from(sheet.partscore(side)).unwrap_or(u16::MAX))
}

/// One deal of a rubber or Chicago session as its sheet scored it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SheetRow {
    /// 1-based position in the session.
    pub number: usize,
    pub board: Option<u32>,
    pub contract: Option<Contract>,
    pub declarer_tricks: u8,
    pub result: i8,
    /// Points the sheet wrote for the deal, per side (above and below the line).
    pub points: BySide<u32>,
    /// The rubber or Chicago (0-based) the deal was scored in.
    pub round: usize,
}

/// Plays `deals` onto sheets made by `fresh` (a new one when the last is
/// over), keeping what each deal wrote: the session summary's rows, from
/// the engine's sheets.
fn sheet_rows<S: ScoreSheet>(deals: &[Scored], fresh: impl Fn(&Scored) -> Option<S>) -> (Vec<SheetRow>, Vec<S>) {
    let mut sheets: Vec<S> = Vec::new();
    let mut rows = Vec::with_capacity(deals.len());
    for (i, deal) in deals.iter().enumerate() {
        if sheets.last().is_none_or(|s| s.is_over()) {
            let Some(sheet) = fresh(deal) else { break };
            sheets.push(sheet);
        }
        let round = sheets.len() - 1;
        let mut points = BySide::splat(0);
        if let Some(sheet) = sheets.last_mut() {
            // A finished game always scores; an error would be an engine bug: the deal then shows no points.
            if let Ok(written) = sheet.record(sheet_result(deal)) {
                for e in written {
                    points[e.side] += e.points;
                }
            }
        }
        rows.push(SheetRow {
            number: i + 1,
            board: deal.record.setup.board.map(|b| b.get()),
            contract: deal.result.contract,
            declarer_tricks: deal.result.declarer_tricks,
            result: deal.result.result(),
            points,
            round,
        });
    }
    (rows, sheets)
}

/// The rows of a rubber session (the sheets are [`rubbers`]).
pub fn rubber_rows(deals: &[Scored], code: RubberCode) -> Vec<SheetRow> {
    sheet_rows(deals, |_| RubberSheet::new(code.scoring()).ok()).0
}

/// The Chicagos of a session (each four deals, the first dealt by whoever
/// dealt the round's first deal) and the rows of its deals.
pub fn chicagos(deals: &[Scored]) -> (Vec<SheetRow>, Vec<ChicagoSheet>) {
    sheet_rows(deals, |first| ChicagoSheet::new(ScoringCode::CHICAGO, first.record.setup.dealer).ok())
}

/// Who deals the next Chicago deal and who is vulnerable: the round in
/// progress decides; a new round starts with the board's dealer, nobody vulnerable.
pub fn chicago_next(deals: &[Scored], board_dealer: Seat) -> (Seat, Vulnerability) {
    match chicagos(deals).1.last().filter(|s| !s.is_over()) {
        Some(sheet) => (sheet.dealer(), sheet.vulnerability()),
        None => (board_dealer, Vulnerability::None),
    }
}

/// Trick points each side carries toward game in the Chicago in progress
/// (what the robots bid to).
pub fn chicago_below_line(deals: &[Scored]) -> BySide<u16> {
    let sheets = chicagos(deals).1;
    let Some(sheet) = sheets.last().filter(|s| !s.is_over()) else { return BySide::splat(0) };
    BySide::from_fn(|side| u16::try_from(sheet.partscore(side)).unwrap_or(u16::MAX))
}

#[cfg(test)]
mod tests {
    use super::*;
    use tenace_bridge::{Action, BoardNumber, Deal, Game, Seat, Setup, Side};

    fn finished(board: u32, calls: &str, declarer_wins: bool) -> Scored {
        let number = BoardNumber::new(board).unwrap();
        let mut game = Game::new(Setup::board(number, Deal::for_board(1, number)));
        for c in calls.split_whitespace() {
            let seat = game.to_act().unwrap();
            game.apply(Action::Call { seat, call: c.parse().unwrap() }).unwrap();
        }
        if let Some(contract) = game.contract() {
            let claimer = if declarer_wins { contract.declarer } else { contract.declarer.lho() };
            game.apply(Action::claim(claimer, 13)).unwrap();
            while let Some(claim) = game.pending_claim().cloned() {
                game.apply(Action::AcceptClaim { seat: claim.awaiting[0] }).unwrap();
            }
        }
        let result = game.result().unwrap();
        Scored { record: game.record(), result }
    }

    #[test]
    fn duplicate_rows_are_north_south_scores() {
        // Board 1: N deals, nobody vulnerable. N opens 4S and makes 13 tricks.
        let made = finished(1, "4S P P P", true);
        // Board 2: E deals, N-S vulnerable; E plays 1NT and goes down 7 (S concedes nothing).
        let down = finished(2, "1NT P P P", false);
        let passed = finished(3, "P P P P", true);
        let rows = duplicate_rows(&[made, down, passed]);
        assert_eq!(rows[0].ns, 510);
        assert_eq!(rows[1].ns, 350, "1NT-7 non-vulnerable is 350 to the defenders");
        assert_eq!(rows[2].ns, 0);
        assert_eq!(rows[1].contract.unwrap().declarer, Seat::East);
    }

    #[test]
    fn rubber_sheets_roll_over() {
        let game = |b| finished(b, "7NT P P P", true);
        // Board 1 N declares (N-S), board 5 N again: two games, the rubber is won.
        let deals = vec![game(1), game(5), game(9)];
        let sheets = rubbers(&deals, RubberCode::MODERN);
        assert_eq!(sheets.len(), 2, "a finished rubber and a new one");
        assert_eq!(sheets[0].winner(), Some(Side::NorthSouth));
        assert_eq!(sheets[1].deals_played(), 1);
        assert_eq!(rubber_vulnerability(&deals[..1], RubberCode::MODERN), Vulnerability::NorthSouth);
    }

    /// A Chicago worked by hand (the declarer takes all 13 tricks each time):
    /// deal 1 (none vul) N 4♠+3 = 120 + 90 over + 300 game = 510 to N-S;
    /// deal 2 (E deals: E-W vul) E 1NT+6 = 40 (carried) + 180 over = 220 to E-W;
    /// a pass-out (S deals) is redealt, still deal 3; deal 3 (S deals: N-S vul)
    /// S 3NT+4 = 100 + 120 over + 500 game = 720, and the partscores are wiped;
    /// deal 4 (both vul) W 2♣+5 = 40 + 100 over + 100 for the partscore on deal 4 = 240.
    /// The next deal starts a new Chicago (its pass-out is on the new sheet).
    #[test]
    fn a_chicago_round_by_hand() {
        let d1 = finished(1, "4S P P P", true);
        let d2 = finished(2, "1NT P P P", true);
        assert_eq!(chicago_next(std::slice::from_ref(&d1), Seat::East), (Seat::East, Vulnerability::EastWest));
        let passed = finished(3, "P P P P", true);
        let d3 = finished(3, "3NT P P P", true);
        let d4 = finished(4, "2C P P P", true);
        let d5 = finished(5, "P P P P", true);
        let deals = [d1, d2, passed, d3, d4, d5];
        assert_eq!(chicago_below_line(&deals[..2]).into_array(), [0, 40]);
        assert_eq!(chicago_next(&deals[..3], Seat::West), (Seat::South, Vulnerability::NorthSouth));
        let (rows, sheets) = chicagos(&deals);
        let points: Vec<(u32, u32, usize)> =
            rows.iter().map(|r| (r.points[Side::NorthSouth], r.points[Side::EastWest], r.round)).collect();
        assert_eq!(points, [(510, 0, 0), (0, 220, 0), (0, 0, 0), (720, 0, 0), (0, 240, 0), (0, 0, 1)]);
        assert_eq!(sheets.len(), 2);
        assert!(sheets[0].is_over());
        assert_eq!(sheets[0].net(Side::NorthSouth), 510 + 720 - 220 - 240);
        assert_eq!(sheets[1].passed_out(), 1);
        assert_eq!(chicago_next(&deals, Seat::East), (Seat::North, Vulnerability::None));
        // The rubber rows of the same deals come from the rubber sheets.
        assert_eq!(rubber_rows(&deals, RubberCode::MODERN).len(), 6);
    }

    #[test]
    fn below_line_is_the_partscore_of_the_game_in_progress() {
        assert_eq!(below_line(&[], RubberCode::MODERN).into_array(), [0, 0]);
        // Board 1: North plays 1NT and takes every trick: 40 below for N-S
        // (the overtricks go above). Board 2: East 2C making: 40 below for E-W.
        let ns = finished(1, "1NT P P P", true);
        let ew = finished(2, "2C P P P", true);
        assert_eq!(ew.result.contract.unwrap().declarer.side(), Side::EastWest);
        assert_eq!(below_line(std::slice::from_ref(&ns), RubberCode::MODERN).into_array(), [40, 0]);
        assert_eq!(below_line(&[ns.clone(), ew], RubberCode::MODERN).into_array(), [40, 40]);
        // A game wipes both partscores.
        let game = finished(5, "3NT P P P", true);
        assert_eq!(below_line(&[ns, game], RubberCode::MODERN).into_array(), [0, 0]);
    }
}

/// Rubbers under every rubber-form code, played through the reducer and
/// checked against the spec's tables (`../shared/spec/scoring-codes.md`
/// §2–§7) worked by hand; honours and chicanes come from the deals as dealt.
#[cfg(test)]
mod code_tests {
    use super::*;
    use crate::state::{Msg, ScoringMode, Settings, Table};
    use std::rc::Rc;
    use tenace_bridge::scoring::{chicanes, honours, HonoursKind};
    use tenace_bridge::{Action, Side, Strain};
    use yew::Reducible;

    /// Bids `calls` on the deal on the table, lets declarer claim `tricks`
    /// of the thirteen, and moves on to the next deal.
    fn play(mut t: Rc<Table>, calls: &str, tricks: u8) -> Rc<Table> {
        let mut game = t.game().clone();
        for c in calls.split_whitespace() {
            let seat = game.to_act().unwrap();
            game.apply(Action::Call { seat, call: c.parse().unwrap() }).unwrap();
        }
        let declarer = game.contract().unwrap().declarer;
        game.apply(Action::claim(declarer, tricks)).unwrap();
        while let Some(claim) = game.pending_claim().cloned() {
            game.apply(Action::AcceptClaim { seat: claim.awaiting[0] }).unwrap();
        }
        Rc::make_mut(&mut t).current.game = game;
        t.reduce(Msg::NextDeal)
    }

    /// What one code pays in the three deals below, from the spec.
    struct Expected {
        code: CodeName,
        /// 1NT bid and made exactly: trick points below, "contract made" above.
        one_nt: (u32, u32),
        /// 4♥ two down, undoubled, not vulnerable: to the defenders.
        two_down: u32,
        /// 7NT made: trick points, slam, "contract made", game premium.
        grand: (u32, u32, u32, u32),
        /// Honours: four trumps, five trumps, four aces.
        honours: (u32, u32, u32),
        chicane: u32,
    }

    #[rustfmt::skip]
    const EXPECTED: [Expected; 6] = [
        // §2: Law 77 values, no insult undoubled, no game premium in rubber.
        Expected { code: CodeName::Rubber, one_nt: (40, 0), two_down: 100, grand: (220, 1000, 0, 0), honours: (100, 150, 150), chicane: 0 },
        // §3: NT 30/40 alternating: 30 for 1NT, 30+40+30+40+30+40+30 = 240 for 7NT; grand 1500.
        Expected { code: CodeName::Laws1932, one_nt: (30, 0), two_down: 100, grand: (240, 1500, 0, 0), honours: (100, 150, 150), chicane: 0 },
        // §4: NT 10 a trick; 50 for the contract, 50 a trick down plus 50 for the defeat;
        // slam on tricks taken 200; partii premium 300; honours 100/200/200; chicane 50.
        Expected { code: CodeName::Kontrakt, one_nt: (10, 50), two_down: 150, grand: (70, 200, 50, 300), honours: (100, 200, 200), chicane: 50 },
        // §5: NT 35; undertricks 50 each; grand 1000; no partii premium.
        Expected { code: CodeName::Vanderbilt, one_nt: (35, 0), two_down: 100, grand: (245, 1000, 0, 0), honours: (100, 150, 150), chicane: 0 },
        // §6: NT 10; contract 4; 8 a trick down plus 4; declared grand 96; the
        // partii premium is the partii's trick points (10 + 70).
        Expected { code: CodeName::Reform, one_nt: (10, 4), two_down: 20, grand: (70, 96, 4, 80), honours: (20, 40, 40), chicane: 0 },
        // §7: modern values; 50 only for a doubled contract won.
        Expected { code: CodeName::Lithuanian, one_nt: (40, 0), two_down: 100, grand: (220, 1000, 0, 0), honours: (100, 150, 150), chicane: 0 },
    ];

    #[test]
    fn a_rubber_under_each_code_through_the_reducer() {
        assert_eq!(rubber_codes().collect::<Vec<_>>(), EXPECTED.iter().map(|e| e.code).collect::<Vec<_>>());
        for e in &EXPECTED {
            let t = Rc::new(Table::new(11, Settings::default(), ScoringMode::Duplicate))
                .reduce(Msg::NewRubber(RubberCode::new(e.code)));
            assert_eq!((t.session.mode, t.session.code), (ScoringMode::Rubber, RubberCode::new(e.code)));
            // Board 1: North deals and plays 1NT, 7 tricks. Board 2: East, 4♥, 8 tricks.
            // Board 3: South, 7NT, all 13: the first game; nobody is vulnerable throughout.
            let t = play(t, "1NT P P P", 7);
            let t = play(t, "4H P P P", 8);
            let t = play(t, "7NT P P P", 13);
            let deals = t.scored_deals();
            assert!(deals.iter().all(|d| d.record.setup.vulnerability == Vulnerability::None), "{:?}", e.code);
            // Who declared each deal depends on the boards' dealers: score by side.
            let declarers: Vec<Side> = deals.iter().map(|d| d.result.contract.unwrap().declarer.side()).collect();
            let mut totals = BySide::splat(0u32);
            totals[declarers[0]] += e.one_nt.0 + e.one_nt.1;
            totals[declarers[1].opponents()] += e.two_down;
            // Reform's partii premium is the winner's own trick points in that partii.
            let premium = if e.code == CodeName::Reform {
                e.grand.0 + if declarers[0] == declarers[2] { e.one_nt.0 } else { 0 }
            } else {
                e.grand.3
            };
            totals[declarers[2]] += e.grand.0 + e.grand.1 + e.grand.2 + premium;
            for (deal, strain) in deals.iter().zip([Strain::NoTrump, Strain::Hearts, Strain::NoTrump]) {
                let held = &deal.record.setup.deal;
                if let Some(h) = honours(held, strain) {
                    totals[h.side()] += match h.kind {
                        HonoursKind::FourTrumps => e.honours.0,
                        HonoursKind::FiveTrumps => e.honours.1,
                        HonoursKind::FourAces => e.honours.2,
                    };
                }
                for seat in chicanes(held, strain) {
                    totals[seat.side()] += e.chicane;
                }
            }
            let [ns, ew] = totals.into_array();
            let sheets = rubbers(&deals, t.session.code);
            assert_eq!(sheets.len(), 1, "{:?}: one game won, the rubber goes on", e.code);
            let sheet = &sheets[0];
            assert_eq!(sheet.code().name, e.code);
            assert_eq!((sheet.total(Side::NorthSouth), sheet.total(Side::EastWest)), (ns, ew), "{:?}", e.code);
            assert_eq!(sheet.games_won(declarers[2]), 1);
            // §7: the Lithuanian result is settled in tenths of the difference (shown under the sheet).
            let unit = if e.code == CodeName::Lithuanian { 10 } else { 1 };
            assert_eq!(sheet.settlement_unit(), unit, "{:?}", e.code);
            assert_eq!(sheet.settlement().north_south * unit as i32, ns as i32 - ew as i32, "{:?}", e.code);
            // The next deal is dealt with the game's winners vulnerable, and
            // the rows of the session summary add up to the same totals.
            let vulnerable = match declarers[2] {
                Side::NorthSouth => Vulnerability::NorthSouth,
                Side::EastWest => Vulnerability::EastWest,
            };
            assert_eq!(t.game().setup().vulnerability, vulnerable, "{:?}", e.code);
            let rows = rubber_rows(&deals, t.session.code);
            let sum = |side: Side| rows.iter().map(|r| r.points[side]).sum::<u32>();
            assert_eq!((sum(Side::NorthSouth), sum(Side::EastWest)), (ns, ew), "{:?}", e.code);
            for entry in sheet.entries() {
                let name = item_name(entry.kind);
                assert!(!name.is_empty() && !name.starts_with("codes."), "{name}");
            }
        }
    }

    /// Spec §4's worked example, game F: the second partii ends the rubber,
    /// which earns the robber premium 750 and no partii premium.
    #[test]
    fn a_kontrakt_rubber_is_won_with_750_and_no_second_partii_premium() {
        let t = Rc::new(Table::new(11, Settings::default(), ScoringMode::Rubber))
            .reduce(Msg::NewRubber(RubberCode::new(CodeName::Kontrakt)));
        // The dealer plays 3NT=: 30 below, the first partii. On the next
        // board the next dealer passes and the first dealer's partner plays
        // 4♠= vulnerable: 36 below, the second partii and the rubber.
        let t = play(t, "3NT P P P", 9);
        let t = play(t, "P 4S P P P", 10);
        let deals = t.scored_deals();
        let winners = deals[0].result.contract.unwrap().declarer.side();
        assert_eq!(deals[1].result.contract.unwrap().declarer.side(), winners);
        let sheets = rubbers(&deals, RubberCode::new(CodeName::Kontrakt));
        assert_eq!(sheets.len(), 2, "a finished rubber and a fresh sheet");
        let kinds: Vec<(ItemKind, u32)> =
            sheets[0].entries().iter().filter(|e| e.side == winners).map(|e| (e.kind, e.points)).collect();
        assert!(kinds.contains(&(ItemKind::RubberPremium, 750)), "{kinds:?}");
        assert_eq!(kinds.iter().filter(|(k, _)| *k == ItemKind::GamePremium).count(), 1, "{kinds:?}");
        // Contract made: 50 not vulnerable, 100 vulnerable (§4: ×2 in a vulnerable partii).
        assert!(
            kinds.contains(&(ItemKind::ContractMade, 50)) && kinds.contains(&(ItemKind::ContractMade, 100)),
            "{kinds:?}"
        );
        assert_eq!(sheets[0].winner(), Some(winners));
    }

    #[test]
    fn other_sessions_come_back_to_modern_rubber() {
        let t = Rc::new(Table::new(3, Settings::default(), ScoringMode::Rubber))
            .reduce(Msg::NewRubber(RubberCode::new(CodeName::Laws1932)));
        assert_eq!(t.session.code.name, CodeName::Laws1932);
        assert!(t.notice.as_ref().is_some_and(|n| n.text.contains("1932 Laws")), "{:?}", t.notice);
        let t = t.reduce(Msg::NewSession(ScoringMode::Chicago));
        assert_eq!((t.session.mode, t.session.code), (ScoringMode::Chicago, RubberCode::MODERN));
        // A code that is not a rubber form cannot score a rubber: modern rubber instead.
        let t = t.reduce(Msg::NewRubber(RubberCode::new(CodeName::Duplicate)));
        assert_eq!((t.session.mode, t.session.code), (ScoringMode::Rubber, RubberCode::MODERN));
    }

    /// Seed 001: Kontrakt players usually leave below-line points out of the
    /// total; the session can be played that way, and only Kontrakt offers it.
    #[test]
    fn kontrakt_can_leave_below_line_points_out() {
        let left_out = RubberCode::new(CodeName::Kontrakt).counting_below_line(false);
        assert!(!left_out.below_line_in_total);
        assert!(RubberCode::new(CodeName::Vanderbilt).counting_below_line(false).below_line_in_total);
        assert!(RubberCode::new(CodeName::Kontrakt).below_line_in_total, "counted by default");
        let t = Rc::new(Table::new(11, Settings::default(), ScoringMode::Rubber)).reduce(Msg::NewRubber(left_out));
        assert_eq!(t.session.code, left_out);
        let t = play(t, "3NT P P P", 9);
        let deals = t.scored_deals();
        let side = deals[0].result.contract.unwrap().declarer.side();
        let counted = &rubbers(&deals, RubberCode::new(CodeName::Kontrakt))[0];
        let without = &rubbers(&deals, left_out)[0];
        // 3NT=: 30 below; 50 for the contract and 300 for the partii above.
        assert_eq!(without.below(side), 30);
        assert_eq!(without.total(side), counted.total(side) - 30);
        assert_eq!(without.total(side), without.above(side));
    }
}
