//! What one played deal is worth under a code, item by item.
//!
//! Everything that depends only on the deal (tricks, overtricks, undertricks,
//! made/defeated bonuses, slams, honours, chicanes) is computed here, once, for
//! every code. Game, partscore and rubber premiums depend on what came before
//! (carried partscores, games won), so the sheets and board scoring add them.

use super::code::ScoringCode;
use super::honours::{HandBonuses, HonoursKind};
use super::table::{Overtrick, SlamValues};
use super::{ScoringError, Tricks};
use crate::{Contract, Side, Vulnerability};
use serde::Serialize;
use std::fmt;

/// Where an item is written on a rubber score sheet.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Line {
    /// Premiums: everything except contracted trick points.
    Above,
    /// Contracted trick points, which alone count toward game.
    Below,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum SlamSize {
    /// Twelve tricks (a six-level contract).
    Small,
    /// All thirteen (a seven-level contract).
    Grand,
}

/// What an item of score is for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum ItemKind {
    /// Contracted odd tricks (below the line).
    ContractTricks,
    Overtricks {
        count: u8,
    },
    /// Paid to the defenders.
    Undertricks {
        count: u8,
    },
    /// The bonus for making the contract: the insult of modern codes, "contract
    /// fulfilled" in the Estonian ones, Lithuania's 50 for a doubled contract won.
    ContractMade,
    /// The defenders' bonus for defeating it ("contract failed"; Lithuania's 50).
    ContractDefeated,
    Honours(HonoursKind),
    /// A hand without trumps.
    Chicane,
    /// `declared`: bid and made; otherwise taken without being bid.
    Slam {
        size: SlamSize,
        declared: bool,
    },
    /// For winning a game: the partii premium of rubber codes, 300/500 in
    /// duplicate and Chicago.
    GamePremium,
    /// For a partscore made: 50 in duplicate, 100 on Chicago's fourth deal.
    PartscorePremium,
    /// For winning the rubber.
    RubberPremium,
    /// Games won in a rubber that was stopped before its end.
    UnfinishedGames {
        games: u8,
    },
    /// A partscore in the game in progress when the rubber was stopped.
    UnfinishedPartscore,
}

impl fmt::Display for ItemKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ItemKind::ContractTricks => f.write_str("tricks bid and made"),
            ItemKind::Overtricks { count } => write!(f, "{count} overtrick{}", plural(*count)),
            ItemKind::Undertricks { count } => write!(f, "{count} undertrick{}", plural(*count)),
            ItemKind::ContractMade => f.write_str("contract made"),
            ItemKind::ContractDefeated => f.write_str("contract defeated"),
            ItemKind::Honours(kind) => write!(f, "honours: {kind}"),
            ItemKind::Chicane => f.write_str("chicane (no trumps)"),
            ItemKind::Slam { size, declared } => {
                let size = match size {
                    SlamSize::Small => "small slam",
                    SlamSize::Grand => "grand slam",
                };
                if *declared {
                    f.write_str(size)
                } else {
                    write!(f, "{size} (not bid)")
                }
            }
            ItemKind::GamePremium => f.write_str("game"),
            ItemKind::PartscorePremium => f.write_str("partscore"),
            ItemKind::RubberPremium => f.write_str("rubber"),
            ItemKind::UnfinishedGames { games } => write!(f, "unfinished rubber: {games} game{}", plural(*games)),
            ItemKind::UnfinishedPartscore => f.write_str("unfinished rubber: partscore"),
        }
    }
}

fn plural(n: u8) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// One amount, for one side, on one line.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct ScoreItem {
    pub side: Side,
    pub line: Line,
    pub kind: ItemKind,
    pub points: u32,
}

/// A contract played to the end.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Played {
    pub contract: Contract,
    pub declarer_tricks: Tricks,
    pub bonuses: HandBonuses,
}

impl Played {
    pub fn new(contract: Contract, declarer_tricks: Tricks) -> Played {
        Played { contract, declarer_tricks, bonuses: HandBonuses::none() }
    }

