//! What the calls mean under the chosen bidding system: the explanation of
//! every call in the auction, the hint for the user's call, and the review of
//! the user's calls after the deal.
//!
//! Every rule is the bidding engine's (`tenace_robots::bidding`): `interpret`
//! says what each call shows, `advise` what the system calls with a hand.
//! The engine runs in the robots' Web Worker (an `ExplainJob`), not in the
//! page's module; this module only shapes its answers ([`Explained`]) into
//! plain data for the components, which render it and decide nothing.

use crate::i18n::{self, tr, trf};
use crate::labels::call_label;
use tenace_bridge::{Auction, Call, Seat, Suit};
use tenace_protocol::{ExplainJob, ExplainReply};
use tenace_robots::bidding::valuation::{quarter_span, quarters, symbols, Pick, Valuation, HT_MAX};
use tenace_robots::bidding::{self, Advice, Constraint, Forcing, Meaning, Range, ShapeReq, Shows, Test, Text};

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

/// `12–14 HCP, 5+♥` in the page's language: what [`Shows::describe`] says,
/// the engine's English left for the page's words. Empty when nothing is definite.
pub fn shows_text(shows: &Shows) -> String {
    let mut parts = Vec::new();
    let h = shows.hcp.capped(37);
    if h != Range::new(0, 37) {
        parts.push(trf("need.hcp", &[("range", &h.span(37))]));
    }
    for suit in Suit::DESCENDING {
        let r = shows.len(suit).capped(13);
        if r != Range::new(0, 13) {
            parts.push(format!("{}{}", r.span(13), suit.symbol()));
        }
    }
    // The 1930s systems' honour tricks (in quarters), by seed 000's table or the club table.
    for (r, key) in [(shows.ht, "need.ht"), (shows.ht_club, "need.ht.club")] {
        let r = r.capped(HT_MAX);
        if r != Range::new(0, HT_MAX) {
            parts.push(trf(key, &[("range", &quarter_span(r.min, r.max))]));
        }
    }
    parts.join(", ")
}

