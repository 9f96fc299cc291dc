//! What the calls mean under the chosen bidding system: the explanation of
//! every call in the auction, the hint for the user's call, and the review of
//! the user's calls after the deal.
//!
//! Every rule is the bidding engine's (`tenace_robots::bidding`): `interpret`
//! says what each call shows, `advise` what the system calls with a hand.
//! This module only shapes their answers into plain data for the components,
//! which render it and decide nothing.

use crate::i18n::{self, tr, trf};
use crate::labels::call_label;
use tenace_bridge::{Auction, Call, CardSet, Seat};
use tenace_robots::bidding::{self, Forcing, Meaning, System, Text};

/// A rule's explanation in the page's language (the explanation catalogue's
/// translation of its English template, else the English).
pub fn text(t: &Text) -> String {
    let args: Vec<(&str, &str)> = t.args.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    tenace_i18n::fill(i18n::template(&t.template), &args)
}

/// "forcing one round", "eine Runde forcierend".
pub fn forcing_label(f: Forcing) -> &'static str {
    tr(match f {
        Forcing::NonForcing => "forcing.non_forcing",
        Forcing::Invitational => "forcing.invitational",
        Forcing::OneRound => "forcing.one_round",
        Forcing::GameForcing => "forcing.game_forcing",
        Forcing::SlamTry => "forcing.slam_try",
        Forcing::SignOff => "forcing.sign_off",
    })
}

/// `bidding::reason_line` in the page's language: the explanation, what it
/// needs (English for now) and the forcing status.
pub fn reason_line(m: &Meaning) -> String {
    let mut s = text(&m.text);
    if !m.needs.is_empty() && m.in_system {
        s.push_str(&format!(" ({})", m.needs));
    }
    if m.forcing != Forcing::NonForcing && m.in_system {
        s.push_str(&format!(" — {}", forcing_label(m.forcing)));
    }
    s
}

/// One call of the auction with what it means.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CallMeaning {
    /// Index of the call in the auction (= its index in the game's log).
    pub index: usize,
    pub seat: Seat,
    pub call: Call,
    /// The rule's explanation ("1NT: 15–17 HCP, balanced").
    pub text: String,
    /// "forcing one round", "invitational", …
    pub forcing: &'static str,
    pub forcing_kind: Forcing,
    /// What the rule requires, in words (empty when none or not in the system).
    pub needs: String,
    /// What the caller's calls so far show together ("12–14 HCP, 5+♥").
    pub known: String,
    pub artificial: bool,
    /// False when the system has no rule for this call here.
    pub in_system: bool,
    /// The robot's own reason for the call, when a robot made it and said
    /// something the explanation does not already say.
    pub robot_reason: Option<String>,
}

impl CallMeaning {
    fn of(index: usize, m: &Meaning, robot_reason: Option<String>) -> CallMeaning {
        let line = bidding::reason_line(m);
        CallMeaning {
            index,
            seat: m.seat,
            call: m.call,
            text: text(&m.text),
            forcing: forcing_label(m.forcing),
            forcing_kind: m.forcing,
            needs: if m.in_system { m.needs.clone() } else { String::new() },
            known: m.known.describe(),
            artificial: m.artificial,
            in_system: m.in_system,
            robot_reason: robot_reason.filter(|r| !r.is_empty() && *r != line && *r != m.text.to_string()),
        }
    }

    /// The explanation in one sentence, for an `aria-label` and the tooltip:
    /// "1NT: 15–17 HCP, balanced; non-forcing. Shows so far: 15–17 HCP."
    pub fn summary(&self) -> String {
        let mut s = self.text.clone();
        if self.artificial {
            s.push_str(&format!(" ({})", tr("meaning.artificial")));
        }
        s.push_str("; ");
        s.push_str(self.forcing);
        s.push_str(". ");
        s.push_str(&self.shows_sentence());
        s
    }

