//! Scoring a deal (§10): what each outcome writes on the sheet. The game
//! and the record scorer (Appendix A) both go through [`score`].

use crate::bid::Bid;
use crate::deal::Roles;
use crate::sheet::Entry;
use crate::variant::{AllPassScoring, Params, WhistStyle};
use serde::{Deserialize, Serialize};
use std::fmt;
use tenace_core::{ByPlayer, Player};

/// A defender's final decision (C9): whist, pass or half-whist.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Final {
    Whist,
    Pass,
    Half,
}

impl fmt::Display for Final {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Final::Whist => "whist",
            Final::Pass => "pass",
            Final::Half => "half",
        })
    }
}

/// The final defence decisions on a trick contract: L's, R's, and the
/// 4-player dealer's when he was asked.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Defence {
    pub l: Final,
    pub r: Final,
    pub dealer: Option<Final>,
}

impl Defence {
    pub const PASSED: Defence = Defence { l: Final::Pass, r: Final::Pass, dealer: None };

    /// The players who whist, L first.
    pub fn whisters(&self, roles: &Roles, declarer: Player) -> Vec<Player> {
        let (l, r) = roles.defenders(declarer);
        let mut out = Vec::new();
        if self.l == Final::Whist {
            out.push(l);
        }
        if self.r == Final::Whist {
            out.push(r);
        }
        if self.dealer == Some(Final::Whist) {
            out.extend(roles.sitting_out());
        }
        out
    }

    /// The deal is played: someone whists (P38 (c), (d)).
    pub fn played(&self) -> bool {
        self.l == Final::Whist || self.r == Final::Whist || self.dealer == Some(Final::Whist)
    }
}

/// What happened in a deal, as far as the sheet cares.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    /// A trick contract; `tricks` (each active player's) when it was played.
    Game { declarer: Player, contract: Bid, defence: Defence, tricks: Option<ByPlayer<i64>> },
    /// Misère and declarer's tricks.
    Misere { declarer: Player, tricks: i64 },
    /// All-pass: the tricks of every taker (the 4-player dealer's talon
    /// tricks in a mountain variant, else 0).
    AllPass { tricks: ByPlayer<i64> },
    /// Declarer conceded "without three" in the rung he reached (option, note 39).
    WithoutThree { declarer: Player, bid: Bid },
}

/// Penalties of §14 that change a score beyond the trick counts.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Adjust {
    /// Declarer is scored as down at least this many (P95, P102).
    pub declarer_down: u8,
    /// A whister is scored as short by at least this many (P102).
    pub short: Vec<(Player, u8)>,
    /// Mountain fines (P87, P91).
    pub fines: Vec<(Player, i64)>,
    /// Whists written for a paid talon (K3.4.11): from, on, whists.
    pub whists: Vec<(Player, Player, i64)>,
}

/// A deal's entries: everything but the pool credits, and the pool credits
/// in the order they go through the cap (P62).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Scored {
    pub entries: Vec<Entry>,
    pub credits: Vec<(Player, i64)>,
}

impl Scored {
    fn whists(&mut self, from: Player, on: Player, whists: i64) {
        if whists != 0 && from != on {
            self.entries.push(Entry::Whists { from, on, whists });
        }
    }

    fn mountain(&mut self, player: Player, points: i64) {
        if points != 0 {
            self.entries.push(Entry::Mountain { player, points });
        }
    }
}

/// Why an outcome cannot be scored: names the rule.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct ScoreError(pub String);

fn err<T>(text: String) -> Result<T, ScoreError> {
    Err(ScoreError(text))
}

