//! The named scoring codes, as data.
//!
//! One [`ScoringCode`] value holds every number and rule a code needs; the
//! engine ([`super::items`], [`super::rubber`], [`super::chicago`],
//! [`super::duplicate`]) never asks *which* code it is scoring. Where a seed
//! text is damaged and a reading had to be adopted, that reading lives in
//! exactly one table entry below, with a comment, so it can be changed there.

use super::table::{ByPenalty, ByVul, HonourValues, Overtrick, Progression, SlamValues, Slams, TrickValue, VulPenalty};
use crate::Strain;
use serde::Serialize;
use std::fmt;
use std::str::FromStr;

/// The codes Tenace knows, by name.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum CodeName {
    Duplicate,
    Rubber,
    Chicago,
    Laws1932,
    Kontrakt,
    Vanderbilt,
    Reform,
    Lithuanian,
    Minibridge,
}

impl CodeName {
    pub const ALL: [CodeName; 9] = [
        CodeName::Duplicate,
        CodeName::Rubber,
        CodeName::Chicago,
        CodeName::Laws1932,
        CodeName::Kontrakt,
        CodeName::Vanderbilt,
        CodeName::Reform,
        CodeName::Lithuanian,
        CodeName::Minibridge,
    ];

    /// The name used on the command line and in saved games.
    pub const fn key(self) -> &'static str {
        match self {
            CodeName::Duplicate => "duplicate",
            CodeName::Rubber => "rubber",
            CodeName::Chicago => "chicago",
            CodeName::Laws1932 => "1932",
            CodeName::Kontrakt => "kontrakt",
            CodeName::Vanderbilt => "vanderbilt",
            CodeName::Reform => "reform",
            CodeName::Lithuanian => "lithuanian",
            CodeName::Minibridge => "minibridge",
        }
    }

    pub const fn code(self) -> ScoringCode {
        match self {
            CodeName::Duplicate => ScoringCode::DUPLICATE,
            CodeName::Rubber => ScoringCode::RUBBER,
            CodeName::Chicago => ScoringCode::CHICAGO,
            CodeName::Laws1932 => ScoringCode::LAWS_1932,
            CodeName::Kontrakt => ScoringCode::KONTRAKT,
            CodeName::Vanderbilt => ScoringCode::VANDERBILT,
            CodeName::Reform => ScoringCode::REFORM,
            CodeName::Lithuanian => ScoringCode::LITHUANIAN,
            CodeName::Minibridge => ScoringCode::MINIBRIDGE,
        }
    }
}

impl fmt::Display for CodeName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            CodeName::Duplicate => "Duplicate (2017 Laws)",
            CodeName::Rubber => "Rubber",
            CodeName::Chicago => "Chicago",
            CodeName::Laws1932 => "1932 Laws",
            CodeName::Kontrakt => "Kontrakt-bridge",
            CodeName::Vanderbilt => "Vanderbilt-bridge",
            CodeName::Reform => "Reform-bridge",
            CodeName::Lithuanian => "Lithuanian rubber",
            CodeName::Minibridge => "Minibridge",
        })
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("“{0}” is not a scoring code (use duplicate, rubber, chicago, 1932, kontrakt, vanderbilt, reform, lithuanian or minibridge)")]
pub struct UnknownCode(pub String);

impl FromStr for CodeName {
    type Err = UnknownCode;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let wanted = s.trim().to_ascii_lowercase();
        CodeName::ALL.into_iter().find(|c| c.key() == wanted).ok_or_else(|| UnknownCode(s.to_owned()))
    }
}

/// Premiums of a code in which every deal stands alone (duplicate, minibridge).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BoardPremiums {
    /// For a contract whose trick score alone reaches game.
    pub game: ByVul<u32>,
    /// For any other contract made.
    pub partscore: u32,
}

/// What a side gets for winning a game (*partii*) that does not end the rubber.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub enum GamePremium {
    None,
    Fixed(u32),
    /// The winner's own trick points in that game, all of them (Reform).
    TrickPoints,
}

/// What the side that wins the rubber gets.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub enum RubberPremium {
    Fixed {
        two_games_to_none: u32,
        two_games_to_one: u32,
    },
    /// The winner's trick points in the two games it won, including points
    /// beyond the game threshold (Reform).
    TrickPoints,
}

