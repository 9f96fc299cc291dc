//! The defence calls on a trick contract (§6, P37–P39): whist, pass,
//! half-whist, returning the whist, the 4-player dealer's last word, and the
//! lone whister's choice of light or dark.

use crate::bid::Bid;
use crate::deal::Roles;
use crate::scoring::{Defence, Final};
use crate::variant::Params;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use tenace_core::Player;

/// One defence call (C9).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum WhistCall {
    Whist,
    Pass,
    Half,
    /// Open defence: both defenders' hands face up (P39).
    Light,
    /// Closed defence.
    Dark,
}

impl WhistCall {
    pub const fn code(self) -> &'static str {
        match self {
            WhistCall::Whist => "whist",
            WhistCall::Pass => "pass",
            WhistCall::Half => "half",
            WhistCall::Light => "light",
            WhistCall::Dark => "dark",
        }
    }
}

impl fmt::Display for WhistCall {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for WhistCall {
    type Err = String;
    fn from_str(s: &str) -> Result<WhistCall, String> {
        Ok(match s.trim().to_lowercase().as_str() {
            "whist" => WhistCall::Whist,
            "pass" => WhistCall::Pass,
            "half" => WhistCall::Half,
            "light" => WhistCall::Light,
            "dark" => WhistCall::Dark,
            _ => return Err(format!("“{s}” is not a defence call (whist, pass, half, light or dark; C9)")),
        })
    }
}

tenace_cards::serde_as_text!(WhistCall, |c: &WhistCall| c.code().to_owned());

/// Where the calls stand.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    /// 1: L whist or pass.
    First,
    /// 2: R whist or pass (or half after L's pass on a 6 or a 7).
    Second,
    /// 3: after R's half, L may return the whist.
    Return,
    /// 4: gentleman: after L whist, R pass on a 6 or 7, L goes on or says half.
    FirstAgain,
    /// 4: after L's half, R may return the whist.
    SecondReturn,
    /// 5: the 4-player dealer's last word.
    Dealer,
    /// 6: the lone whister chooses light or dark.
    Open,
    Done,
}

/// The defence calls of one deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Whisting {
    pub roles: Roles,
    pub declarer: Player,
    pub contract: Bid,
    pub l: Player,
    pub r: Player,
    pub calls: Vec<(Player, WhistCall)>,
    pub step: Step,
    pub finals: Defence,
    /// The lone whister's choice (P39); `false` with two whisters.
    pub light: bool,
    /// The 4-player dealer looked at this defender's hand before answering (P37 step 5).
    pub looked: Option<Player>,
}

impl Whisting {
    pub fn new(roles: Roles, declarer: Player, contract: Bid) -> Whisting {
        let (l, r) = roles.defenders(declarer);
        Whisting {
            roles,
            declarer,
            contract,
            l,
            r,
            calls: Vec::new(),
            step: Step::First,
            finals: Defence::PASSED,
            light: false,
            looked: None,
        }
    }

    fn level(&self) -> u8 {
        self.contract.level().unwrap_or(10)
    }

    /// The player due to call.
    pub fn to_call(&self) -> Option<Player> {
        match self.step {
            Step::First | Step::Return | Step::FirstAgain => Some(self.l),
            Step::Second | Step::SecondReturn => Some(self.r),
            Step::Dealer => Some(self.roles.dealer),
            Step::Open => self.whisters().first().copied(),
            Step::Done => None,
        }
    }

    /// Those who ended as whisters (L first, then R, then the dealer).
    pub fn whisters(&self) -> Vec<Player> {
        self.finals.whisters(&self.roles, self.declarer)
    }

    /// The calls open to the player due (P37, P39, P45).
    pub fn legal(&self, params: &Params) -> Vec<WhistCall> {
        use WhistCall::*;
        let stalingrad = params.stalingrad && self.contract == Bid::LOWEST;
        let low = self.level() <= 7;
        match self.step {
            Step::First | Step::Second if stalingrad => vec![Whist],
            Step::First => vec![Whist, Pass],
            Step::Second if self.finals.l == Final::Pass && low => vec![Whist, Pass, Half],
            Step::Second => vec![Whist, Pass],
            Step::Return | Step::SecondReturn => vec![Whist, Pass],
            Step::FirstAgain => vec![Whist, Half],
            Step::Dealer => vec![Whist, Pass],
            Step::Open if self.finals.dealer == Some(Final::Whist) => vec![Light],
            Step::Open => vec![Light, Dark],
            Step::Done => vec![],
        }
    }