/// A valuation test of the 1930s systems in the page's language ([`Valuation::describe`]).
fn valuation_text(v: Valuation) -> String {
    let s = |x: tenace_bridge::Suit| x.symbol().to_string();
    let span = |lo: u8, hi: u8| quarter_span(lo, hi);
    match v {
        Valuation::HtInSuits { suits, min } | Valuation::ClubHtInSuits { suits, min } => {
            trf("need.ht.suits", &[("ht", &quarters(min)), ("n", &suits.to_string())])
        }
        Valuation::PlayingTricks(Some(t), min) => trf("need.pt", &[("ht", &quarters(min)), ("suit", &s(t))]),
        Valuation::PlayingTricks(None, min) => trf("need.pt.nt", &[("ht", &quarters(min))]),
        Valuation::TrumpTricks(t, n) => trf("need.tt", &[("n", &n.to_string()), ("suit", &s(t))]),
        Valuation::LongSuitTricks(t, lo, hi) => trf("need.long.tricks", &[("range", &span(lo, hi)), ("suit", &s(t))]),
        Valuation::SideHt(t, lo, hi) => trf("need.side.ht", &[("range", &span(lo, hi)), ("suit", &s(t))]),
        Valuation::ShutOutTricks(t, lo, hi) => {
            trf("need.shut.out.tricks", &[("range", &span(lo, hi)), ("suit", &s(t))])
        }
        Valuation::SupportTricks(t, lo, hi) => trf("need.st", &[("range", &span(lo, hi)), ("suit", &s(t))]),
        Valuation::NormalSupport(t) => trf("need.normal.support", &[("suit", &s(t))]),
        Valuation::WeakSupport(t) => trf("need.weak.support", &[("suit", &s(t))]),
        Valuation::Biddable000(t) | Valuation::BiddableClub(t) | Valuation::BiddableLt(t) => {
            trf("need.biddable", &[("suit", &s(t))])
        }
        Valuation::AnyBiddable000 | Valuation::AnyBiddableLt => tr("need.any.biddable").to_owned(),
        Valuation::AnyFiveClub => tr("need.any.five").to_owned(),
        Valuation::Chosen(pick, _) => tr(match pick {
            Pick::Overcall000 { .. } => "need.chosen.overcall",
            Pick::Takeout000 { .. } => "need.chosen.takeout",
            Pick::Club { .. } | Pick::Length { .. } => "need.chosen.club",
            Pick::LtAbove(_) | Pick::LtBelow(_) | Pick::LtExcept(_) | Pick::LtLongest => "need.chosen.lt",
            _ => "need.chosen.c18",
        })
        .to_owned(),
        Valuation::LongSuits => tr("need.long.suits").to_owned(),
        Valuation::Flat => tr("need.flat").to_owned(),
        Valuation::DoubletonQueen => tr("need.doubleton.queen").to_owned(),
        Valuation::SupportPointsLt(t, lo, hi) => {
            trf("need.lt.support.points", &[("range", &Range::new(lo, hi).span(40)), ("suit", &s(t))])
        }
        Valuation::FiguresOutside(t) => trf("need.figures", &[("suit", &s(t))]),
        Valuation::FourWithTwoHonours(t) => trf("need.two.honours", &[("suit", &s(t))]),
        Valuation::SuitHt(t, lo, hi) => trf("need.suit.ht", &[("range", &span(lo, hi)), ("suit", &s(t))]),
        Valuation::FiveCards(t) => trf("need.five", &[("suit", &s(t))]),
        Valuation::AnyBiddableTt(n) => trf("need.biddable.tt", &[("n", &n.to_string())]),
        Valuation::ShortSuit => tr("need.short.suit").to_owned(),
        Valuation::Singleton => tr("need.singleton").to_owned(),
        Valuation::LtSupport(t) => trf("need.lt.support", &[("suit", &s(t))]),
        Valuation::FourNtAces(set) => trf("need.4nt.aces", &[("suits", &symbols(set))]),
        Valuation::FiveNtAnswer(set) => trf("need.5nt.answer", &[("suits", &symbols(set))]),
        Valuation::Aces(1, 1) => tr("need.aces.one").to_owned(),
        Valuation::Aces(lo, hi) => trf("need.aces", &[("n", &Range::new(lo, hi).span(4))]),
        Valuation::AceOrVoid(t) => trf("need.ace.or.void", &[("suit", &s(t))]),
        Valuation::AllKings(set) => trf("need.all.kings", &[("suits", &symbols(set))]),
        Valuation::DirectFiveNt(set) => trf("need.5nt.direct", &[("suits", &symbols(set))]),
        Valuation::King(t) => trf("need.king", &[("suit", &s(t))]),
        Valuation::SpareQueen => tr("need.spare.queen").to_owned(),
        Valuation::Longer(a, b) => trf("need.len.gt", &[("a", &s(a)), ("b", &s(b))]),
    }
}

