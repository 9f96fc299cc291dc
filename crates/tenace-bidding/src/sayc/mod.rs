//! Standard American Yellow Card, as rules.
//!
//! The dispatcher reads the auction the way a player does — who opened,
//! what partner's last call asked or showed — and asks the rule families
//! that apply for their candidates. Families, one module each:
//! [`openings`], [`responses`] (to one of a suit), [`rebids`] (opener's and
//! responder's), [`notrump`] (1NT and 2NT structures), [`strong`] (2♣, weak
//! twos, preempts), [`competitive`], [`slam`], and [`placement`] (game,
//! invitation or partscore once the partnership's values and fit are known).

pub mod competitive;
pub mod judgment;
pub mod notrump;
pub mod openings;
pub mod placement;
pub mod rebids;
pub mod responses;
pub mod slam;
pub mod strong;

use super::context::Ctx;
use super::rule::{Candidate, Forcing};
use super::shows::Constraint;
use tenace_bridge::{Bid, Call, Strain};
use tenace_cards::Suit;

/// `Some(call)` for a real bid (level 1–7).
pub fn bid(level: u8, strain: Strain) -> Option<Call> {
    Bid::of(level, strain).map(Call::Bid)
}

/// Candidates under construction.
#[derive(Default)]
pub struct Out(pub Vec<Candidate>);

impl Out {
    /// Adds the candidate when the call exists (levels 1–7).
    pub fn add(&mut self, call: Option<Call>, make: impl FnOnce(Call) -> Candidate) {
        if let Some(call) = call {
            self.0.push(make(call));
        }
    }

    pub fn push(&mut self, c: Candidate) {
        self.0.push(c);
    }
}

/// The four suits, spades first.
pub const SUITS: [Suit; 4] = Suit::DESCENDING;

pub fn strain(s: Suit) -> Strain {
    Strain::from(s)
}

/// Where the player stands in the auction.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Role {
    /// Nobody has bid yet.
    Opening,
    /// I opened the bidding.
    Opener,
    /// Partner opened the bidding.
    Responder,
    /// The opponents opened; my side has not bid or doubled.
    Defender,
    /// The opponents opened and partner has acted; I have not.
    Advancer,
    /// The opponents opened and I have acted.
    Overcaller,
}

pub fn role(ctx: &Ctx) -> Role {
    match ctx.opening() {
        None => Role::Opening,
        Some((seat, _)) if seat == ctx.me => Role::Opener,
        Some((seat, _)) if seat == ctx.partner() => Role::Responder,
        Some(_) => {
            let acted = |s| ctx.calls_of(s).into_iter().any(|c| c != Call::Pass);
            if acted(ctx.me) {
                Role::Overcaller
            } else if acted(ctx.partner()) {
                Role::Advancer
            } else {
                Role::Defender
            }
        }
    }
}

/// All SAYC candidates for the context.
pub fn candidates(ctx: &Ctx) -> Vec<Candidate> {
    let mut out = Out::default();
    // Answers to partner's asks come first: they are what partner asked.
    notrump::answers(ctx, &mut out);
    slam::answers(ctx, &mut out);
    strong::answers(ctx, &mut out);
    responses::jacoby_answers(ctx, &mut out);
    match role(ctx) {
        Role::Opening => openings::candidates(ctx, &mut out),
        Role::Opener => rebids::opener(ctx, &mut out),
        Role::Responder => {
            if ctx.bids_of(ctx.me).is_empty() && !ctx.calls_of(ctx.me).contains(&Call::Double) {
                responses::candidates(ctx, &mut out);
            } else {
                rebids::responder(ctx, &mut out);
            }
        }
        Role::Defender => competitive::defender(ctx, &mut out),
        Role::Advancer => competitive::advancer(ctx, &mut out),
        Role::Overcaller => competitive::overcaller(ctx, &mut out),
    }
    competitive::doubles(ctx, &mut out);
    competitive::negative_doubler(ctx, &mut out);
    judgment::candidates(ctx, &mut out);
    answer_double(ctx, &mut out);
    slam::asks(ctx, &mut out);
    placement::candidates(ctx, &mut out);
    pass(ctx, &mut out);
    let mut all = out.0;
    score_filter(ctx, &mut all);
    all
}

/// Partner's double forces me (takeout, negative, reopening) and no other
/// rule fits: the cheapest bid in my longest unbid suit, or no-trump with
/// their suits stopped.
fn answer_double(ctx: &Ctx, out: &mut Out) {
    let forcing_double = ctx
        .last_meaning(ctx.partner())
        .map(|m| m.call == Call::Double && m.forcing == Forcing::OneRound)
        .unwrap_or(false);
    if !forcing_double || ctx.rho_call() != Some(Call::Pass) {
        return;
    }
    let theirs = ctx.opponents_suits();
    let unbid: Vec<Suit> = SUITS.into_iter().filter(|s| !theirs.contains(s)).collect();
    for &suit in &unbid {
        let needs = Constraint::any().longest(suit, unbid.iter().copied());
        out.add(ctx.cheapest(strain(suit)).map(Call::Bid), |c| {
            Candidate::new(
                "sayc.answer_double.suit",
                c,
                needs,
                "{bid}: answers partner's double in my longest unbid suit",
            )
            .arg("bid", c)
            .priority(60)
        });
    }
    let stopped = theirs.iter().fold(Constraint::any(), |c, &s| c.test(crate::shows::Test::Stopper(s)));
    out.add(ctx.cheapest(Strain::NoTrump).map(Call::Bid), |c| {
        Candidate::new("sayc.answer_double.nt", c, stopped, "{bid}: answers partner's double; their suit stopped")
            .arg("bid", c)
            .priority(61)
    });
}

/// The last resort of every auction: pass, with what passing shows here.
fn pass(ctx: &Ctx, out: &mut Out) {
    let (needs, template, rule) = match role(ctx) {
        Role::Opening => (Constraint::any(), "Pass: no opening bid", "sayc.pass.no_opening"),
        Role::Responder
            if ctx.bids_of(ctx.me).is_empty()
                && ctx.auction.calls().len() <= 4
                && !ctx.opponents_active()
                && ctx.opening().map(|(_, b)| b.level.get() == 1).unwrap_or(false) =>
        {
            (Constraint::hcp(0, 5), "Pass: too weak to respond (0–5 HCP)", "sayc.pass.weak_response")
        }
        Role::Defender => (Constraint::any(), "Pass: no overcall or double fits", "sayc.pass.no_overcall"),
        _ => (Constraint::any(), "Pass: content with the contract", "sayc.pass"),
    };
    let priority = if rule == "sayc.pass.weak_response" { 96 } else { 1 };
    out.push(Candidate::new(rule, Call::Pass, needs, template).priority(priority));
}

/// Playing to the score: a natural invitation at or above the level that
/// is already game for us is not an invitation any more; drop it so the
/// placement rules bid the game.
fn score_filter(ctx: &Ctx, all: &mut Vec<Candidate>) {
    if !ctx.system.options.play_to_score || ctx.score.below_line[ctx.side()] == 0 {
        return;
    }
    all.retain(|c| match (c.call, c.forcing) {
        (Call::Bid(b), Forcing::Invitational) if !c.artificial => b.level.get() < ctx.game_level(b.strain),
        _ => true,
    });
}