    /// Why `call` by `p` is refused, naming the rule.
    pub fn check(&self, params: &Params, p: Player, call: WhistCall) -> Result<(), String> {
        let Some(due) = self.to_call() else { return Err("the defence calls are over (P37)".into()) };
        if p != due {
            return Err(format!("it is {due}'s turn to answer, not {p}'s: first L, then R (P35, P37)"));
        }
        if self.legal(params).contains(&call) {
            return Ok(());
        }
        Err(match (self.step, call) {
            (Step::First | Step::Second, _) if params.stalingrad && self.contract == Bid::LOWEST => {
                "Stalingrad: a 6♠ must be whisted by both defenders (P45)".into()
            }
            (_, WhistCall::Half) if self.level() > 7 => {
                format!("half-whist exists only on a 6 or a 7, not on {} (P37, K3.8.7)", self.contract)
            }
            (Step::Second, WhistCall::Half) => {
                "half-whist is possible only after the first defender passed (P37, K3.8.7)".into()
            }
            (Step::Open, WhistCall::Dark) => {
                "a whisting dealer always defends light, with both hands face up (P39, R9)".into()
            }
            (Step::Open, _) => "the lone whister now chooses light or dark (P39)".into(),
            (_, WhistCall::Light | WhistCall::Dark) => {
                "light or dark is chosen once the whist calls are over (P39)".into()
            }
            (Step::FirstAgain, WhistCall::Pass) => {
                "gentleman whist: having whisted, you go on defending (whist) or say half (P37 step 4, P44)".into()
            }
            _ => format!("{call} is not a call here (P37)"),
        })
    }

    /// Makes a checked call and moves to the next step.
    pub fn apply(&mut self, params: &Params, p: Player, call: WhistCall) {
        use WhistCall::*;
        self.calls.push((p, call));
        let f = match call {
            Whist => Final::Whist,
            Pass => Final::Pass,
            Half => Final::Half,
            Light | Dark => Final::Pass,
        };
        let low = self.level() <= 7;
        self.step = match self.step {
            Step::First => {
                self.finals.l = f;
                Step::Second
            }
            Step::Second => {
                self.finals.r = f;
                if f == Final::Half {
                    Step::Return
                } else if params.gentleman() && self.finals.l == Final::Whist && f == Final::Pass && low {
                    Step::FirstAgain
                } else {
                    self.after_defenders(params)
                }
            }
            Step::Return => {
                if f == Final::Whist {
                    // L returns the whist: L whists, R becomes a passer (K3.8.8.2).
                    self.finals.l = Final::Whist;
                    self.finals.r = Final::Pass;
                }
                self.after_defenders(params)
            }
            Step::FirstAgain => {
                if f == Final::Half {
                    self.finals.l = Final::Half;
                    Step::SecondReturn
                } else {
                    self.after_defenders(params)
                }
            }
            Step::SecondReturn => {
                if f == Final::Whist {
                    self.finals.r = Final::Whist;
                    self.finals.l = Final::Pass;
                }
                self.after_defenders(params)
            }
            Step::Dealer => {
                self.finals.dealer = Some(f);
                if f == Final::Whist {
                    // Any half-whist lapses (P37 step 5).
                    self.finals.l = Final::Pass;
                    self.finals.r = Final::Pass;
                }
                self.after_dealer()
            }
            Step::Open => {
                self.light = call == Light;
                Step::Done
            }
            Step::Done => Step::Done,
        };
    }

    fn after_defenders(&self, params: &Params) -> Step {
        let whister = self.finals.l == Final::Whist || self.finals.r == Final::Whist;
        if !whister && params.dealer_may_whist && self.roles.sitting_out().is_some() {
            Step::Dealer
        } else {
            self.after_dealer()
        }
    }

    fn after_dealer(&self) -> Step {
        if self.whisters().len() == 1 {
            Step::Open
        } else {
            Step::Done
        }
    }

