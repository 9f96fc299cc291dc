//! The bidding engine: a system is a set of rules keyed by the auction;
//! each rule offers a call with the hand it needs and what it means.
//!
//! The engine does two things with the same rules:
//! - [`advise`]: for a hand, the highest-priority legal call whose
//!   constraint the hand meets (the robot's call and the user's hint);
//! - [`interpret`]: for every call already made, the rule it matches and
//!   what it shows, accumulated per seat — the explanations in the app and
//!   the hand ranges the card-play robot samples from.
//!
//! Rules never see a hand while generating candidates (see [`Ctx`]), so a
//! call's explanation is exactly the test the robot applied.

pub mod context;
#[cfg(feature = "systems-1930s")]
pub mod culbertson;
#[cfg(feature = "systems-1930s")]
pub mod estonian;
#[cfg(feature = "systems-1930s")]
pub mod lithuanian;
pub mod rule;
pub mod sayc;
pub mod shows;
pub mod valuation;

pub use context::Ctx;
pub use rule::{Candidate, Forcing, Text};
pub use shows::{Constraint, HandFacts, Range, ShapeReq, Shows, Test};

use serde::{Deserialize, Serialize};
use std::fmt;
use tenace_bridge::{Auction, BySide, Call, Game, Seat, Side, Strain, Vulnerability};
use tenace_cards::{CardSet, Suit};

/// Options a system may vary, chosen by the user or by a seed's rules.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// The 1NT opening range (SAYC 15–17; seed 002's system 16–18).
    pub notrump: (u8, u8),
    /// Count a partscore below the line toward game (rubber and Chicago).
    pub play_to_score: bool,
}

/// A named bidding system.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct System {
    pub name: SystemName,
    pub options: Options,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SystemName {
    /// Standard American Yellow Card.
    Sayc,
    /// SAYC with the 16–18 no-trump of seed 002.
    SaycStrongNotrump,
    /// Culbertson's approach-forcing system as seed 000 teaches it (C1–C83).
    Culbertson,
    /// Seed 000's club system (E1–E16), Culbertson where it is silent.
    EstonianClub,
    /// Seed 002's point count (L1–L30), SAYC 16–18 where it is silent.
    Lithuanian,
    /// Culbertson with the period's [T] additions of the spec (§4.3
    /// `Culbertson1930s`): 4–5 NT (C81–C82), the takeouts of 1NT (C43),
    /// 4NT over a pre-empt (C83) and the 1933 1NT response (C33).
    Culbertson1930s,
    /// The club system alone (§4.3 `Club000` without the C rules): where
    /// the chapter breaks off (§2.4) the side passes.
    EstonianClubStrict,
    /// Seed 002's rules alone (§4.3 `Lithuanian002`): no SAYC fallback
    /// (§3.6 strict: pass, or the cheapest natural bid when forced).
    LithuanianStrict,
}

/// An unknown system name, with the ones we know.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown bidding system “{0}”: choose sayc, sayc-16-18, culbertson, culbertson-1930s, estonian-club, estonian-club-strict, lithuanian or lithuanian-strict"
)]
pub struct UnknownSystem(pub String);

impl System {
    pub const SAYC: System =
        System { name: SystemName::Sayc, options: Options { notrump: (15, 17), play_to_score: true } };

    pub const SAYC_16_18: System =
        System { name: SystemName::SaycStrongNotrump, options: Options { notrump: (16, 18), play_to_score: true } };

    /// Culbertson's approach-forcing system (seed 000, C rules).
    pub const CULBERTSON: System =
        System { name: SystemName::Culbertson, options: Options { notrump: (16, 18), play_to_score: true } };

    /// The Estonian club system (seed 000, E rules).
    pub const ESTONIAN_CLUB: System =
        System { name: SystemName::EstonianClub, options: Options { notrump: (16, 18), play_to_score: true } };

    /// The Lithuanian point count (seed 002, L rules; 1NT 16–18).
    pub const LITHUANIAN: System =
        System { name: SystemName::Lithuanian, options: Options { notrump: (16, 18), play_to_score: true } };

    /// Culbertson with the [T] options of §4.3 (`Culbertson1930s`).
    pub const CULBERTSON_1930S: System =
        System { name: SystemName::Culbertson1930s, options: Options { notrump: (16, 18), play_to_score: true } };

    /// The club system without the Culbertson rules for §2.4's phases.
    pub const ESTONIAN_CLUB_STRICT: System =
        System { name: SystemName::EstonianClubStrict, options: Options { notrump: (16, 18), play_to_score: true } };