    pub fn with_bonuses(self, bonuses: HandBonuses) -> Played {
        Played { bonuses, ..self }
    }

    /// Whether declarer took at least the tricks contracted for.
    pub fn is_made(&self) -> bool {
        self.declarer_tricks.get() >= self.contract.tricks_needed()
    }
}

/// A deal as a score sheet records it: passed out, or played with its
/// bonuses. (The game's own outcome is [`crate::DealResult`].)
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum SheetDeal {
    /// Four passes: nothing is scored.
    PassedOut,
    Played(Played),
}

impl From<Played> for SheetDeal {
    fn from(p: Played) -> SheetDeal {
        SheetDeal::Played(p)
    }
}

/// Every item a played deal scores under `code`, except game, partscore and
/// rubber premiums. Vulnerability is per side: the board's in duplicate and
/// Chicago, "has won a game" in rubber.
pub fn score_played(code: &ScoringCode, played: &Played, vul: Vulnerability) -> Result<Vec<ScoreItem>, ScoringError> {
    let contract = played.contract;
    let strain = contract.strain();
    if let Some(h) = played.bonuses.honours {
        if !h.kind.fits(strain) {
            return Err(ScoringError::HonoursDontFit { kind: h.kind, strain });
        }
    }
    if strain.trump().is_none() && !played.bonuses.chicanes.is_empty() {
        return Err(ScoringError::ChicaneAtNoTrump);
    }
    Ok(score_checked(code, played, vul))
}

/// [`score_played`] for a deal whose bonus claims are known to fit its strain.
pub(crate) fn score_checked(code: &ScoringCode, played: &Played, vul: Vulnerability) -> Vec<ScoreItem> {
    let contract = played.contract;
    let strain = contract.strain();
    let declarer = contract.declarer.side();
    let defenders = declarer.opponents();
    let declarer_vul = vul.is_vulnerable(declarer);
    let penalty = contract.penalty;
    let multiplier = penalty.multiplier().unsigned_abs();
    let level = contract.level().get();
    let needed = contract.tricks_needed();
    let taken = played.declarer_tricks.get();
    let value = code.trick_value(strain);
    let mut items = Vec::new();
    let mut push = |side: Side, line: Line, kind: ItemKind, points: u32| {
        if points > 0 {
            items.push(ScoreItem { side, line, kind, points });
        }
    };

    let mut declared_slam = None;
    if played.is_made() {
        push(declarer, Line::Below, ItemKind::ContractTricks, value.sum(1, level) * multiplier);
        let over = taken - needed;
        let over_points = match code.overtricks.get(declarer_vul).get(penalty) {
            Overtrick::AtTrickValue => value.sum(level + 1, level + over) * multiplier,
            Overtrick::Each(each) => each * u32::from(over),
        };
        push(declarer, Line::Above, ItemKind::Overtricks { count: over }, over_points);
        push(declarer, Line::Above, ItemKind::ContractMade, code.contract_made.get(declarer_vul).get(penalty));
        declared_slam = match level {
            7 => Some(SlamSize::Grand),
            6 => Some(SlamSize::Small),
            _ => None,
        };
    } else {
        let down = needed - taken;
        let points = code.undertricks.get(declarer_vul).get(penalty).total(down);
        push(defenders, Line::Above, ItemKind::Undertricks { count: down }, points);
        push(defenders, Line::Above, ItemKind::ContractDefeated, code.contract_defeated.get(declarer_vul).get(penalty));
    }

    for side in [declarer, defenders] {
        let tricks = if side == declarer { taken } else { played.declarer_tricks.others().get() };
        let declared = if side == declarer { declared_slam } else { None };
        if let Some((kind, points)) = best_slam(code, declared, tricks, vul.is_vulnerable(side)) {
            push(side, Line::Above, kind, points);
        }
    }

    if let (Some(h), Some(values)) = (played.bonuses.honours, code.honours) {
        let points = match h.kind {
            HonoursKind::FourTrumps => values.four_trumps,
            HonoursKind::FiveTrumps => values.five_trumps,
            HonoursKind::FourAces => values.four_aces,
        };
        push(h.side(), Line::Above, ItemKind::Honours(h.kind), points);
    }
    if let Some(each) = code.chicane {
        for seat in &played.bonuses.chicanes {
            push(seat.side(), Line::Above, ItemKind::Chicane, each);
        }
    }
    items
}