    /// The deal is played (P38 (c), (d)).
    pub fn played(&self) -> bool {
        self.finals.played()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::{Options, Variant};
    use tenace_core::Seating;

    fn p(i: u8) -> Player {
        Player::new(i)
    }

    fn run(variant: Variant, players: usize, contract: &str, calls: &[&str]) -> Whisting {
        let params = Params::new(variant, &Options::default()).unwrap();
        let seating = Seating::new(players).unwrap();
        let roles = Roles::new(seating, p(players as u8 - 1));
        let mut w = Whisting::new(roles, roles.first(), contract.parse().unwrap());
        for c in calls {
            let who = w.to_call().unwrap();
            let call: WhistCall = c.parse().unwrap();
            w.check(&params, who, call).unwrap_or_else(|e| panic!("{c}: {e}"));
            w.apply(&params, who, call);
        }
        w
    }

    #[test]
    fn p37_p38_the_basic_cases() {
        let w = run(Variant::Sochi, 3, "6S", &["pass", "pass"]);
        assert_eq!((w.step, w.played()), (Step::Done, false), "P38 (a)");
        let w = run(Variant::Sochi, 3, "6S", &["whist", "whist"]);
        assert_eq!((w.step, w.played(), w.light), (Step::Done, true, false), "P38 (d): dark");
        let w = run(Variant::Sochi, 3, "6S", &["whist", "pass", "light"]);
        assert_eq!((w.whisters(), w.light), (vec![p(1)], true), "P38 (c): L whists light");
        let w = run(Variant::Sochi, 3, "8S", &["pass", "whist", "dark"]);
        assert_eq!((w.whisters(), w.light), (vec![p(2)], false));
    }

    #[test]
    fn p37_half_whist_and_its_return() {
        let w = run(Variant::Sochi, 3, "7H", &["pass", "half", "pass"]);
        assert_eq!(w.finals, Defence { l: Final::Pass, r: Final::Half, dealer: None });
        assert!(!w.played(), "P38 (b)");
        let w = run(Variant::Sochi, 3, "7H", &["pass", "half", "whist", "dark"]);
        assert_eq!(w.finals, Defence { l: Final::Whist, r: Final::Pass, dealer: None }, "K3.8.8.2");
        let params = Params::new(Variant::Sochi, &Options::default()).unwrap();
        let w = run(Variant::Sochi, 3, "8H", &["pass"]);
        assert!(w.check(&params, w.r, WhistCall::Half).unwrap_err().contains("6 or a 7"));
        let w = run(Variant::Sochi, 3, "6H", &["whist"]);
        assert!(w.check(&params, w.r, WhistCall::Half).unwrap_err().contains("after the first defender passed"));
    }

    #[test]
    fn p37_step_4_gentleman_first_defender_half() {
        // Sochi is greedy: no second word for L.
        let w = run(Variant::Sochi, 3, "6D", &["whist", "pass"]);
        assert_eq!(w.step, Step::Open);
        let w = run(Variant::Leningrad, 3, "6D", &["whist", "pass", "half", "pass"]);
        assert_eq!(w.finals, Defence { l: Final::Half, r: Final::Pass, dealer: None });
        let w = run(Variant::Rostov, 3, "6D", &["whist", "pass", "half", "whist", "light"]);
        assert_eq!((w.whisters(), w.light), (vec![w.r], true));
        let w = run(Variant::Leningrad, 3, "8D", &["whist", "pass"]);
        assert_eq!(w.step, Step::Open, "not on an 8");
    }

    #[test]
    fn p37_step_5_the_four_player_dealer() {
        let w = run(Variant::Sochi, 4, "7C", &["pass", "half", "pass", "pass"]);
        assert_eq!(w.finals, Defence { l: Final::Pass, r: Final::Half, dealer: Some(Final::Pass) });
        let w = run(Variant::Sochi, 4, "8H", &["pass", "pass", "whist"]);
        assert_eq!(w.step, Step::Open);
        let params = Params::new(Variant::Sochi, &Options::default()).unwrap();
        assert_eq!(w.legal(&params), vec![WhistCall::Light], "a whisting dealer defends light");
        let w = run(Variant::Sochi, 4, "7C", &["pass", "half", "pass", "whist", "light"]);
        assert_eq!(w.finals, Defence { l: Final::Pass, r: Final::Pass, dealer: Some(Final::Whist) }, "the half lapses");
        let w = run(Variant::Sochi, 4, "7C", &["whist", "pass", "dark"]);
        assert_eq!(w.finals.dealer, None, "not asked when a defender whists");
    }

    #[test]
    fn p45_stalingrad() {
        let params = Params::new(Variant::Sochi, &Options { stalingrad: Some(true), ..Options::default() }).unwrap();
        let roles = Roles::new(Seating::new(3).unwrap(), p(2));
        let w = Whisting::new(roles, p(0), Bid::LOWEST);
        assert_eq!(w.legal(&params), vec![WhistCall::Whist]);
        assert!(w.check(&params, w.l, WhistCall::Pass).unwrap_err().contains("P45"));
    }
}