/// What an unfinished rubber pays when play stops.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Unfinished {
    /// Per game won.
    pub per_game: u32,
    /// To each side with a partscore in the game in progress.
    pub partscore: u32,
}

/// Rubber bridge: first side to two games.
///
/// The game that ends the rubber earns the rubber premium *instead of* a game
/// premium: seed 001's worked game F (Kontrakt) wins the second partii and
/// lists the robber premium 750 but no partii premium 300, and the sheet total
/// 1550 confirms it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RubberRules {
    pub game_premium: GamePremium,
    pub rubber_premium: RubberPremium,
    pub unfinished: Unfinished,
    /// Whether points below the line count in the final total. Every seed
    /// counts them except that seed 001 says Kontrakt players "usually" leave
    /// them out (while its own worked example counts them).
    pub below_line_in_total: bool,
    /// The net result is divided by this to give each player's win or loss
    /// (Lithuanian: ÷ 10); 1 settles in points.
    pub settlement_unit: u32,
}

/// Four-deal Chicago.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ChicagoRules {
    /// For the deal that completes a game.
    pub game: ByVul<u32>,
    /// For a partscore made on deal 4 that does not complete a game.
    pub final_partscore: u32,
    /// Partscores carry toward game from deal to deal; without carry-over
    /// every deal is scored like a duplicate board (game 300/500 or
    /// partscore 50 on its own trick score). Honours score either way.
    pub carry_over: bool,
    /// The partscore premium of a deal when partscores do not carry over.
    pub partscore_without_carry_over: u32,
}

/// How deals add up to a result.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Form {
    Board(BoardPremiums),
    Rubber(RubberRules),
    Chicago(ChicagoRules),
}

/// A scoring code: the tables for one deal plus how deals add up.
///
/// Fields are public data so a UI can print a code's table; the named codes
/// below are the ones the seeds and the Laws define.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ScoringCode {
    pub name: CodeName,
    /// Where the numbers come from.
    pub source: &'static str,
    /// Value of a contracted odd trick, by strain (C D H S NT).
    pub trick_values: [TrickValue; 5],
    /// Trick points below the line that make a game.
    pub game: u32,
    pub overtricks: VulPenalty<Overtrick>,
    /// Paid to the defenders, by declarer's vulnerability.
    pub undertricks: VulPenalty<Progression>,
    /// Declarer's bonus for making the contract: the "insult" of modern codes,
    /// *lepingu täitmine* (contract fulfilled) in the Estonian codes.
    pub contract_made: VulPenalty<u32>,
    /// The defenders' bonus for defeating it (*lepingu mittetäitmine*), by
    /// declarer's vulnerability.
    pub contract_defeated: VulPenalty<u32>,
    pub slams: Slams,
    pub honours: Option<HonourValues>,
    /// For a hand with no trumps at all (*Schikane*).
    pub chicane: Option<u32>,
    pub form: Form,
}

const MODERN_TRICKS: [TrickValue; 5] = [
    TrickValue::Flat(20),
    TrickValue::Flat(20),
    TrickValue::Flat(30),
    TrickValue::Flat(30),
    TrickValue::FirstThen { first: 40, rest: 30 },
];

/// ♣ 6, ♦ 7, ♥ 8, ♠ 9, NT 10: seed 001's "põhiväärtused" for Kontrakt and Reform.
const EARLY_TRICKS: [TrickValue; 5] =
    [TrickValue::Flat(6), TrickValue::Flat(7), TrickValue::Flat(8), TrickValue::Flat(9), TrickValue::Flat(10)];

const MODERN_OVERTRICKS: VulPenalty<Overtrick> = ByVul::new(
    ByPenalty::new(Overtrick::AtTrickValue, Overtrick::Each(100), Overtrick::Each(200)),
    ByPenalty::new(Overtrick::AtTrickValue, Overtrick::Each(200), Overtrick::Each(400)),
);

/// Law 77: 100, 200, 200, 300, … doubled non-vulnerable; 200, 300, 300, … vulnerable.
const LAW77_UNDERTRICKS: VulPenalty<Progression> = ByVul::new(
    ByPenalty::new(
        Progression::flat(&[50]),
        Progression::new(&[100, 200, 200, 300], 0),
        Progression::new(&[200, 400, 400, 600], 0),
    ),
    ByPenalty::new(Progression::flat(&[100]), Progression::new(&[200, 300], 0), Progression::new(&[400, 600], 0)),
);