/// The one slam premium a side earns on a deal: a declared slam (bid and
/// made) or a slam taken without being bid, whichever pays more. Reform pays
/// both kinds; a side that bids six and takes thirteen gets the declared small
/// slam (48) rather than the undeclared grand (32), never both, since the
/// seed lists them as alternatives.
fn best_slam(code: &ScoringCode, declared: Option<SlamSize>, tricks: u8, vulnerable: bool) -> Option<(ItemKind, u32)> {
    let pick = |values: SlamValues, size: SlamSize| match size {
        SlamSize::Small => values.small.get(vulnerable),
        SlamSize::Grand => values.grand.get(vulnerable),
    };
    let bid = match (code.slams.declared, declared) {
        (Some(values), Some(size)) => Some((ItemKind::Slam { size, declared: true }, pick(values, size))),
        _ => None,
    };
    let taken_size = match tricks {
        13 => Some(SlamSize::Grand),
        12 => Some(SlamSize::Small),
        _ => None,
    };
    let taken = match (code.slams.taken, taken_size) {
        (Some(values), Some(size)) => Some((ItemKind::Slam { size, declared: false }, pick(values, size))),
        _ => None,
    };
    match (bid, taken) {
        (Some(b), Some(t)) => Some(if t.1 > b.1 { t } else { b }),
        (b, t) => b.or(t),
    }
}

/// Net points for `side` in a list of items.
pub fn net_for(items: &[ScoreItem], side: Side) -> i32 {
    items.iter().map(|i| if i.side == side { signed(i.points) } else { -signed(i.points) }).sum()
}

pub(crate) fn signed(points: u32) -> i32 {
    i32::try_from(points).unwrap_or(i32::MAX)
}

#[cfg(test)]
mod tests {
    use super::super::honours::Honours;
    use super::*;
    use crate::{Bid, Penalty, Seat, Strain};

    fn played(level: u8, strain: Strain, penalty: Penalty, tricks: u8) -> Played {
        let bid = Bid::of(level, strain).unwrap();
        Played::new(Contract::new(bid, penalty, Seat::South), Tricks::new(tricks).unwrap())
    }

    fn points(items: &[ScoreItem], kind: ItemKind) -> Option<(Side, u32)> {
        items.iter().find(|i| i.kind == kind).map(|i| (i.side, i.points))
    }