/// One hand test of a rule in the page's language ([`Test::describe`]).
fn test_text(test: Test) -> String {
    let suit = |key: &'static str, s: Suit| trf(key, &[("suit", &s.symbol().to_string())]);
    let two = |key: &'static str, a: Suit, b: Suit| {
        trf(key, &[("a", &a.symbol().to_string()), ("b", &b.symbol().to_string())])
    };
    match test {
        Test::Total(r) => trf("need.total", &[("range", &r.span(40))]),
        Test::Dummy(r) => trf("need.dummy", &[("range", &r.span(40))]),
        Test::OpeningValues => tr("need.opening").to_owned(),
        Test::Stopper(s) => suit("need.stopper", s),
        Test::NoStopper(s) => suit("need.no.stopper", s),
        Test::GoodSuit(s) => suit("need.good.suit", s),
        Test::AcesMod4(n) => match n % 4 {
            0 => tr("need.aces.none").to_owned(),
            1 => tr("need.aces.one").to_owned(),
            n => trf("need.aces", &[("n", &n.to_string())]),
        },
        Test::KingsMod4(n) => match n % 4 {
            0 => tr("need.kings.none").to_owned(),
            1 => tr("need.kings.one").to_owned(),
            n => trf("need.kings", &[("n", &n.to_string())]),
        },
        Test::TwoTopHonours(s) => suit("need.two.top", s),
        Test::FirstRoundControl(s) => suit("need.control", s),
        Test::NoFourCardMajor => tr("need.no.major").to_owned(),
        Test::NoFirstRoundControl(s) => suit("need.no.control", s),
        Test::LenGe(a, b) => two("need.len.ge", a, b),
        Test::LenGt(a, b) => two("need.len.gt", a, b),
        Test::RuleOf15 => tr("need.rule15").to_owned(),
        Test::Short(s) => suit("need.short", s),
        Test::NoShortness => tr("need.no.short").to_owned(),
        Test::FourCardMajor => tr("need.major").to_owned(),
        Test::AceOrKing(s) => suit("need.ace.king", s),
        Test::AtMostOneTopHonour(s) => suit("need.one.top", s),
        Test::NoVoid => tr("need.no.void").to_owned(),
        Test::TwoSuiter(a, b) => two("need.two.suiter", a, b),
        Test::MaxLosers(n) => {
            trf("need.losers", &[("n", &n.to_string()), ("tricks", &13u8.saturating_sub(n).to_string())])
        }
        Test::DecentSuit(s) => suit("need.decent.suit", s),
        Test::Shortness => tr("need.shortness").to_owned(),
        Test::MinLosers(n) => trf("need.min.losers", &[("n", &n.to_string())]),
        Test::Controls(r) => trf("need.controls", &[("range", &r.span(12))]),
        Test::Val(v) => valuation_text(v),
        Test::NotVal(v) => trf("need.not", &[("test", &valuation_text(v))]),
    }
}

/// A rule's requirement in the page's language, in the order of
/// [`Constraint::describe`]: ranges, shape, other tests, then points.
pub fn needs_text(c: &Constraint) -> String {
    let mut shows = c.shows;
    // Lengths a balanced shape implies go without saying.
    let implied = match c.shape {
        ShapeReq::Balanced => Some(Range::new(2, 5)),
        ShapeReq::SemiBalanced => Some(Range::new(2, 6)),
        ShapeReq::Any | ShapeReq::Unbalanced => None,
    };
    for len in &mut shows.len {
        if Some(*len) == implied {
            *len = Range::new(0, 13);
        }
    }
    let mut parts = Vec::new();
    let ranges = shows_text(&shows);
    if !ranges.is_empty() {
        parts.push(ranges);
    }
    match c.shape {
        ShapeReq::Any => {}
        ShapeReq::Balanced => parts.push(tr("need.balanced").to_owned()),
        ShapeReq::SemiBalanced => parts.push(tr("need.semi.balanced").to_owned()),
        ShapeReq::Unbalanced => parts.push(tr("need.unbalanced").to_owned()),
    }
    let points = |t: &&Test| matches!(t, Test::Total(_) | Test::Dummy(_));
    parts.extend(c.tests.iter().filter(|t| !points(t)).map(|t| test_text(*t)));
    parts.extend(c.tests.iter().filter(points).map(|t| test_text(*t)));
    parts.join(", ")
}