const INSULT: VulPenalty<u32> = ByVul::same(ByPenalty::new(0, 50, 100));
const NOTHING: VulPenalty<u32> = ByVul::same(ByPenalty::new(0, 0, 0));

const MODERN_SLAMS: Slams =
    Slams { declared: Some(SlamValues { small: ByVul::new(500, 750), grand: ByVul::new(1000, 1500) }), taken: None };

const MODERN_HONOURS: HonourValues = HonourValues { four_trumps: 100, five_trumps: 150, four_aces: 150 };

const DUPLICATE_GAME: ByVul<u32> = ByVul::new(300, 500);

/// Law 77's premiums for a deal on its own: 300/500 for game, 50 for a partscore.
pub(crate) const DUPLICATE_PREMIUMS: BoardPremiums = BoardPremiums { game: DUPLICATE_GAME, partscore: 50 };

/// Minibridge: 300 for a game aimed at and made whatever the vulnerability, 50 for a partscore.
pub(crate) const MINIBRIDGE_PREMIUMS: BoardPremiums = BoardPremiums { game: ByVul::same(300), partscore: 50 };

impl ScoringCode {
    /// Laws of Duplicate Bridge 2017, Law 77.
    pub const DUPLICATE: ScoringCode = ScoringCode {
        name: CodeName::Duplicate,
        source: "Laws of Duplicate Bridge 2017, Law 77 (seed 003)",
        trick_values: MODERN_TRICKS,
        game: 100,
        overtricks: MODERN_OVERTRICKS,
        undertricks: LAW77_UNDERTRICKS,
        contract_made: INSULT,
        contract_defeated: NOTHING,
        slams: MODERN_SLAMS,
        honours: None,
        chicane: None,
        form: Form::Board(DUPLICATE_PREMIUMS),
    };

    /// Modern rubber bridge (Laws of Contract Bridge): Law 77's tables above
    /// and below the line, honours, 700/500 for the rubber.
    pub const RUBBER: ScoringCode = ScoringCode {
        name: CodeName::Rubber,
        source: "Laws of Contract Bridge, rubber bridge (seeds 002, 003)",
        honours: Some(MODERN_HONOURS),
        form: Form::Rubber(RubberRules {
            game_premium: GamePremium::None,
            rubber_premium: RubberPremium::Fixed { two_games_to_none: 700, two_games_to_one: 500 },
            unfinished: Unfinished { per_game: 300, partscore: 50 },
            below_line_in_total: true,
            settlement_unit: 1,
        }),
        ..ScoringCode::DUPLICATE
    };

    /// Four-deal Chicago with honours; partscores carry over by default.
    pub const CHICAGO: ScoringCode = ScoringCode {
        name: CodeName::Chicago,
        source: "Laws of Contract Bridge, Chicago (seeds 002, 003)",
        honours: Some(MODERN_HONOURS),
        form: Form::Chicago(ChicagoRules {
            game: DUPLICATE_GAME,
            final_partscore: 100,
            carry_over: true,
            partscore_without_carry_over: 50,
        }),
        ..ScoringCode::DUPLICATE
    };

    /// The 1932 Laws as printed in seed 000's "Arvutustabel": NT odd tricks
    /// alternate 30/40, undertricks grow by 50 (100 doubled) per trick, slams
    /// 500/750 and 1500/2250, no insult, 300 per game of an unfinished rubber.
    pub const LAWS_1932: ScoringCode = ScoringCode {
        name: CodeName::Laws1932,
        source: "1932 Laws, Estonian edition, “Arvutustabel” (seed 000)",
        trick_values: [
            TrickValue::Flat(20),
            TrickValue::Flat(20),
            TrickValue::Flat(30),
            TrickValue::Flat(30),
            TrickValue::Alternating { odd: 30, even: 40 },
        ],
        game: 100,
        overtricks: MODERN_OVERTRICKS,
        undertricks: ByVul::new(
            ByPenalty::new(Progression::flat(&[50]), Progression::new(&[100], 50), Progression::new(&[200], 100)),
            ByPenalty::new(Progression::new(&[100], 50), Progression::new(&[200], 100), Progression::new(&[400], 200)),
        ),
        contract_made: NOTHING,
        contract_defeated: NOTHING,
        slams: Slams {
            declared: Some(SlamValues { small: ByVul::new(500, 750), grand: ByVul::new(1500, 2250) }),
            taken: None,
        },
        honours: Some(MODERN_HONOURS),
        chicane: None,
        form: Form::Rubber(RubberRules {
            game_premium: GamePremium::None,
            rubber_premium: RubberPremium::Fixed { two_games_to_none: 700, two_games_to_one: 500 },
            unfinished: Unfinished { per_game: 300, partscore: 0 },
            below_line_in_total: true,
            settlement_unit: 1,
        }),
    };