    #[test]
    fn laws_1932_vectors() {
        let code = ScoringCode::LAWS_1932;
        let none = Vulnerability::None;
        // 3NT= non-vul: 30 + 40 + 30 below.
        let items = score_played(&code, &played(3, Strain::NoTrump, Penalty::Undoubled, 9), none).unwrap();
        assert_eq!(
            items,
            vec![ScoreItem { side: Side::NorthSouth, line: Line::Below, kind: ItemKind::ContractTricks, points: 100 }]
        );
        // 2NT+1 non-vul: 70 below, the third odd trick (30) above.
        let items = score_played(&code, &played(2, Strain::NoTrump, Penalty::Undoubled, 9), none).unwrap();
        assert_eq!(points(&items, ItemKind::ContractTricks), Some((Side::NorthSouth, 70)));
        assert_eq!(points(&items, ItemKind::Overtricks { count: 1 }), Some((Side::NorthSouth, 30)));
        // 1NT+1 non-vul: the overtrick is the second odd trick, worth 40.
        let items = score_played(&code, &played(1, Strain::NoTrump, Penalty::Undoubled, 8), none).unwrap();
        assert_eq!(points(&items, ItemKind::Overtricks { count: 1 }), Some((Side::NorthSouth, 40)));
        // 4♠X-3 vul: 200 + 300 + 400.
        let items = score_played(&code, &played(4, Strain::Spades, Penalty::Doubled, 7), Vulnerability::Both).unwrap();
        assert_eq!(
            items,
            vec![ScoreItem {
                side: Side::EastWest,
                line: Line::Above,
                kind: ItemKind::Undertricks { count: 3 },
                points: 900
            }]
        );
        // 1NT XX-2 non-vul: 2 × (100 + 150).
        let items = score_played(&code, &played(1, Strain::NoTrump, Penalty::Redoubled, 5), none).unwrap();
        assert_eq!(points(&items, ItemKind::Undertricks { count: 2 }), Some((Side::EastWest, 500)));
        // The book's cumulative column, non-vul doubled, one to seven down.
        let downs: Vec<u32> = (1..=7u8)
            .map(|d| score_played(&code, &played(7, Strain::Clubs, Penalty::Doubled, 13 - d), none).unwrap()[0].points)
            .collect();
        assert_eq!(downs, [100, 250, 450, 700, 1000, 1350, 1750]);
        // Grand slam vulnerable: 2250, and no insult in 1932.
        let items =
            score_played(&code, &played(7, Strain::Hearts, Penalty::Doubled, 13), Vulnerability::NorthSouth).unwrap();
        assert_eq!(
            points(&items, ItemKind::Slam { size: SlamSize::Grand, declared: true }),
            Some((Side::NorthSouth, 2250))
        );
        assert_eq!(points(&items, ItemKind::ContractMade), None);
        assert_eq!(points(&items, ItemKind::ContractTricks), Some((Side::NorthSouth, 420)));
    }

    #[test]
    fn kontrakt_slams_are_taken_by_either_side() {
        let code = ScoringCode::KONTRAKT;
        // Declarer takes one trick: the defenders took twelve.
        let items = score_played(&code, &played(1, Strain::Clubs, Penalty::Undoubled, 1), Vulnerability::None).unwrap();
        assert_eq!(
            points(&items, ItemKind::Slam { size: SlamSize::Small, declared: false }),
            Some((Side::EastWest, 100))
        );
        // 50 for "contract failed" plus 50 for each of six undertricks.
        assert_eq!(points(&items, ItemKind::ContractDefeated), Some((Side::EastWest, 50)));
        assert_eq!(points(&items, ItemKind::Undertricks { count: 6 }), Some((Side::EastWest, 300)));
    }

    #[test]
    fn reform_slams_and_table() {
        let code = ScoringCode::REFORM;
        let none = Vulnerability::None;
        let six_thirteen = score_played(&code, &played(6, Strain::Spades, Penalty::Undoubled, 13), none).unwrap();
        assert_eq!(
            points(&six_thirteen, ItemKind::Slam { size: SlamSize::Small, declared: true }),
            Some((Side::NorthSouth, 48))
        );
        assert_eq!(six_thirteen.iter().filter(|i| matches!(i.kind, ItemKind::Slam { .. })).count(), 1);
        let four_thirteen = score_played(&code, &played(4, Strain::Spades, Penalty::Undoubled, 13), none).unwrap();
        assert_eq!(
            points(&four_thirteen, ItemKind::Slam { size: SlamSize::Grand, declared: false }),
            Some((Side::NorthSouth, 32))
        );
        assert_eq!(points(&four_thirteen, ItemKind::ContractTricks), Some((Side::NorthSouth, 36)));
        assert_eq!(points(&four_thirteen, ItemKind::Overtricks { count: 3 }), Some((Side::NorthSouth, 12)));
        assert_eq!(points(&four_thirteen, ItemKind::ContractMade), Some((Side::NorthSouth, 4)));
        let seven = score_played(&code, &played(7, Strain::NoTrump, Penalty::Redoubled, 13), none).unwrap();
        assert_eq!(
            points(&seven, ItemKind::Slam { size: SlamSize::Grand, declared: true }),
            Some((Side::NorthSouth, 96))
        );
        assert_eq!(points(&seven, ItemKind::ContractTricks), Some((Side::NorthSouth, 280)));
        assert_eq!(points(&seven, ItemKind::ContractMade), Some((Side::NorthSouth, 16)));
        // Two down doubled in the second (vulnerable) partii: 2 × 32, plus 8 for failing.
        let down = score_played(&code, &played(3, Strain::Hearts, Penalty::Doubled, 7), Vulnerability::Both).unwrap();
        assert_eq!(points(&down, ItemKind::Undertricks { count: 2 }), Some((Side::EastWest, 64)));
        assert_eq!(points(&down, ItemKind::ContractDefeated), Some((Side::EastWest, 8)));
    }