/// `bidding::reason_line` in the page's language: the explanation, what it
/// needs and the forcing status.
pub fn reason_line(m: &Meaning) -> String {
    let mut s = text(&m.text);
    let needs = needs_text(&m.requirement);
    if !needs.is_empty() && m.in_system {
        s.push_str(&format!(" ({needs})"));
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
    /// What the rule requires, in the page's words (empty when none or not in the system).
    pub needs: String,
    /// What the caller's calls so far show together ("12–14 HCP, 5+♥"; empty when nothing definite).
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
            needs: if m.in_system { needs_text(&m.requirement) } else { String::new() },
            known: shows_text(&m.known),
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
        if self.known.is_empty() {
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

/// The bidding engine's answers for one auction, as the worker gave them
/// (`tenace_protocol::ExplainJob` → `ExplainReply`): the page's module does
/// not carry the engine (issue 21), it shapes these answers into words.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Explained {
    pub job: ExplainJob,
    pub reply: ExplainReply,
}

/// The meaning of every call made so far that `known` answers (the calls
/// its auction shares with `auction` from the start; a call's meaning
/// depends only on the calls before it). `robot_reasons[i]` is the robot's
/// reason for call `i` (None for the user's calls).
pub fn meanings(known: &Explained, auction: &Auction, robot_reasons: &[Option<String>]) -> Vec<CallMeaning> {
    if known.job.auction.dealer() != auction.dealer() {
        return Vec::new();
    }
    known
        .job
        .auction
        .calls()
        .iter()
        .zip(auction.calls())
        .zip(&known.reply.meanings)
        .take_while(|((a, b), _)| a == b)
        .enumerate()
        .map(|(i, (_, m))| CallMeaning::of(i, m, robot_reasons.get(i).cloned().flatten()))
        .collect()
}

/// The system's call for the player to act, with why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CallHint {
    pub seat: Seat,
    pub call: Call,
    /// `reason_line`: the explanation with its requirement and forcing status.
    pub reason: String,
    /// What the call would show together with the seat's earlier calls (empty when nothing definite).
    pub shows: String,
    /// Other calls of the system this hand also qualifies for, best first.
    pub alternatives: Vec<(Call, String)>,
}

/// The system's advice for the player to act, in words.
pub fn hint(seat: Seat, advice: &Advice) -> CallHint {
    CallHint {
        seat,
        call: advice.call,
        reason: reason_line(&advice.meaning),
        shows: shows_text(&advice.meaning.known),
        alternatives: advice.alternatives.iter().map(|m| (m.call, reason_line(m))).collect(),
    }
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

/// The user's calls (`(index, seat)` of each, in order) next to the
/// system's advice at each (`advice[k]` for the `k`-th of them, on the
/// auction before it), with what each made call means (`meanings`).
pub fn review(
    auction: &Auction,
    users: &[(usize, Seat)],
    meanings: &[Meaning],
    advice: &[Advice],
) -> Vec<ReviewedCall> {
    users
        .iter()
        .zip(advice)
        .filter_map(|(&(index, seat), advice)| {
            let made = *auction.calls().get(index)?;
            Some(ReviewedCall {
                index,
                seat,
                made,
                made_meaning: meanings.get(index).map(|m| text(&m.text)).unwrap_or_default(),
                system: advice.call,
                system_reason: reason_line(&advice.meaning),
                departs: advice.call != made,
            })
        })
        .collect()
}

/// The engine's answers computed here, as the worker computes them (host tests).
#[cfg(test)]
pub fn explain_now(job: ExplainJob) -> Explained {
    let reply = tenace_worker::explain(&job).expect("a valid job");
    Explained { job, reply }
}

/// [`meanings`] of an auction asked of the engine at once (host tests).
#[cfg(test)]
pub fn meanings_now(
    systems: impl Into<bidding::Systems>,
    auction: &Auction,
    table: bidding::Table,
    robot_reasons: &[Option<String>],
) -> Vec<CallMeaning> {
    let job = ExplainJob { systems: systems.into(), auction: auction.clone(), table, advise: Vec::new() };
    meanings(&explain_now(job), auction, robot_reasons)
}

/// [`hint`] asked of the engine at once (host tests).
#[cfg(test)]
pub fn hint_now(
    systems: impl Into<bidding::Systems>,
    auction: &Auction,
    table: bidding::Table,
    hand: tenace_bridge::CardSet,
) -> Option<CallHint> {
    let seat = auction.to_act()?;
    let at = tenace_protocol::AdviseAt { calls: auction.calls().len(), hand };
    let job = ExplainJob { systems: systems.into(), auction: auction.clone(), table, advise: vec![at] };
    let known = explain_now(job);
    Some(hint(seat, known.reply.advice.first()?))
}

/// [`review`] asked of the engine at once (host tests).
#[cfg(test)]
pub fn review_now(
    systems: impl Into<bidding::Systems>,
    auction: &Auction,
    table: bidding::Table,
    hand_of: impl Fn(Seat) -> tenace_bridge::CardSet,
    is_users: impl Fn(usize, Seat) -> bool,
) -> Vec<ReviewedCall> {
    let users: Vec<(usize, Seat)> =
        auction.calls_by_seat().enumerate().filter(|&(i, (s, _))| is_users(i, s)).map(|(i, (s, _))| (i, s)).collect();
    let advise = users.iter().map(|&(i, s)| tenace_protocol::AdviseAt { calls: i, hand: hand_of(s) }).collect();
    let known = explain_now(ExplainJob { systems: systems.into(), auction: auction.clone(), table, advise });
    review(auction, &users, &known.reply.meanings, &known.reply.advice)
}

#[cfg(test)]
mod tests {
    use super::*;
    use tenace_robots::bidding::{System, Systems};

    /// Issue 17: each side's calls explained by its own system, honour
    /// tricks and valuation tests worded in the page's language.
    #[test]
    fn a_mixed_table_explains_each_side_by_its_system() {
        let mut a = Auction::new(Seat::North);
        for c in ["1C", "1H"] {
            a.push(c.parse().expect("call")).expect("legal");
        }
        let systems = Systems { north_south: System::ESTONIAN_CLUB, east_west: System::SAYC };
        let rows = meanings_now(systems, &a, table(), &[]);
        assert!(rows[0].text.starts_with("Club system: 1♣"), "{}", rows[0].text);
        assert!(!rows[1].text.starts_with("Club system"), "{}", rows[1].text);
        let culbertson = &bidding::interpret(&System::CULBERTSON, &a, table())[0];
        let needs = needs_text(&culbertson.requirement);
        assert!(needs.contains("honour tricks"), "{needs}");
        assert!(shows_text(&culbertson.known).contains("2½+ honour tricks"), "{}", shows_text(&culbertson.known));
    }
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
        let sayc = meanings_now(System::SAYC, &a, table(), &[Some("because".to_owned()), None]);
        assert_eq!(sayc.len(), 2);
        assert_eq!((sayc[0].index, sayc[0].seat, sayc[0].call), (0, Seat::North, a.calls()[0]));
        assert!(sayc[0].text.contains("15–17"), "{}", sayc[0].text);
        assert!(sayc[0].known.contains("15–17 HCP"), "{}", sayc[0].known);
        assert_eq!(sayc[0].robot_reason.as_deref(), Some("because"));
        assert!(sayc[0].aria_label().starts_with("North: one no trump. 1NT: 15–17"), "{}", sayc[0].aria_label());
        assert!(sayc[0].summary().contains("non-forcing"), "{}", sayc[0].summary());
        assert_eq!(sayc[1].seat, Seat::East);
        let strong = meanings_now(System::SAYC_16_18, &a, table(), &[]);
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
    fn requirements_in_english_are_the_engines_words() {
        // The page's English is the engine's own wording, for every rule the
        // system has at the start and after a few common openings.
        let mut checked = 0;
        for calls in ["", "1NT P", "1H P", "1S X", "2C P 2D P", "1D 1S", "1C P 1H P"] {
            let a = auction(Seat::North, calls);
            for m in bidding::interpret(&System::SAYC, &a, table()) {
                assert_eq!(needs_text(&m.requirement), m.needs, "{calls}: {}", m.rule);
                let known = m.known.describe();
                assert_eq!(shows_text(&m.known), if known == "nothing definite" { String::new() } else { known });
                assert_eq!(reason_line(&m), bidding::reason_line(&m));
                checked += 1;
            }
        }
        assert!(checked > 10, "{checked}");
        // Every kind of test, worded as the engine words it.
        let s = Suit::Spades;
        let h = Suit::Hearts;
        let tests = [
            Test::Total(Range::new(13, 15)),
            Test::Dummy(Range::at_least(16)),
            Test::OpeningValues,
            Test::Stopper(s),
            Test::NoStopper(s),
            Test::GoodSuit(s),
            Test::AcesMod4(0),
            Test::AcesMod4(1),
            Test::AcesMod4(2),
            Test::KingsMod4(4),
            Test::KingsMod4(1),
            Test::KingsMod4(3),
            Test::TwoTopHonours(h),
            Test::FirstRoundControl(h),
            Test::NoFourCardMajor,
            Test::NoFirstRoundControl(h),
            Test::LenGe(s, h),
            Test::LenGt(h, s),
            Test::RuleOf15,
            Test::Short(h),
            Test::NoShortness,
            Test::FourCardMajor,
            Test::AceOrKing(s),
            Test::AtMostOneTopHonour(s),
            Test::NoVoid,
            Test::TwoSuiter(s, h),
            Test::MaxLosers(3),
        ];
        for t in tests {
            assert_eq!(test_text(t), t.describe(), "{t:?}");
        }
        let c = Constraint::hcp(15, 17).shape(ShapeReq::Balanced).test(Test::Stopper(s)).total(15, 18);
        assert_eq!(needs_text(&c), c.describe());
        assert_eq!(needs_text(&Constraint::any().shape(ShapeReq::SemiBalanced)), "balanced or semi-balanced");
    }

    #[test]
    fn requirements_in_german_have_no_english() {
        i18n::set(i18n::Lang::De);
        let c = Constraint::hcp(15, 17).shape(ShapeReq::Balanced).test(Test::Stopper(Suit::Spades)).total(15, 18);
        let de = needs_text(&c);
        i18n::set(i18n::Lang::En);
        assert_eq!(de, "15–17 FP, ausgeglichen, ein ♠-Stopper, 15–18 Gesamtpunkte");
        for english in ["HCP", "balanced", "stopper", "total points"] {
            assert!(!de.contains(english), "{de}");
        }
    }

    /// C82 [T]: the aces and kings of Culbertson 4–5 NT in the page's words.
    #[test]
    fn culbertson_slam_requirements_are_worded_in_each_language() {
        use tenace_robots::bidding::valuation::suit_set;
        let set = suit_set([Suit::Spades, Suit::Hearts]);
        let vals = [
            Valuation::FourNtAces(set),
            Valuation::FiveNtAnswer(set),
            Valuation::DirectFiveNt(set),
            Valuation::King(Suit::Spades),
            Valuation::Aces(4, 4),
            Valuation::Aces(1, 4),
            Valuation::AllKings(set),
        ];
        for v in vals {
            assert_eq!(valuation_text(v), v.describe(), "{v:?}");
        }
        i18n::set(i18n::Lang::De);
        let de = [Valuation::DirectFiveNt(set), Valuation::King(Suit::Spades)].map(valuation_text);
        i18n::set(i18n::Lang::En);
        assert_eq!(de, ["drei Asse und der König einer gereizten Farbe (♠ ♥)".to_owned(), "der König in ♠".to_owned()]);
    }

    #[test]
    fn the_hint_is_the_advice_and_the_review_marks_departures() {
        let deal = Deal::for_board(42, tenace_bridge::BoardNumber::FIRST);
        let hand = |s: Seat| deal.hand(s);
        let empty = Auction::new(Seat::North);
        let hint = hint_now(System::SAYC, &empty, table(), hand(Seat::North)).unwrap();
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
        let rows = review_now(System::SAYC, &a, table(), hand, |_, s| s == Seat::North || s == Seat::East);
        assert_eq!(rows.len(), 2);
        assert!(!rows[0].departs);
        assert_eq!(rows[0].system, advice.call);
        assert!(rows[1].departs);
        assert_eq!((rows[1].index, rows[1].seat, rows[1].made, rows[1].system), (1, Seat::East, odd, east));
        assert!(!rows[1].system_reason.is_empty() && !rows[1].made_meaning.is_empty());
        // A finished auction has no hint.
        let done = auction(Seat::North, "P P P P");
        assert_eq!(hint_now(System::SAYC, &done, table(), hand(Seat::North)), None);
    }
}