    /// Seed 001's "Kontrakt-bridge": game is 30 below the line, and 50 per
    /// unit above it ("contract fulfilled", each overtrick; "contract failed",
    /// each undertrick), ×2 in a vulnerable partii, ×2/×4 doubled/redoubled.
    /// Slams are scored on tricks taken, by either side, bid or not.
    pub const KONTRAKT: ScoringCode = ScoringCode {
        name: CodeName::Kontrakt,
        source: "“Kontrakt-bridge”, Estonian booklet (seed 001)",
        trick_values: EARLY_TRICKS,
        game: 30,
        overtricks: ByVul::new(
            ByPenalty::new(Overtrick::Each(50), Overtrick::Each(100), Overtrick::Each(200)),
            ByPenalty::new(Overtrick::Each(100), Overtrick::Each(200), Overtrick::Each(400)),
        ),
        undertricks: ByVul::new(
            ByPenalty::new(Progression::flat(&[50]), Progression::flat(&[100]), Progression::flat(&[200])),
            ByPenalty::new(Progression::flat(&[100]), Progression::flat(&[200]), Progression::flat(&[400])),
        ),
        contract_made: ByVul::new(ByPenalty::new(50, 100, 200), ByPenalty::new(100, 200, 400)),
        contract_defeated: ByVul::new(ByPenalty::new(50, 100, 200), ByPenalty::new(100, 200, 400)),
        slams: Slams { declared: None, taken: Some(SlamValues { small: ByVul::same(100), grand: ByVul::same(200) }) },
        honours: Some(HonourValues { four_trumps: 100, five_trumps: 200, four_aces: 200 }),
        chicane: Some(50),
        form: Form::Rubber(RubberRules {
            game_premium: GamePremium::Fixed(300),
            // Seed 001 lists a single robber premium, 750, however many partiis.
            rubber_premium: RubberPremium::Fixed { two_games_to_none: 750, two_games_to_one: 750 },
            // Seed 001 gives no unfinished-rubber rule; partii premiums are
            // already written when each partii is won.
            unfinished: Unfinished { per_game: 0, partscore: 0 },
            // The worked example ("Arvutusnäited") counts them; switch off
            // with `with_below_line_in_total(false)` for the "usual" practice.
            below_line_in_total: true,
            settlement_unit: 1,
        }),
    };

    /// Seed 001's "Vanderbilt-bridge", then the most used code in Estonia:
    /// NT 35 a trick, no game premiums, slams only when declared.
    pub const VANDERBILT: ScoringCode = ScoringCode {
        name: CodeName::Vanderbilt,
        source: "“Vanderbilt-bridge”, Estonian booklet (seed 001)",
        trick_values: [
            TrickValue::Flat(20),
            TrickValue::Flat(20),
            TrickValue::Flat(30),
            TrickValue::Flat(30),
            TrickValue::Flat(35),
        ],
        game: 100,
        overtricks: ByVul::new(
            ByPenalty::new(Overtrick::Each(50), Overtrick::Each(100), Overtrick::Each(200)),
            ByPenalty::new(Overtrick::Each(50), Overtrick::Each(200), Overtrick::Each(400)),
        ),
        undertricks: ByVul::new(
            ByPenalty::new(
                Progression::flat(&[50]),
                Progression::new(&[100, 100, 200, 200, 400], 0),
                Progression::new(&[200, 200, 400, 400, 800], 0),
            ),
            ByPenalty::new(
                Progression::new(&[100, 200], 0),
                Progression::new(&[200, 400], 0),
                Progression::new(&[400, 800], 0),
            ),
        ),
        contract_made: ByVul::new(ByPenalty::new(0, 50, 100), ByPenalty::new(0, 100, 200)),
        contract_defeated: NOTHING,
        slams: MODERN_SLAMS,
        honours: Some(MODERN_HONOURS),
        chicane: None,
        form: Form::Rubber(RubberRules {
            game_premium: GamePremium::None,
            rubber_premium: RubberPremium::Fixed { two_games_to_none: 700, two_games_to_one: 500 },
            // Seed 001 gives no unfinished-rubber rule for Vanderbilt.
            unfinished: Unfinished { per_game: 0, partscore: 0 },
            // "Vanderbilt-bridge'is aga arvutatakse nendega alati."
            below_line_in_total: true,
            settlement_unit: 1,
        }),
    };