    /// Seed 002's rules without the SAYC fallback of §3.6 (`Lithuanian002`).
    pub const LITHUANIAN_STRICT: System =
        System { name: SystemName::LithuanianStrict, options: Options { notrump: (16, 18), play_to_score: true } };

    /// Every system, in the order the app lists them.
    pub const ALL: [System; 8] = [
        System::SAYC,
        System::SAYC_16_18,
        System::CULBERTSON,
        System::CULBERTSON_1930S,
        System::ESTONIAN_CLUB,
        System::ESTONIAN_CLUB_STRICT,
        System::LITHUANIAN,
        System::LITHUANIAN_STRICT,
    ];

    pub fn by_name(name: &str) -> Result<System, UnknownSystem> {
        match name.trim().to_ascii_lowercase().as_str() {
            "sayc" => Ok(System::SAYC),
            "sayc-16-18" | "sayc16" => Ok(System::SAYC_16_18),
            "culbertson" | "seed000" | "culbertson000" => Ok(System::CULBERTSON),
            "culbertson-1930s" | "culbertson1930s" => Ok(System::CULBERTSON_1930S),
            "estonian-club" | "club" | "risti" => Ok(System::ESTONIAN_CLUB),
            "estonian-club-strict" | "club000" => Ok(System::ESTONIAN_CLUB_STRICT),
            "lithuanian" | "seed002" | "lithuanian002+sayc" => Ok(System::LITHUANIAN),
            "lithuanian-strict" | "lithuanian002" => Ok(System::LITHUANIAN_STRICT),
            _ => Err(UnknownSystem(name.to_owned())),
        }
    }

    pub const fn id(&self) -> &'static str {
        match self.name {
            SystemName::Sayc => "sayc",
            SystemName::SaycStrongNotrump => "sayc-16-18",
            SystemName::Culbertson => "culbertson",
            SystemName::EstonianClub => "estonian-club",
            SystemName::Lithuanian => "lithuanian",
            SystemName::Culbertson1930s => "culbertson-1930s",
            SystemName::EstonianClubStrict => "estonian-club-strict",
            SystemName::LithuanianStrict => "lithuanian-strict",
        }
    }

    /// Culbertson with the [T] options (§4.3 `Culbertson1930s`).
    pub const fn period_options(&self) -> bool {
        matches!(self.name, SystemName::Culbertson1930s)
    }

    /// A strict variant that plays no other system's rules where its seed
    /// is silent (§4.3 `Club000` alone, `Lithuanian002`).
    pub const fn seed_only(&self) -> bool {
        matches!(self.name, SystemName::EstonianClubStrict | SystemName::LithuanianStrict)
    }

    /// Whether this build has the system's rules: always for SAYC; the 1930s
    /// systems only with the `systems-1930s` feature (on by default; the
    /// quiz widget's common module is built without it and hands a problem
    /// in a 1930s system to its second module, which has them).
    pub const fn has_rules(&self) -> bool {
        cfg!(feature = "systems-1930s") || matches!(self.name, SystemName::Sayc | SystemName::SaycStrongNotrump)
    }

    pub fn with_play_to_score(mut self, on: bool) -> System {
        self.options.play_to_score = on;
        self
    }

    /// Every candidate call in this context, highest priority first.
    pub fn candidates(&self, ctx: &Ctx) -> Vec<Candidate> {
        let mut out = match self.name {
            SystemName::Sayc | SystemName::SaycStrongNotrump => sayc::candidates(ctx),
            #[cfg(feature = "systems-1930s")]
            SystemName::Culbertson | SystemName::Culbertson1930s => culbertson::candidates(ctx),
            #[cfg(feature = "systems-1930s")]
            SystemName::EstonianClub | SystemName::EstonianClubStrict => estonian::candidates(ctx),
            #[cfg(feature = "systems-1930s")]
            SystemName::Lithuanian | SystemName::LithuanianStrict => lithuanian::candidates(ctx),
            // A build without the 1930s systems has no rule for them (see `has_rules`).
            #[cfg(not(feature = "systems-1930s"))]
            _ => Vec::new(),
        };
        out.sort_by_key(|c| std::cmp::Reverse(c.priority));
        out
    }
}

impl Default for System {
    fn default() -> System {
        System::SAYC
    }
}