    #[test]
    fn honours_go_to_the_holder_whoever_declares() {
        let p = played(4, Strain::Hearts, Penalty::Undoubled, 9)
            .with_bonuses(HandBonuses::honours(Seat::West, HonoursKind::FiveTrumps));
        let items = score_played(&ScoringCode::RUBBER, &p, Vulnerability::None).unwrap();
        assert_eq!(points(&items, ItemKind::Honours(HonoursKind::FiveTrumps)), Some((Side::EastWest, 150)));
        assert_eq!(net_for(&items, Side::EastWest), 200);
        // Duplicate has no honours at all.
        assert_eq!(
            net_for(&score_played(&ScoringCode::DUPLICATE, &p, Vulnerability::None).unwrap(), Side::EastWest),
            50
        );
    }

    #[test]
    fn impossible_claims_are_refused() {
        let aces = HandBonuses::honours(Seat::North, HonoursKind::FourAces);
        let err = score_played(
            &ScoringCode::RUBBER,
            &played(2, Strain::Spades, Penalty::Undoubled, 8).with_bonuses(aces),
            Vulnerability::None,
        )
        .unwrap_err();
        assert_eq!(err, ScoringError::HonoursDontFit { kind: HonoursKind::FourAces, strain: Strain::Spades });
        assert!(err.to_string().contains("four aces"), "{err}");
        let chicane = HandBonuses { honours: None::<Honours>, chicanes: vec![Seat::East] };
        let err = score_played(
            &ScoringCode::KONTRAKT,
            &played(2, Strain::NoTrump, Penalty::Undoubled, 8).with_bonuses(chicane),
            Vulnerability::None,
        )
        .unwrap_err();
        assert_eq!(err, ScoringError::ChicaneAtNoTrump);
    }

    #[test]
    fn kontrakt_chicane_scores_fifty_per_void_hand() {
        let p = played(2, Strain::Spades, Penalty::Undoubled, 8)
            .with_bonuses(HandBonuses { honours: None, chicanes: vec![Seat::East, Seat::North] });
        let items = score_played(&ScoringCode::KONTRAKT, &p, Vulnerability::None).unwrap();
        let chicanes: Vec<(Side, u32)> =
            items.iter().filter(|i| i.kind == ItemKind::Chicane).map(|i| (i.side, i.points)).collect();
        assert_eq!(chicanes, [(Side::EastWest, 50), (Side::NorthSouth, 50)]);
    }

    #[test]
    fn labels_read_like_a_score_sheet() {
        assert_eq!(ItemKind::Overtricks { count: 1 }.to_string(), "1 overtrick");
        assert_eq!(ItemKind::Undertricks { count: 3 }.to_string(), "3 undertricks");
        assert_eq!(ItemKind::Slam { size: SlamSize::Grand, declared: false }.to_string(), "grand slam (not bid)");
        assert_eq!(ItemKind::Honours(HonoursKind::FourAces).to_string(), "honours: four aces");
    }
}