    /// Seed 001's "Reform-bridge": Kontrakt's trick values, game 40, premiums
    /// made of trick points.
    ///
    /// **Adopted reading.** The OCR of the premium table lost a row: it prints
    /// "Lepingu täitmine" as a heading, then "Lepingu mittetäitmine 4 8 16",
    /// "Iga lisavõtte eest 4 8 16" and the undertrick rows. We read it as
    /// contract fulfilled 4/8/16, contract failed 4/8/16, each overtrick
    /// 4/8/16 whatever the vulnerability, each undertrick 8/16/32 in the first
    /// partii and 16/32/64 in the second (vulnerable) one.
    pub const REFORM: ScoringCode = ScoringCode {
        name: CodeName::Reform,
        source: "“Reform-bridge”, Estonian booklet (seed 001)",
        trick_values: EARLY_TRICKS,
        game: 40,
        overtricks: ByVul::same(ByPenalty::new(Overtrick::Each(4), Overtrick::Each(8), Overtrick::Each(16))),
        undertricks: ByVul::new(
            ByPenalty::new(Progression::flat(&[8]), Progression::flat(&[16]), Progression::flat(&[32])),
            ByPenalty::new(Progression::flat(&[16]), Progression::flat(&[32]), Progression::flat(&[64])),
        ),
        contract_made: ByVul::same(ByPenalty::new(4, 8, 16)),
        contract_defeated: ByVul::same(ByPenalty::new(4, 8, 16)),
        slams: Slams {
            declared: Some(SlamValues { small: ByVul::same(48), grand: ByVul::same(96) }),
            taken: Some(SlamValues { small: ByVul::same(16), grand: ByVul::same(32) }),
        },
        honours: Some(HonourValues { four_trumps: 20, five_trumps: 40, four_aces: 40 }),
        chicane: None,
        form: Form::Rubber(RubberRules {
            game_premium: GamePremium::TrickPoints,
            rubber_premium: RubberPremium::TrickPoints,
            unfinished: Unfinished { per_game: 0, partscore: 0 },
            // Seed 001's general rule: below-line points "are nevertheless
            // counted in the final result" ("arvutatakse siiski").
            below_line_in_total: true,
            settlement_unit: 1,
        }),
    };

    /// Seed 002's Lithuanian rubber: modern values with the 1935–1987
    /// undertrick scale, 50 to whichever side wins a doubled or redoubled
    /// contract, and settlement in tenths of the difference.
    pub const LITHUANIAN: ScoringCode = ScoringCode {
        name: CodeName::Lithuanian,
        source: "Lithuanian rules of bridge, “Žaidimo ir premijų taškų lentelė” (seed 002)",
        undertricks: ByVul::new(
            ByPenalty::new(
                Progression::flat(&[50]),
                Progression::new(&[100, 200], 0),
                Progression::new(&[200, 400], 0),
            ),
            ByPenalty::new(
                Progression::flat(&[100]),
                Progression::new(&[200, 300], 0),
                Progression::new(&[400, 600], 0),
            ),
        ),
        contract_made: ByVul::same(ByPenalty::new(0, 50, 50)),
        contract_defeated: ByVul::same(ByPenalty::new(0, 50, 50)),
        honours: Some(MODERN_HONOURS),
        form: Form::Rubber(RubberRules {
            game_premium: GamePremium::None,
            rubber_premium: RubberPremium::Fixed { two_games_to_none: 700, two_games_to_one: 500 },
            unfinished: Unfinished { per_game: 300, partscore: 50 },
            below_line_in_total: true,
            settlement_unit: 10,
        }),
        ..ScoringCode::DUPLICATE
    };

