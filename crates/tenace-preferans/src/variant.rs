//! The three variants as data (P84: one table, [`VARIANTS`]) and the table
//! options that override single parameters (P85). The rules read only the
//! resolved [`Params`]; no rule asks which variant it is.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// Sochi, Leningrad (Piter) or Rostov (the Moscow pulka) (P84).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Variant {
    Sochi,
    Leningrad,
    Rostov,
}

impl Variant {
    pub const ALL: [Variant; 3] = [Variant::Sochi, Variant::Leningrad, Variant::Rostov];

    pub const fn name(self) -> &'static str {
        match self {
            Variant::Sochi => "sochi",
            Variant::Leningrad => "leningrad",
            Variant::Rostov => "rostov",
        }
    }

    /// This variant's row of the table of P84.
    pub fn table(self) -> &'static VariantTable {
        match self {
            Variant::Sochi => &VARIANTS[0],
            Variant::Leningrad => &VARIANTS[1],
            Variant::Rostov => &VARIANTS[2],
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Variant {
    type Err = String;
    fn from_str(s: &str) -> Result<Variant, String> {
        match s.trim().to_lowercase().as_str() {
            "sochi" | "сочи" => Ok(Variant::Sochi),
            "leningrad" | "piter" | "ленинград" => Ok(Variant::Leningrad),
            "rostov" | "moscow" | "ростов" => Ok(Variant::Rostov),
            _ => Err(format!("“{s}” is not a variant (sochi, leningrad or rostov; P84)")),
        }
    }
}

/// All-pass progression (P52).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Progression {
    /// m = 1.
    #[serde(rename = "none")]
    None,
    /// m = min(k, 3): 1-2-3-3-…
    #[serde(rename = "arith")]
    Arithmetic,
    /// m = 2^(min(k,3)−1): 1-2-4-4-…
    #[serde(rename = "geom")]
    Geometric,
}

impl Progression {
    /// The multiplier of all-pass deal `k` of a series (k ≥ 1).
    pub fn multiplier(self, k: u32) -> i64 {
        let k = k.clamp(1, 3) as i64;
        match self {
            Progression::None => 1,
            Progression::Arithmetic => k,
            Progression::Geometric => 1 << (k - 1),
        }
    }
}

/// How an all-pass deal is written (P59, P70, P71).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AllPassScoring {
    /// Mountain points per trick (times the progression); +m pool for no trick.
    Mountain { per_trick: i64 },
    /// The fewest-tricks player(s) write whists per trick taken by each other
    /// player; +1 pool for no trick (Rostov).
    Whists { per_trick: i64 },
}

/// Whom a lone whister's whists go to when declarer fails (P42, P44).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum WhistStyle {
    /// All to the whister.
    Greedy,
    /// Split with the passer; and the first defender may go half-whist after
    /// the second passed (P37 step 4).
    Gentleman,
}

/// When the game ends (P76, P77).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EndRule {
    /// Every pool is closed at T.
    AllPoolsClosed,
    /// The sum of the pools reaches N·T.
    PoolSum,
}

/// Consolation per undertrick (P65).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Consolation {
    /// `scale·c`.
    Price,
    /// A flat figure (Rostov: 10).
    Flat(i64),
}

/// One variant's parameters: a row of P84's table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariantTable {
    pub variant: Variant,
    /// Whists per trick and declarer's remise are `scale·c` (P58).
    pub scale: i64,
    pub consolation: Consolation,
    /// The whister's liability per trick short, as a fraction of `scale·c`:
    /// 1 responsible, ½ half-responsible (P43).
    pub share: (i64, i64),
    pub whist_style: WhistStyle,
    /// Mountain per trick of a lost misère (P69).
    pub misere_per_trick: i64,
    pub allpass: AllPassScoring,
    pub progression: Progression,
    pub amnesty: bool,
    /// Pool for a zero-trick all-pass: the multiplier m (true) or a flat 1
    /// (false, Rostov, where the 4-player dealer also gets 1) (P70, P71).
    pub zero_pool_is_m: bool,
    /// The talon leads tricks 1 and 2 of an all-pass deal (P56).
    pub talon_in_allpass: bool,
    /// Exit ladder after all-pass, indexed by the series length k, last repeats (P53).
    pub exit: &'static [u8],
    /// Pool overflow helps other pools (P73–P75); without it pools are uncapped (P77).
    pub help: bool,
    pub end: EndRule,
    /// A pool point in the settlement, in whists (P61, P79).
    pub pool_value: i64,
}