    /// "Shows so far: 15–17 HCP, 5+♥." / "Shows nothing definite so far."
    pub fn shows_sentence(&self) -> String {
        if self.known == "nothing definite" || self.known.is_empty() {
            trf("meaning.shown.nothing", &[("seat", i18n::seat(self.seat))])
        } else {
            trf("meaning.shown", &[("seat", i18n::seat(self.seat)), ("known", &self.known)])
        }
    }

    /// The accessible name of the call in the grid: "North: one no trump. 1NT: …".
    pub fn aria_label(&self) -> String {
        format!("{}: {}. {}", i18n::seat(self.seat), call_label(self.call), self.summary())
    }
}

/// The meaning of every call made so far. `robot_reasons[i]` is the robot's
/// reason for call `i` (None for the user's calls).
pub fn meanings(
    system: &System,
    auction: &Auction,
    table: bidding::Table,
    robot_reasons: &[Option<String>],
) -> Vec<CallMeaning> {
    bidding::interpret(system, auction, table)
        .iter()
        .enumerate()
        .map(|(i, m)| CallMeaning::of(i, m, robot_reasons.get(i).cloned().flatten()))
        .collect()
}

/// The system's call for the player to act, with why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CallHint {
    pub seat: Seat,
    pub call: Call,
    /// `reason_line`: the explanation with its requirement and forcing status.
    pub reason: String,
    /// What the call would show together with the seat's earlier calls.
    pub shows: String,
    /// Other calls of the system this hand also qualifies for, best first.
    pub alternatives: Vec<(Call, String)>,
}

/// The system's advice for `hand` at the end of `auction` (whose turn it must be).
pub fn hint(system: &System, auction: &Auction, table: bidding::Table, hand: CardSet) -> Option<CallHint> {
    let seat = auction.to_act()?;
    let advice = bidding::advise(system, auction, table, hand);
    Some(CallHint {
        seat,
        call: advice.call,
        reason: reason_line(&advice.meaning),
        shows: advice.meaning.known.describe(),
        alternatives: advice.alternatives.iter().map(|m| (m.call, reason_line(m))).collect(),
    })
}

/// One of the user's calls next to what the system would have called.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReviewedCall {
    /// Index of the call in the auction.
    pub index: usize,
    pub seat: Seat,
    /// The call the user made, and what it means in the system.
    pub made: Call,
    pub made_meaning: String,
    /// The system's call with the same hand at that point, and why.
    pub system: Call,
    pub system_reason: String,
    /// The user's call is not the system's.
    pub departs: bool,
}