    /// EBU Minibridge: no auction and no doubles; declarer names partscore
    /// (seven tricks) or game, scores Law 77 trick values, 300 for a game
    /// announced and made, 50 for a partscore, and loses 50 per trick short.
    /// There is no vulnerability, so both columns are the same.
    pub const MINIBRIDGE: ScoringCode = ScoringCode {
        name: CodeName::Minibridge,
        source: "English Bridge Union, Minibridge (spec §8)",
        undertricks: ByVul::same(ByPenalty::new(
            Progression::flat(&[50]),
            Progression::new(&[100, 200, 200, 300], 0),
            Progression::new(&[200, 400, 400, 600], 0),
        )),
        slams: Slams { declared: None, taken: None },
        form: Form::Board(MINIBRIDGE_PREMIUMS),
        ..ScoringCode::DUPLICATE
    };

    pub const ALL: [ScoringCode; 9] = [
        ScoringCode::DUPLICATE,
        ScoringCode::RUBBER,
        ScoringCode::CHICAGO,
        ScoringCode::LAWS_1932,
        ScoringCode::KONTRAKT,
        ScoringCode::VANDERBILT,
        ScoringCode::REFORM,
        ScoringCode::LITHUANIAN,
        ScoringCode::MINIBRIDGE,
    ];

    pub const fn trick_value(&self, strain: Strain) -> TrickValue {
        self.trick_values[strain.index()]
    }

    /// The same code with below-line points counted in the final total or
    /// not (rubber codes only; other forms always count them).
    pub const fn with_below_line_in_total(self, counted: bool) -> ScoringCode {
        match self.form {
            Form::Rubber(rules) => {
                ScoringCode { form: Form::Rubber(RubberRules { below_line_in_total: counted, ..rules }), ..self }
            }
            Form::Board(_) | Form::Chicago(_) => self,
        }
    }

    /// The same code with Chicago partscores carried toward game or not
    /// (Chicago only).
    pub const fn with_carry_over(self, carry_over: bool) -> ScoringCode {
        match self.form {
            Form::Chicago(rules) => ScoringCode { form: Form::Chicago(ChicagoRules { carry_over, ..rules }), ..self },
            Form::Board(_) | Form::Rubber(_) => self,
        }
    }
}

impl From<CodeName> for ScoringCode {
    fn from(name: CodeName) -> ScoringCode {
        name.code()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for name in CodeName::ALL {
            assert_eq!(name.key().parse::<CodeName>(), Ok(name));
            assert_eq!(name.code().name, name);
        }
        assert_eq!(" Kontrakt ".parse::<CodeName>(), Ok(CodeName::Kontrakt));
        let err = "contract".parse::<CodeName>().unwrap_err();
        assert!(err.to_string().contains("not a scoring code"), "{err}");
        assert_eq!(ScoringCode::ALL.map(|c| c.name), CodeName::ALL);
    }

    #[test]
    fn options_only_touch_their_form() {
        let plain = ScoringCode::KONTRAKT.with_below_line_in_total(false);
        assert!(matches!(plain.form, Form::Rubber(RubberRules { below_line_in_total: false, .. })));
        assert_eq!(ScoringCode::DUPLICATE.with_below_line_in_total(false), ScoringCode::DUPLICATE);
        let flat = ScoringCode::CHICAGO.with_carry_over(false);
        assert!(matches!(flat.form, Form::Chicago(ChicagoRules { carry_over: false, .. })));
        assert_eq!(ScoringCode::RUBBER.with_carry_over(false), ScoringCode::RUBBER);
    }

    #[test]
    fn vanderbilt_table_spot_checks() {
        use crate::Penalty::*;
        let v = ScoringCode::VANDERBILT;
        // "Iga järgneva vähemvõtte eest 50 400 800 | 200 400 800"
        assert_eq!(v.undertricks.get(false).get(Doubled).nth(5), 400);
        assert_eq!(v.undertricks.get(false).get(Redoubled).nth(6), 800);
        assert_eq!(v.undertricks.get(true).get(Undoubled).nth(9), 200);
        // "Kolmas 50 200 400 | 200 400 800"
        assert_eq!(v.undertricks.get(false).get(Doubled).nth(3), 200);
        assert_eq!(v.undertricks.get(true).get(Redoubled).nth(3), 800);
        // "Lepingu täitmine 0 50 100 | 0 100 200"
        assert_eq!(v.contract_made.get(true).get(Redoubled), 200);
        assert_eq!(v.contract_made.get(false).get(Undoubled), 0);
        assert_eq!(v.trick_value(Strain::NoTrump).sum(1, 3), 105);
    }
}