/// P84's table: Sochi, Leningrad, Rostov.
pub static VARIANTS: [VariantTable; 3] = [
    VariantTable {
        variant: Variant::Sochi,
        scale: 1,
        consolation: Consolation::Price,
        share: (1, 1),
        whist_style: WhistStyle::Greedy,
        misere_per_trick: 10,
        allpass: AllPassScoring::Mountain { per_trick: 1 },
        progression: Progression::Arithmetic,
        amnesty: true,
        zero_pool_is_m: true,
        talon_in_allpass: true,
        exit: &[6],
        help: true,
        end: EndRule::AllPoolsClosed,
        pool_value: 10,
    },
    VariantTable {
        variant: Variant::Leningrad,
        scale: 2,
        consolation: Consolation::Price,
        share: (1, 2),
        whist_style: WhistStyle::Gentleman,
        misere_per_trick: 20,
        allpass: AllPassScoring::Mountain { per_trick: 2 },
        progression: Progression::Arithmetic,
        amnesty: false,
        zero_pool_is_m: true,
        talon_in_allpass: true,
        exit: &[6, 7],
        help: false,
        end: EndRule::PoolSum,
        pool_value: 20,
    },
    VariantTable {
        variant: Variant::Rostov,
        scale: 1,
        consolation: Consolation::Flat(10),
        share: (1, 2),
        whist_style: WhistStyle::Gentleman,
        misere_per_trick: 10,
        allpass: AllPassScoring::Whists { per_trick: 5 },
        progression: Progression::None,
        amnesty: false,
        zero_pool_is_m: false,
        talon_in_allpass: false,
        exit: &[6],
        help: true,
        end: EndRule::AllPoolsClosed,
        pool_value: 10,
    },
];

/// Table options (P85): each `None` keeps the variant's default.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub progression: Option<Progression>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub amnesty: Option<bool>,
    /// The exit ladder, e.g. `[6, 7]` for 6-7-7.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exit: Option<Vec<u8>>,
    /// The exit list repeats from its start instead of repeating its last
    /// element (6-7-8-6-7-8).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exit_cyclic: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub gentleman: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dealer_zero_bonus: Option<bool>,
    /// "Here" for any senior hand, not only first hand (R3).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub here_senior: Option<bool>,
    /// Bids must go rung by rung (R2).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rung_by_rung: Option<bool>,
    /// The 4-player dealer may whist last (R9).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dealer_may_whist: Option<bool>,
    /// A 6♠ must be whisted by both defenders (P45, note 59).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stalingrad: Option<bool>,
    /// A 10 is played open and free of duty (P45, note 38).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ten_checked: Option<bool>,
    /// Declarer may concede "without three" instead of playing (note 39, R23).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub concession: Option<bool>,
    /// The dealer pays declarer for aces and kings in the talon (K3.4.11, R23).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub paid_talon: Option<bool>,
}

impl Options {
    pub fn is_empty(&self) -> bool {
        *self == Options::default()
    }
}

/// The parameters a game is played under: the variant's row with the
/// table's options applied.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Params {
    pub variant: Variant,
    pub scale: i64,
    pub consolation: Consolation,
    pub share: (i64, i64),
    pub whist_style: WhistStyle,
    pub misere_per_trick: i64,
    pub allpass: AllPassScoring,
    pub progression: Progression,
    pub amnesty: bool,
    pub zero_pool_is_m: bool,
    pub talon_in_allpass: bool,
    pub exit: Vec<u8>,
    pub exit_cyclic: bool,
    pub help: bool,
    pub end: EndRule,
    pub pool_value: i64,
    pub here_senior: bool,
    pub rung_by_rung: bool,
    pub dealer_zero_bonus: bool,
    pub dealer_may_whist: bool,
    pub stalingrad: bool,
    pub ten_checked: bool,
    pub concession: bool,
    pub paid_talon: bool,
}

/// An option that cannot be applied.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct OptionError(pub String);

impl Params {
    /// The variant's defaults with `options` applied; an exit ladder outside
    /// 6–10 is refused (P53, P85).
    pub fn new(variant: Variant, options: &Options) -> Result<Params, OptionError> {
        let t = variant.table();
        let exit = options.exit.clone().unwrap_or_else(|| t.exit.to_vec());
        if exit.is_empty() || exit.iter().any(|l| !(6..=10).contains(l)) {
            return Err(OptionError(format!(
                "the exit ladder {exit:?} must list levels from 6 to 10, starting with an ordinary deal (P53, P85)"
            )));
        }
        let gentleman = options.gentleman.unwrap_or(t.whist_style == WhistStyle::Gentleman);
        Ok(Params {
            variant,
            scale: t.scale,
            consolation: t.consolation,
            share: t.share,
            whist_style: if gentleman { WhistStyle::Gentleman } else { WhistStyle::Greedy },
            misere_per_trick: t.misere_per_trick,
            allpass: t.allpass,
            progression: options.progression.unwrap_or(t.progression),
            amnesty: options.amnesty.unwrap_or(t.amnesty),
            zero_pool_is_m: t.zero_pool_is_m,
            talon_in_allpass: t.talon_in_allpass,
            exit,
            exit_cyclic: options.exit_cyclic.unwrap_or(false),
            help: t.help,
            end: t.end,
            pool_value: t.pool_value,
            here_senior: options.here_senior.unwrap_or(false),
            rung_by_rung: options.rung_by_rung.unwrap_or(false),
            dealer_zero_bonus: options.dealer_zero_bonus.unwrap_or(true),
            dealer_may_whist: options.dealer_may_whist.unwrap_or(true),
            stalingrad: options.stalingrad.unwrap_or(false),
            ten_checked: options.ten_checked.unwrap_or(false),
            concession: options.concession.unwrap_or(false),
            paid_talon: options.paid_talon.unwrap_or(false),
        })
    }