impl fmt::Display for System {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.name {
            SystemName::Sayc => write!(f, "SAYC"),
            SystemName::SaycStrongNotrump => write!(f, "SAYC, 1NT 16–18"),
            SystemName::Culbertson => write!(f, "Culbertson (seed 000)"),
            SystemName::EstonianClub => write!(f, "Estonian club system (seed 000)"),
            SystemName::Lithuanian => write!(f, "Lithuanian point count (seed 002)"),
            SystemName::Culbertson1930s => write!(f, "Culbertson (seed 000 with the period's 4–5 NT and 1NT takeouts)"),
            SystemName::EstonianClubStrict => write!(f, "Estonian club system, the chapter alone (seed 000)"),
            SystemName::LithuanianStrict => write!(f, "Lithuanian point count, seed 002 alone"),
        }
    }
}

/// Trick points each side has below the line in the current game of a
/// rubber or Chicago (always zero at duplicate).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreState {
    /// Each side's trick points below the line (saved as `[ns, ew]`).
    pub below_line: BySide<u16>,
}

/// What one call in the auction means.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Meaning {
    pub seat: Seat,
    pub call: Call,
    /// The rule's id (`sayc.open.1nt`), or `natural.*` when no rule of the
    /// system covers the call.
    pub rule: String,
    pub text: Text,
    pub forcing: Forcing,
    /// The requirement in words (`15–17 HCP, balanced`).
    pub needs: String,
    /// The same requirement as data, for pages that word it in another language.
    #[serde(default)]
    pub requirement: Constraint,
    /// What this call alone shows.
    pub shows: Shows,
    /// What the caller's calls so far show together.
    pub known: Shows,
    pub artificial: bool,
    /// False when the system has no rule for this call here.
    pub in_system: bool,
}

impl Meaning {
    fn of(seat: Seat, c: &Candidate, known: Shows) -> Meaning {
        Meaning {
            seat,
            call: c.call,
            rule: c.rule.to_owned(),
            text: c.text.clone(),
            forcing: c.forcing,
            needs: c.needs.describe(),
            requirement: c.needs.clone(),
            shows: c.shows(),
            known,
            artificial: c.artificial,
            in_system: true,
        }
    }
}

/// The engine's advice for one hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Advice {
    pub call: Call,
    pub meaning: Meaning,
    /// Other calls of the system the hand also qualifies for, best first.
    pub alternatives: Vec<Meaning>,
}

/// The board facts the engine needs besides the calls.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    pub vulnerability: Vulnerability,
    pub score: ScoreState,
}

impl Table {
    pub fn duplicate(vulnerability: Vulnerability) -> Table {
        Table { vulnerability, score: ScoreState::default() }
    }
}

/// The systems the two partnerships play: you and partner Culbertson, the
/// opponents SAYC, or any mix. Each call is read, and each robot bids, by
/// the system of the side that makes it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Systems {
    pub north_south: System,
    pub east_west: System,
}

impl Systems {
    /// Both sides play `system`.
    pub const fn both(system: System) -> Systems {
        Systems { north_south: system, east_west: system }
    }

    pub const fn of(&self, side: Side) -> &System {
        match side {
            Side::NorthSouth => &self.north_south,
            Side::EastWest => &self.east_west,
        }
    }

    pub fn is_mixed(&self) -> bool {
        self.north_south != self.east_west
    }

    /// `ours` for `side`, `theirs` for the other side.
    pub fn for_side(side: Side, ours: System, theirs: System) -> Systems {
        match side {
            Side::NorthSouth => Systems { north_south: ours, east_west: theirs },
            Side::EastWest => Systems { north_south: theirs, east_west: ours },
        }
    }
}

impl From<System> for Systems {
    fn from(system: System) -> Systems {
        Systems::both(system)
    }
}

impl From<&System> for Systems {
    fn from(system: &System) -> Systems {
        Systems::both(*system)
    }
}

fn context<'a>(system: &'a System, auction: Auction, table: Table, meanings: &'a [Meaning]) -> Ctx<'a> {
    let me = auction.to_act().unwrap_or_else(|| auction.dealer());
    let mut known = tenace_bridge::BySeat::splat(Shows::ANY);
    for m in meanings {
        known[m.seat] = m.known;
    }
    Ctx { system, auction, me, vulnerability: table.vulnerability, score: table.score, meanings, known }
}

/// The meaning of every call of `auction`, in order.
pub fn interpret(system: &System, auction: &Auction, table: Table) -> Vec<Meaning> {
    interpret_sides(&Systems::both(*system), auction, table)
}