/// Checks the defence decisions against P37 (who may say half, when the
/// dealer may whist).
pub fn check_defence(
    params: &Params,
    roles: &Roles,
    declarer: Player,
    contract: Bid,
    d: &Defence,
) -> Result<(), ScoreError> {
    let level = contract.level().unwrap_or(0);
    let halves = [d.l, d.r].iter().filter(|f| **f == Final::Half).count();
    if halves > 0 && !(6..=7).contains(&level) {
        return err(format!("a half-whist is possible only on a 6 or a 7, not on {contract} (P37, K3.8.7)"));
    }
    if halves == 2 {
        return err("both defenders cannot half-whist: one half-whist stands only when the other passes (P37)".into());
    }
    if d.l == Final::Half && d.r != Final::Pass || d.r == Final::Half && d.l != Final::Pass {
        return err("a half-whist stands only beside a pass (P37, P38 (b))".into());
    }
    if d.l == Final::Half && !params.gentleman() {
        return err(
            "the first defender may go half-whist only in gentleman whist (Leningrad, Rostov; P37 step 4, P44)".into(),
        );
    }
    match (d.dealer, roles.sitting_out()) {
        (Some(_), None) => {
            return err(format!(
                "{declarer}'s defenders are the only ones asked: no dealer sits out with 3 players (P37)"
            ))
        }
        (Some(Final::Half), Some(_)) => return err("the dealer may say whist or pass, not half (P37 step 5)".into()),
        (Some(Final::Whist), Some(_)) if !params.dealer_may_whist => {
            return err("the dealer may not whist under this table's options (P85, R9)".into())
        }
        (Some(Final::Whist), Some(_)) if d.l == Final::Whist || d.r == Final::Whist => {
            return err("the dealer is asked only when no defender whists (P37 step 5)".into())
        }
        _ => {}
    }
    if params.stalingrad && contract == Bid::LOWEST && (d.l != Final::Whist || d.r != Final::Whist) {
        return err("Stalingrad: a 6♠ must be whisted by both defenders (P45)".into());
    }
    Ok(())
}

/// The entries of one deal. `m` is the all-pass multiplier of this deal
/// (P52; 1 for any other deal).
pub fn score(params: &Params, roles: &Roles, m: i64, outcome: &Outcome, adjust: &Adjust) -> Result<Scored, ScoreError> {
    let mut s = Scored::default();
    match outcome {
        Outcome::Game { declarer, contract, defence, tricks } => {
            score_game(params, roles, *declarer, *contract, defence, tricks.as_ref(), adjust, &mut s)?
        }
        Outcome::Misere { declarer, tricks } => {
            if !roles.is_active(*declarer) {
                return err(format!("the declarer {declarer} does not play this deal (P1)"));
            }
            if !(0..=10).contains(tricks) {
                return err(format!("a misère declarer takes 0 to 10 tricks, not {tricks} (P29)"));
            }
            // P69: no whists and no consolation on a misère (R10).
            if *tricks == 0 {
                s.credits.push((*declarer, Bid::Misere.price()));
            } else {
                s.mountain(*declarer, params.misere_per_trick * tricks);
            }
        }
        Outcome::AllPass { tricks } => score_allpass(params, roles, m, tricks, &mut s)?,
        Outcome::WithoutThree { declarer, bid } => {
            // Note 39: down three in the rung reached; the defenders write nothing.
            s.mountain(*declarer, params.scale * bid.price() * 3);
        }
    }
    for (p, fine) in &adjust.fines {
        s.mountain(*p, *fine);
    }
    for (from, on, w) in &adjust.whists {
        s.whists(*from, *on, *w);
    }
    Ok(s)
}