    pub fn gentleman(&self) -> bool {
        self.whist_style == WhistStyle::Gentleman
    }

    /// The lowest level a deal may be bid at after `k` all-pass deals in a
    /// row (P53).
    pub fn exit_level(&self, k: u32) -> u8 {
        let k = k as usize;
        let n = self.exit.len();
        if self.exit_cyclic {
            self.exit[k % n]
        } else {
            self.exit[k.min(n - 1)]
        }
    }

    /// Whist price `wp = scale·c` (P58).
    pub fn whist_price(&self, price: i64) -> i64 {
        self.scale * price
    }

    /// Consolation per undertrick (P65).
    pub fn consolation_per_trick(&self, price: i64) -> i64 {
        match self.consolation {
            Consolation::Price => self.scale * price,
            Consolation::Flat(n) => n,
        }
    }

    /// A whister's mountain per trick short, `share·scale·c` (P68). Always a
    /// whole number: `c` is even.
    pub fn shortfall_per_trick(&self, price: i64) -> i64 {
        self.share.0 * self.scale * price / self.share.1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn p58_price_tables_follow_from_the_factors() {
        // contract → (pool, whist per trick, remise per undertrick, consolation, whister's fine per trick short)
        let rows = |v: Variant| {
            let p = Params::new(v, &Options::default()).unwrap();
            [2i64, 4, 6, 8, 10]
                .map(|c| (c, p.whist_price(c), p.scale * c, p.consolation_per_trick(c), p.shortfall_per_trick(c)))
        };
        assert_eq!(
            rows(Variant::Sochi),
            [(2, 2, 2, 2, 2), (4, 4, 4, 4, 4), (6, 6, 6, 6, 6), (8, 8, 8, 8, 8), (10, 10, 10, 10, 10)]
        );
        assert_eq!(
            rows(Variant::Leningrad),
            [(2, 4, 4, 4, 2), (4, 8, 8, 8, 4), (6, 12, 12, 12, 6), (8, 16, 16, 16, 8), (10, 20, 20, 20, 10)]
        );
        assert_eq!(
            rows(Variant::Rostov),
            [(2, 2, 2, 10, 1), (4, 4, 4, 10, 2), (6, 6, 6, 10, 3), (8, 8, 8, 10, 4), (10, 10, 10, 10, 5)]
        );
    }

    #[test]
    fn p52_progressions() {
        let m = |p: Progression| (1..=5).map(|k| p.multiplier(k)).collect::<Vec<_>>();
        assert_eq!(m(Progression::None), [1, 1, 1, 1, 1]);
        assert_eq!(m(Progression::Arithmetic), [1, 2, 3, 3, 3]);
        assert_eq!(m(Progression::Geometric), [1, 2, 4, 4, 4]);
    }

    #[test]
    fn p53_exit_ladders() {
        let exits = |p: &Params| (0..6).map(|k| p.exit_level(k)).collect::<Vec<_>>();
        assert_eq!(exits(&Params::new(Variant::Sochi, &Options::default()).unwrap()), [6; 6]);
        assert_eq!(exits(&Params::new(Variant::Leningrad, &Options::default()).unwrap()), [6, 7, 7, 7, 7, 7]);
        let o = Options { exit: Some(vec![6, 7, 8]), ..Options::default() };
        assert_eq!(exits(&Params::new(Variant::Rostov, &o).unwrap()), [6, 7, 8, 8, 8, 8]);
        let o = Options { exit: Some(vec![6, 7, 8]), exit_cyclic: Some(true), ..Options::default() };
        assert_eq!(exits(&Params::new(Variant::Rostov, &o).unwrap()), [6, 7, 8, 6, 7, 8]);
        let bad = Options { exit: Some(vec![5]), ..Options::default() };
        assert!(Params::new(Variant::Sochi, &bad).unwrap_err().0.contains("P53"));
    }

    #[test]
    fn p85_options_override_one_parameter() {
        let o: Options = serde_json::from_str(r#"{"progression":"geom","gentleman":true}"#).unwrap();
        let p = Params::new(Variant::Sochi, &o).unwrap();
        assert_eq!(p.progression, Progression::Geometric);
        assert!(p.gentleman());
        assert_eq!(p.scale, 1, "the rest stays Sochi");
        assert!(serde_json::from_str::<Options>(r#"{"bombs":true}"#).is_err());
    }
}
