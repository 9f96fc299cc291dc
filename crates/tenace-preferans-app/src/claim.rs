//! Claims: the user says his side takes every remaining trick (declarer or
//! the defence in a trick contract), or, as the misère player, that he
//! takes no more. Everyone's cards are then known, so the claim is checked
//! double dummy (`tenace_preferans::solver`): it stands only if no defence
//! (or no attack) can beat it. A claim that stands is played out card by
//! card along a double-dummy line, so the record keeps every card (C10)
//! and the deal is scored by the rules as usual.

use tenace_cards::Card;
use tenace_core::{Player, Rules};
use tenace_preferans::cards::to_mask;
use tenace_preferans::play::Leader;
use tenace_preferans::record::Kind;
use tenace_preferans::solver::{Position, Solver, TrickSoFar};
use tenace_preferans::{Action, Game, Hand, Stage};

/// What the claimant says.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Claim {
    /// My side takes all the remaining tricks.
    Rest,
    /// (Misère) I take no more tricks.
    NoMore,
}

/// Why a claim is refused, as a key of the view's words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    NotInPlay,
    AllPass,
    NotDeclarerOrDefender,
    /// The other side can take this many of the remaining tricks.
    Beaten(u8),
}

/// The solver's position of the deal in play, counting `counted` with `maximizers` wanting many.
fn position(h: &Hand, counted: &[Player], maximizers: &[Player]) -> Option<Position> {
    let play = h.play.as_ref()?;
    let seats = h.roles.active;
    let seat_of = |p: Player| seats.iter().position(|q| *q == p).map(|i| i as u8);
    let hands = seats.map(|p| to_mask(h.hands[p]));
    let four = h.roles.sitting_out().is_some();
    let mut trick = TrickSoFar::default();
    for (i, (p, c)) in play.current.cards.iter().enumerate() {
        match p {
            Some(p) if h.roles.is_active(*p) => trick.cards.push((seat_of(*p)?, *c)),
            _ if i == 0 && play.current.talon => trick.talon = Some((*c, four)),
            _ => {}
        }
    }
    let leader = match play.current.leader {
        Leader::Player(p) if !play.current.cards.is_empty() => seat_of(p)?,
        _ => seat_of(h.to_play()?)?,
    };
    let bits = |ps: &[Player]| ps.iter().filter_map(|p| seat_of(*p)).fold(0u8, |a, s| a | (1 << s));
    Some(Position {
        hands,
        trump: play.trump,
        leader,
        trick,
        talon_leads: play.talon_leads.clone(),
        talon_wins: four,
        counted: bits(counted),
        maximizers: bits(maximizers),
    })
}

/// The sides of the deal: declarer's tricks counted, and who wants them many.
fn sides(h: &Hand) -> Option<(Player, Vec<Player>, Vec<Player>)> {
    let d = h.declarer?;
    let defence: Vec<Player> = h.roles.active.iter().copied().filter(|p| *p != d).collect();
    match h.kind()? {
        Kind::Game => Some((d, vec![d], vec![d])),
        Kind::Misere => Some((d, vec![d], defence)),
        Kind::Allpass => None,
    }
}

/// Tricks left in the deal, the current one included.
fn tricks_left(h: &Hand) -> u8 {
    h.play.as_ref().map(|p| 10u8.saturating_sub(p.tricks.len() as u8)).unwrap_or(0)
}

/// Checks `me`'s claim and, if it stands, the cards that play it out (in order).
pub fn check(game: &Game, me: Player, claim: Claim) -> Result<Vec<Action>, Refusal> {
    let h = game.hand().filter(|h| h.stage == Stage::Play).ok_or(Refusal::NotInPlay)?;
    if h.kind() == Some(Kind::Allpass) {
        return Err(Refusal::AllPass);
    }
    let (declarer, counted, maximizers) = sides(h).ok_or(Refusal::NotInPlay)?;
    let left = tricks_left(h);
    let misere = h.kind() == Some(Kind::Misere);
    // The declarer's tricks still to come that the claim promises.
    let promised = match (me == declarer, misere, claim) {
        (true, false, Claim::Rest) => left,
        (false, false, Claim::Rest) if h.roles.is_active(me) => 0,
        (true, true, Claim::NoMore) => 0,
        _ => return Err(Refusal::NotDeclarerOrDefender),
    };
    let pos = position(h, &counted, &maximizers).ok_or(Refusal::NotInPlay)?;
    let mut solver = Solver::new(16);
    let value = solver.solve(&pos);
    if value != promised {
        let beaten = if promised == 0 { value } else { left - value };
        return Err(Refusal::Beaten(beaten));
    }
    // Play it out: each hand plays a double-dummy best card for its side.
    let mut g = game.clone();
    let mut out = Vec::new();
    while let Some(h) = g.hand().filter(|h| h.stage == Stage::Play) {
        let Some(hand) = h.to_play() else { break };
        let Some(pos) = position(h, &counted, &maximizers) else { break };
        let wants_many = maximizers.contains(&hand);
        let best: Option<Card> = solver
            .evaluate(&pos)
            .into_iter()
            .max_by_key(|(_, v)| if wants_many { *v as i16 } else { -(*v as i16) })
            .map(|(c, _)| c);
        let Some(card) = best else { break };
        let action = Action::Play { hand, card };
        if g.apply(action.clone()).is_err() {
            break;
        }
        out.push(action);
    }
    Ok(out)
}