/// Each call of `auction` for which `is_users(i, seat)` holds, compared with
/// the system's advice on the auction before it, for the hand `hand_of(seat)`.
pub fn review(
    system: &System,
    auction: &Auction,
    table: bidding::Table,
    hand_of: impl Fn(Seat) -> CardSet,
    is_users: impl Fn(usize, Seat) -> bool,
) -> Vec<ReviewedCall> {
    let meanings = bidding::interpret(system, auction, table);
    let mut prefix = Auction::new(auction.dealer());
    let mut rows = Vec::new();
    for (index, (seat, made)) in auction.calls_by_seat().enumerate() {
        if is_users(index, seat) {
            let advice = bidding::advise(system, &prefix, table, hand_of(seat));
            rows.push(ReviewedCall {
                index,
                seat,
                made,
                made_meaning: meanings.get(index).map(|m| text(&m.text)).unwrap_or_default(),
                system: advice.call,
                system_reason: reason_line(&advice.meaning),
                departs: advice.call != made,
            });
        }
        if prefix.push(made).is_err() {
            break;
        }
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use tenace_bridge::{Deal, Vulnerability};
    use tenace_robots::bidding::Table as BiddingTable;

    fn auction(dealer: Seat, calls: &str) -> Auction {
        let mut a = Auction::new(dealer);
        for c in calls.split_whitespace() {
            a.push(c.parse().unwrap()).unwrap();
        }
        a
    }

    fn table() -> BiddingTable {
        BiddingTable::duplicate(Vulnerability::None)
    }

    #[test]
    fn every_call_gets_a_meaning_and_the_systems_differ_on_1nt() {
        let a = auction(Seat::North, "1NT P");
        let sayc = meanings(&System::SAYC, &a, table(), &[Some("because".to_owned()), None]);
        assert_eq!(sayc.len(), 2);
        assert_eq!((sayc[0].index, sayc[0].seat, sayc[0].call), (0, Seat::North, a.calls()[0]));
        assert!(sayc[0].text.contains("15–17"), "{}", sayc[0].text);
        assert!(sayc[0].known.contains("15–17 HCP"), "{}", sayc[0].known);
        assert_eq!(sayc[0].robot_reason.as_deref(), Some("because"));
        assert!(sayc[0].aria_label().starts_with("North: one no trump. 1NT: 15–17"), "{}", sayc[0].aria_label());
        assert!(sayc[0].summary().contains("non-forcing"), "{}", sayc[0].summary());
        assert_eq!(sayc[1].seat, Seat::East);
        let strong = meanings(&System::SAYC_16_18, &a, table(), &[]);
        assert!(strong[0].text.contains("16–18"), "{}", strong[0].text);
    }

    #[test]
    fn a_robot_reason_that_repeats_the_explanation_is_not_shown_twice() {
        let a = auction(Seat::North, "1NT");
        let m = &bidding::interpret(&System::SAYC, &a, table())[0];
        let same = CallMeaning::of(0, m, Some(bidding::reason_line(m)));
        assert_eq!(same.robot_reason, None);
    }

    #[test]
    fn explanations_follow_the_language_and_english_is_the_engines() {
        let a = auction(Seat::North, "1NT");
        let m = &bidding::interpret(&System::SAYC, &a, table())[0];
        assert_eq!(reason_line(m), bidding::reason_line(m));
        assert_eq!(text(&m.text), m.text.to_string());
        i18n::set(i18n::Lang::De);
        let de = CallMeaning::of(0, m, None);
        assert_eq!(de.forcing, "nicht forcierend");
        assert!(de.aria_label().starts_with("Nord: 1 ohne Trumpf. "), "{}", de.aria_label());
        // The German template when the translators have written it, else the English one; the numbers either way.
        assert!(de.text.contains("15–17"), "{}", de.text);
        i18n::set(i18n::Lang::En);
    }

    #[test]
    fn the_hint_is_the_advice_and_the_review_marks_departures() {
        let deal = Deal::for_board(42, tenace_bridge::BoardNumber::FIRST);
        let hand = |s: Seat| deal.hand(s);
        let empty = Auction::new(Seat::North);
        let hint = hint(&System::SAYC, &empty, table(), hand(Seat::North)).unwrap();
        let advice = bidding::advise(&System::SAYC, &empty, table(), hand(Seat::North));
        assert_eq!(hint.call, advice.call);
        assert_eq!(hint.reason, bidding::reason_line(&advice.meaning));
        assert_eq!(hint.seat, Seat::North);
        // North follows the system; East bids 7NT whatever the hand.
        let mut a = Auction::new(Seat::North);
        a.push(advice.call).unwrap();
        let east = bidding::advise(&System::SAYC, &a, table(), hand(Seat::East)).call;
        let odd: Call = if east == "7NT".parse().unwrap() { "P".parse().unwrap() } else { "7NT".parse().unwrap() };
        a.push(odd).unwrap();
        let rows = review(&System::SAYC, &a, table(), hand, |_, s| s == Seat::North || s == Seat::East);
        assert_eq!(rows.len(), 2);
        assert!(!rows[0].departs);
        assert_eq!(rows[0].system, advice.call);
        assert!(rows[1].departs);
        assert_eq!((rows[1].index, rows[1].seat, rows[1].made, rows[1].system), (1, Seat::East, odd, east));
        assert!(!rows[1].system_reason.is_empty() && !rows[1].made_meaning.is_empty());
        // A finished auction has no hint.
        let done = auction(Seat::North, "P P P P");
        assert_eq!(super::hint(&System::SAYC, &done, table(), hand(Seat::North)), None);
    }
}