/// [`interpret`] with each call read by the system of the side that made it.
pub fn interpret_sides(systems: &Systems, auction: &Auction, table: Table) -> Vec<Meaning> {
    let mut meanings: Vec<Meaning> = Vec::with_capacity(auction.calls().len());
    let mut prefix = Auction::new(auction.dealer());
    for &call in auction.calls() {
        let meaning = {
            let me = prefix.to_act().unwrap_or_else(|| prefix.dealer());
            let system = systems.of(me.side());
            let ctx = context(system, prefix.clone(), table, &meanings);
            meaning_of(system, &ctx, call)
        };
        meanings.push(meaning);
        if prefix.push(call).is_err() {
            break;
        }
    }
    meanings
}

/// What `call` would mean now.
fn meaning_of(system: &System, ctx: &Ctx, call: Call) -> Meaning {
    let before = ctx.known(ctx.me);
    let matching: Vec<Candidate> = system.candidates(ctx).into_iter().filter(|c| c.call == call).collect();
    match matching.split_first() {
        Some((first, rest)) => {
            // Alternatives of the same rule (1♦ with longer diamonds, or with
            // 4-4 in the minors) widen the meaning; lower-priority rules that
            // happen to name the same call do not: the listener assumes the
            // first rule.
            // A pass is often "none of my other calls fit": it shows only what
            // every passing rule allows together.
            let widen = |c: &&Candidate| c.rule == first.rule || call == Call::Pass;
            let shows = rest.iter().filter(widen).fold(first.shows(), |acc, c| acc.or(c.shows()));
            let mut m = Meaning::of(ctx.me, first, before.and(shows));
            m.shows = shows;
            m
        }
        None => natural_meaning(ctx, call, before),
    }
}

/// A call the system does not cover: read naturally, without inference.
fn natural_meaning(ctx: &Ctx, call: Call, before: Shows) -> Meaning {
    let (rule, text) = match call {
        Call::Pass => ("natural.pass", Text::new("natural.pass", "Pass: no call of the system fits")),
        Call::Double => ("natural.double", Text::new("natural.double", "Double: not covered by the system")),
        Call::Redouble => ("natural.redouble", Text::new("natural.redouble", "Redouble: not covered by the system")),
        Call::Bid(b) => {
            ("natural.bid", Text::new("natural.bid", "{bid}: natural, not covered by the system").arg("bid", b))
        }
    };
    Meaning {
        seat: ctx.me,
        call,
        rule: rule.to_owned(),
        text,
        forcing: Forcing::NonForcing,
        needs: String::new(),
        requirement: Constraint::any(),
        shows: Shows::ANY,
        known: before,
        artificial: false,
        in_system: false,
    }
}

/// Every call the system considers for the player to act, best first, with
/// whether `hand` meets its requirement and whether it is legal: the "why
/// not that call?" view of the engine.
pub fn considered(system: &System, auction: &Auction, table: Table, hand: CardSet) -> Vec<(Candidate, bool)> {
    considered_sides(&Systems::both(*system), auction, table, hand)
}

/// [`considered`] when the sides play different systems.
pub fn considered_sides(systems: &Systems, auction: &Auction, table: Table, hand: CardSet) -> Vec<(Candidate, bool)> {
    let meanings = interpret_sides(systems, auction, table);
    let system = systems.of(auction.to_act().unwrap_or_else(|| auction.dealer()).side());
    let ctx = context(system, auction.clone(), table, &meanings);
    let facts = HandFacts::of(hand);
    system
        .candidates(&ctx)
        .into_iter()
        .filter(|c| ctx.is_legal(c.call))
        .map(|c| {
            let fits = c.needs.admits(&facts);
            (c, fits)
        })
        .collect()
}

/// The system's call for the player to act holding `hand`.
pub fn advise(system: &System, auction: &Auction, table: Table, hand: CardSet) -> Advice {
    advise_sides(&Systems::both(*system), auction, table, hand)
}