#[allow(clippy::too_many_arguments)]
fn score_game(
    params: &Params,
    roles: &Roles,
    declarer: Player,
    contract: Bid,
    defence: &Defence,
    tricks: Option<&ByPlayer<i64>>,
    adjust: &Adjust,
    s: &mut Scored,
) -> Result<(), ScoreError> {
    let Some(level) = contract.level() else {
        return err("a game deal has a trick contract; misère is its own kind of deal (P26)".into());
    };
    if !roles.is_active(declarer) {
        return err(format!("the declarer {declarer} does not play this deal (P1)"));
    }
    let ten_checked = params.ten_checked && level == 10;
    if !ten_checked {
        check_defence(params, roles, declarer, contract, defence)?;
    }
    let c = contract.price();
    let wp = params.whist_price(c);
    let (l, r) = roles.defenders(declarer);
    let played = ten_checked || defence.played();
    if !played {
        // P63 no whist; P67 half-whist.
        s.credits.push((declarer, c));
        let half = if defence.l == Final::Half {
            Some(l)
        } else if defence.r == Final::Half {
            Some(r)
        } else {
            None
        };
        if let Some(h) = half {
            s.whists(h, declarer, wp * contract.duty() as i64 / 2);
        }
        return Ok(());
    }
    let Some(t) = tricks else {
        return err(
            "a whisted contract is played: the record needs every active player's tricks (P38, Appendix A)".into()
        );
    };
    for p in roles.active {
        if !(0..=10).contains(&t[p]) {
            return err(format!("{p} took {} tricks: a deal has 10 (P29)", t[p]));
        }
    }
    let (t_d, t_l, t_r) = (t[declarer], t[l], t[r]);
    let pair = t_l + t_r;
    let duty = if ten_checked { 0 } else { contract.duty() as i64 };
    // A penalty of §14 (P95, P102) scores declarer down at least so many;
    // consolation is written for the tricks actually missing (K3.9.18, note 68).
    let missing = (level as i64 - t_d).max(0);
    let under = missing.max(adjust.declarer_down as i64);
    if under == 0 {
        s.credits.push((declarer, c)); // P64
    } else {
        // P65: remise, and consolation from every other player (R10).
        s.mountain(declarer, params.scale * c * under);
        let cons = params.consolation_per_trick(c) * missing;
        for p in roles.seating.players().filter(|p| *p != declarer) {
            s.whists(p, declarer, cons);
        }
    }
    // P66 whists, P40/P68 shortfalls.
    let dealer_whists = defence.dealer == Some(Final::Whist);
    let whisters: Vec<Player> = if ten_checked { vec![l, r] } else { defence.whisters(roles, declarer) };
    let mut short: Vec<(Player, i64)> = Vec::new();
    if ten_checked {
        s.whists(l, declarer, wp * t_l);
        s.whists(r, declarer, wp * t_r);
    } else if dealer_whists {
        let dealer = roles.dealer;
        s.whists(dealer, declarer, wp * pair);
        short.push((dealer, (duty - pair).max(0)));
    } else if whisters.len() == 2 {
        s.whists(l, declarer, wp * t_l);
        s.whists(r, declarer, wp * t_r);
        if level <= 7 {
            let half = duty / 2;
            if pair < duty {
                short.push((l, (half - t_l).max(0)));
                short.push((r, (half - t_r).max(0)));
            }
        } else if pair == 0 {
            short.push((r, 1)); // R8: the second whister
        }
    } else {
        let whister = whisters[0];
        let passer = if whister == l { r } else { l };
        if under > 0 && params.whist_style == WhistStyle::Gentleman {
            // P44: a whist a passer shares is wp·t/2: c is even, so whole.
            s.whists(whister, declarer, wp * pair / 2);
            s.whists(passer, declarer, wp * pair / 2);
        } else {
            s.whists(whister, declarer, wp * pair);
        }
        short.push((whister, (duty - pair).max(0)));
    }
    for (p, at_least) in &adjust.short {
        match short.iter_mut().find(|(q, _)| q == p) {
            Some((_, n)) => *n = (*n).max(*at_least as i64),
            None => short.push((*p, *at_least as i64)),
        }
    }
    for (p, n) in short {
        s.mountain(p, params.shortfall_per_trick(c) * n);
    }
    Ok(())
}

fn score_allpass(
    params: &Params,
    roles: &Roles,
    m: i64,
    tricks: &ByPlayer<i64>,
    s: &mut Scored,
) -> Result<(), ScoreError> {
    if tricks.values().any(|t| !(0..=10).contains(t)) {
        return err("all-pass tricks are 0 to 10 each (P29)".into());
    }
    match params.allpass {
        AllPassScoring::Mountain { per_trick } => {
            // P70: the takers, the dealer's talon tricks included with 4 players.
            let takers = roles.credit_order();
            let low = if params.amnesty { takers.iter().map(|p| tricks[*p]).min().unwrap_or(0) } else { 0 };
            for p in &takers {
                s.mountain(*p, per_trick * m * (tricks[*p] - low));
            }
            for p in &takers {
                let dealer_bonus = roles.sitting_out() != Some(*p) || params.dealer_zero_bonus;
                if tricks[*p] == 0 && dealer_bonus {
                    s.credits.push((*p, if params.zero_pool_is_m { m } else { 1 }));
                }
            }
        }
        AllPassScoring::Whists { per_trick } => {
            // P71: the fewest-tricks player(s) write on each other taker.
            let takers = roles.active;
            if let Some(p) = roles.sitting_out() {
                if tricks[p] != 0 {
                    return err(format!(
                        "the talon takes no part in a Rostov all-pass, so the dealer {p} takes no trick (P56)"
                    ));
                }
            }
            let low = takers.iter().map(|p| tricks[*p]).min().unwrap_or(0);
            let winners: Vec<Player> = takers.iter().copied().filter(|p| tricks[*p] == low).collect();
            let n = winners.len() as i64;
            for q in takers.iter().filter(|q| tricks[**q] != low) {
                for w in &winners {
                    s.whists(*w, *q, per_trick * m * tricks[*q] / n);
                }
            }
            for p in takers {
                if tricks[p] == 0 {
                    s.credits.push((p, if params.zero_pool_is_m { m } else { 1 }));
                }
            }
            if let Some(d) = roles.sitting_out() {
                s.credits.push((d, 1));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::{Options, Variant};
    use tenace_core::Seating;

    fn p(i: u8) -> Player {
        Player::new(i)
    }

    fn roles3() -> Roles {
        Roles::new(Seating::new(3).unwrap(), p(2))
    }

    fn tricks(t: [i64; 3]) -> Option<ByPlayer<i64>> {
        ByPlayer::from_vec(t.to_vec())
    }

    #[test]
    fn p102_down_at_least_two_with_consolation_for_the_tricks_missing() {
        let params = Params::new(Variant::Sochi, &Options::default()).unwrap();
        let defence = Defence { l: Final::Whist, r: Final::Pass, dealer: None };
        let outcome =
            Outcome::Game { declarer: p(0), contract: "6S".parse().unwrap(), defence, tricks: tricks([6, 3, 1]) };
        let adjust = Adjust { declarer_down: 2, ..Adjust::default() };
        let s = score(&params, &roles3(), 1, &outcome, &adjust).unwrap();
        assert!(s.credits.is_empty(), "made, but scored down two");
        assert!(s.entries.contains(&Entry::Mountain { player: p(0), points: 4 }), "2·2");
        let consolation: i64 = s
            .entries
            .iter()
            .filter_map(|e| match e {
                Entry::Whists { on, whists, .. } if *on == p(0) => Some(*whists),
                _ => None,
            })
            .sum();
        assert_eq!(consolation, 2 * 4, "only the whister's whists: wp 2 × 4 defence tricks, no consolation");
    }

    #[test]
    fn p45_a_checked_ten_has_no_duty_and_both_defenders_write() {
        let params = Params::new(Variant::Sochi, &Options { ten_checked: Some(true), ..Options::default() }).unwrap();
        let outcome = Outcome::Game {
            declarer: p(0),
            contract: "10NT".parse().unwrap(),
            defence: Defence::PASSED,
            tricks: tricks([10, 0, 0]),
        };
        let s = score(&params, &roles3(), 1, &outcome, &Adjust::default()).unwrap();
        assert_eq!(s.credits, vec![(p(0), 10)]);
        assert!(s.entries.is_empty(), "nobody short: no duty");
    }

    #[test]
    fn note_39_without_three_is_down_three_in_the_rung_reached() {
        let params =
            Params::new(Variant::Leningrad, &Options { concession: Some(true), ..Options::default() }).unwrap();
        let outcome = Outcome::WithoutThree { declarer: p(1), bid: "7H".parse().unwrap() };
        let s = score(&params, &roles3(), 1, &outcome, &Adjust::default()).unwrap();
        assert_eq!(s.entries, vec![Entry::Mountain { player: p(1), points: 2 * 4 * 3 }]);
    }

    #[test]
    fn r15_the_four_player_dealers_zero_trick_point_is_an_option() {
        let roles = Roles::new(Seating::new(4).unwrap(), p(3));
        let t = ByPlayer::from_vec(vec![5, 5, 0, 0]).unwrap();
        let on = Params::new(Variant::Sochi, &Options::default()).unwrap();
        let s = score(&on, &roles, 1, &Outcome::AllPass { tricks: t.clone() }, &Adjust::default()).unwrap();
        assert_eq!(s.credits, vec![(p(2), 1), (p(3), 1)], "P62: third hand, then the dealer");
        let off =
            Params::new(Variant::Sochi, &Options { dealer_zero_bonus: Some(false), ..Options::default() }).unwrap();
        let s = score(&off, &roles, 1, &Outcome::AllPass { tricks: t }, &Adjust::default()).unwrap();
        assert_eq!(s.credits, vec![(p(2), 1)]);
    }

    #[test]
    fn p37_p45_refused_defences() {
        let params = Params::new(
            Variant::Sochi,
            &Options { stalingrad: Some(true), dealer_may_whist: Some(false), ..Options::default() },
        )
        .unwrap();
        let d = Defence { l: Final::Whist, r: Final::Pass, dealer: None };
        assert!(check_defence(&params, &roles3(), p(0), Bid::LOWEST, &d).unwrap_err().0.contains("P45"));
        let roles4 = Roles::new(Seating::new(4).unwrap(), p(3));
        let d = Defence { l: Final::Pass, r: Final::Pass, dealer: Some(Final::Whist) };
        assert!(check_defence(&params, &roles4, p(0), "7S".parse().unwrap(), &d).unwrap_err().0.contains("R9"));
        let d = Defence { l: Final::Pass, r: Final::Pass, dealer: Some(Final::Pass) };
        assert!(check_defence(&params, &roles3(), p(0), "7S".parse().unwrap(), &d).unwrap_err().0.contains("P37"));
    }
}