/// [`advise`] when the sides play different systems: the player to act
/// bids by its own side's system, reading the opponents' calls by theirs.
pub fn advise_sides(systems: &Systems, auction: &Auction, table: Table, hand: CardSet) -> Advice {
    let meanings = interpret_sides(systems, auction, table);
    let system = systems.of(auction.to_act().unwrap_or_else(|| auction.dealer()).side());
    let ctx = context(system, auction.clone(), table, &meanings);
    let facts = HandFacts::of(hand);
    let forced = ctx.forced_to_bid();
    let before = ctx.known(ctx.me);
    let all = system.candidates(&ctx);
    // A call means what its first rule says (see `interpret`): a hand that
    // fits only a later rule naming the same call would be misread, so that
    // rule is offered only when the hand is within the ranges the first one
    // shows. Passes are read as all their rules together; when partner's call
    // forces a bid, any rule that fits is better than none. (SAYC's rules;
    // the 1930s systems list their alternatives deliberately.)
    let guarded = matches!(system.name, SystemName::Sayc | SystemName::SaycStrongNotrump);
    let read_as = |c: &Candidate| {
        !guarded
            || all
                .iter()
                .find(|f| f.call == c.call)
                .map(|f| f.rule == c.rule || f.shows().admits(&facts))
                .unwrap_or(true)
    };
    let mut fits = all
        .iter()
        .filter(|c| {
            ctx.is_legal(c.call)
                && !(forced && c.call == Call::Pass && !c.passes_when_forced)
                && c.needs.admits(&facts)
                && (c.call == Call::Pass || forced || read_as(c))
        })
        .cloned();
    match fits.next() {
        Some(best) => {
            let mut seen = vec![best.call];
            let alternatives = fits
                .filter(|c| {
                    let new = !seen.contains(&c.call);
                    seen.push(c.call);
                    new
                })
                .take(3)
                .map(|c| Meaning::of(ctx.me, &c, before.and(c.shows())))
                .collect();
            Advice { call: best.call, meaning: Meaning::of(ctx.me, &best, before.and(best.shows())), alternatives }
        }
        None => fallback(&ctx, &facts, forced),
    }
}

/// No rule fits: pass, or when partner's call forces us, the cheapest
/// natural bid in our longest suit (no-trump when balanced).
fn fallback(ctx: &Ctx, hand: &HandFacts, forced: bool) -> Advice {
    let before = ctx.known(ctx.me);
    let pick = |call: Call, rule: &'static str, text: Text| {
        let mut m = natural_meaning(ctx, call, before);
        m.rule = rule.to_owned();
        m.text = text;
        Advice { call, meaning: m, alternatives: Vec::new() }
    };
    if forced {
        let longest = Suit::DESCENDING.into_iter().max_by_key(|&s| hand.len(s)).unwrap_or(Suit::Spades);
        let strains = [Strain::from(longest), Strain::NoTrump];
        let bid = strains.into_iter().filter_map(|s| ctx.cheapest(s)).filter(|b| ctx.is_legal(Call::Bid(*b))).min();
        if let Some(b) = bid {
            return pick(
                Call::Bid(b),
                "natural.forced",
                Text::new(
                    "natural.forced",
                    "{bid}: partner's call is forcing and no rule fits; the cheapest natural bid",
                )
                .arg("bid", b),
            );
        }
    }
    pick(Call::Pass, "natural.pass", Text::new("natural.pass", "Pass: no call of the system fits this hand"))
}

/// A robot's (or hint's) call with its reason, for the game in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CallChoice {
    pub call: Call,
    pub reason: String,
    pub advice: Advice,
}

/// The system's call for `seat`, which must be the seat to act.
pub fn choose_call(game: &Game, seat: Seat) -> CallChoice {
    choose_call_with(game, seat, &System::default(), ScoreState::default())
}

pub fn choose_call_with(game: &Game, seat: Seat, system: &System, score: ScoreState) -> CallChoice {
    choose_call_sides(game, seat, &Systems::both(*system), score)
}

/// [`choose_call_with`] when the sides play different systems.
pub fn choose_call_sides(game: &Game, seat: Seat, systems: &Systems, score: ScoreState) -> CallChoice {
    let table = Table { vulnerability: game.setup().vulnerability, score };
    let advice = advise_sides(systems, game.auction(), table, game.deal().hand(seat));
    let reason = reason_line(&advice.meaning);
    CallChoice { call: advice.call, reason, advice }
}

/// "Stayman: asks for a four-card major (8+ HCP) — forcing one round".
pub fn reason_line(m: &Meaning) -> String {
    let mut s = m.text.to_string();
    if !m.needs.is_empty() && m.in_system {
        s.push_str(&format!(" ({})", m.needs));
    }
    if m.forcing != Forcing::NonForcing && m.in_system {
        s.push_str(&format!(" — {}", m.forcing));
    }
    s
}
