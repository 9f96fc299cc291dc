//! The Code's irregularities (§14, P86–P107) as actions with rulings, the
//! way the bridge Laws tutor works: an [`Irregularity`] drawn to the table's
//! attention gets a [`Ruling`] (the rule, the Code's clauses, an explanation
//! as a translatable [`Text`], the choices of the non-offending side), and
//! the game carries out what the ruling says: redeals, fines, bidders
//! barred, penalty cards and lead restrictions, penalty tricks, a player
//! taking the remaining tricks, play directed by an opponent.
//!
//! Where the Code asks for judgement the engine cannot make, it rules the
//! nearest mechanical reading and the ruling's text says so: the play after
//! an established revoke is not replayed (P101), and the contracts of P92's
//! third case are assessed double-dummy.

use crate::bid::{Bid, Call, Strain};
use crate::cards::to_mask;
use crate::deal::mix;
use crate::game::{Event, Game, Hand, Stage};
use crate::record::Kind;
use crate::scoring::{Adjust, Final, Outcome};
use crate::sheet::Entry;
use crate::solver::{Position, Solver, TrickSoFar};
use crate::text::Text;
use crate::variant::Params;
use serde::{Deserialize, Serialize};
use tenace_cards::{Card, CardSet, Rank, SeededRng, Suit};
use tenace_core::{ByPlayer, Player};

/// Why a misdeal is called (P86).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MisdealCause {
    /// A card was exposed during the deal through the dealer's fault.
    CardExposed,
    /// The pack is incomplete.
    PackIncomplete,
    /// The cut was skipped.
    NoCut,
    /// Dealt out of turn, or in the wrong order or numbers.
    WrongDeal,
}

impl MisdealCause {
    /// The dealer is at fault (P87).
    pub fn dealers_fault(self) -> bool {
        matches!(self, MisdealCause::CardExposed | MisdealCause::NoCut | MisdealCause::WrongDeal)
    }
}

/// Something that went wrong at the table.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Irregularity {
    /// P86, P87: noticed before the first call.
    Misdeal { cause: MisdealCause },
    /// P89, P92: a player saw the talon before the auction ended, alone.
    SawTalon { player: Player },
    /// P90: a player picked up the talon.
    TookTalon { player: Player },
    /// P92: a bidder exposed the talon to everyone before the auction ended.
    ExposedTalon { player: Player },
    /// P91: a player who does not play this deal looked at the talon.
    NonPlayerSawTalon { player: Player },
    /// P93: a call out of turn.
    CallOutOfTurn { player: Player, call: Call },
    /// P95: declarer discarded the wrong number of cards.
    WrongDiscard { player: Player },
    /// P96: declarer looked at his discard after the opening lead.
    LookedAtDiscard { player: Player },
    /// P97: a player looked at a quitted trick other than the last.
    LookedAtOldTrick { player: Player },
    /// P98: a card played out of turn or shown.
    ExposedCard { hand: Player, card: Card },
    /// P99: a lead out of turn in an all-pass deal.
    AllPassLeadOutOfTurn { player: Player },
    /// P100: a card added to a completed trick out of turn.
    LateCard { player: Player },
    /// P101: `card` played though the hand could follow suit (or trump).
    Revoke { hand: Player, card: Card },
    /// P101: an opponent draws attention to a revoke.
    RevokeClaim { offender: Player },
    /// P102: a wrong number of cards found during play.
    WrongCardCount { player: Player },
    /// P103: outside advice to a player.
    OutsideAdvice { player: Player },
    /// P106: a comment or question during play.
    Comment { player: Player },
    /// P107: a player showed his cards without stating his line.
    ShowedCards { player: Player },
}

impl Irregularity {
    /// The rule of §14 it falls under.
    pub fn rule(&self) -> &'static str {
        match self {
            Irregularity::Misdeal { .. } => "P86",
            Irregularity::SawTalon { .. } => "P89",
            Irregularity::TookTalon { .. } => "P90",
            Irregularity::ExposedTalon { .. } => "P92",
            Irregularity::NonPlayerSawTalon { .. } => "P91",
            Irregularity::CallOutOfTurn { .. } => "P93",
            Irregularity::WrongDiscard { .. } => "P95",
            Irregularity::LookedAtDiscard { .. } => "P96",
            Irregularity::LookedAtOldTrick { .. } => "P97",
            Irregularity::ExposedCard { .. } => "P98",
            Irregularity::AllPassLeadOutOfTurn { .. } => "P99",
            Irregularity::LateCard { .. } => "P100",
            Irregularity::Revoke { .. } | Irregularity::RevokeClaim { .. } => "P101",
            Irregularity::WrongCardCount { .. } => "P102",
            Irregularity::OutsideAdvice { .. } => "P103",
            Irregularity::Comment { .. } => "P106",
            Irregularity::ShowedCards { .. } => "P107",
        }
    }
}

/// A choice the non-offending side makes after a ruling.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "choice", content = "suit", rename_all = "snake_case")]
pub enum Rectification {
    /// The player must lead this suit at his next lead if he can.
    RequireSuit(Suit),
    /// The player may not lead this suit at his next lead if he has another.
    ForbidSuit(Suit),
    NoRestriction,
}

/// The ruling on an irregularity.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ruling {
    pub irregularity: Irregularity,
    /// The rule of the specification (P86…P107).
    pub rule: String,
    /// The Code's clauses (K3.x.y) and notes.
    pub code: Vec<String>,
    pub text: Text,
    /// The choices, and who makes them; none when the ruling leaves no choice.
    pub options: Vec<Rectification>,
    pub chooser: Option<Player>,
}

/// A lead restriction waiting for a player's next lead (P93, P98).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LeadRule {
    pub player: Player,
    pub rule: Rectification,
}

/// A choice waiting: who chooses, for whom, what.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pending {
    pub chooser: Player,
    /// The player the restriction will bind.
    pub binds: Player,
    pub options: Vec<Rectification>,
    /// The stage to go back to.
    pub resume: Stage,
}

/// What irregularities left behind in a deal.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct IrregularState {
    pub rulings: Vec<Ruling>,
    /// Players who saw the talon (P89).
    pub saw_talon: Vec<Player>,
    pub penalty_cards: Vec<(Player, Card)>,
    pub lead_rules: Vec<LeadRule>,
    /// Calls out of turn whose lead restriction waits for the play (P93).
    pub out_of_turn: Vec<(Player, Suit)>,
    /// Penalty tricks added to (or taken from) a count (P96, P97, P101).
    pub trick_adjust: Vec<(Player, i64)>,
    pub adjust: Adjust,
    /// P99: the offender takes every trick from trick `n` on.
    pub takes_rest: Option<(Player, usize)>,
    /// A hand played by an opponent: (hand, by, for one card only) (P103, P107).
    pub directed: Vec<(Player, Player, bool)>,
    /// Hands shown to everyone (P107).
    pub shown: Vec<Player>,
    /// Revokes: hand, trick number (from 0), card.
    pub revokes: Vec<(Player, usize, Card)>,
    pub pending: Option<Pending>,
    /// The deal is annulled: only these entries count (P87, P92).
    pub annulled: Option<Vec<Entry>>,
    /// What the engine could not do, for the record.
    pub notes: Vec<String>,
}

impl IrregularState {
    pub fn directed_by(&self, hand: Player) -> Option<Player> {
        self.directed.iter().find(|(h, _, _)| *h == hand).map(|(_, by, _)| *by)
    }

    pub fn shown_to(&self, hand: Player, _viewer: Player) -> bool {
        self.shown.contains(&hand)
    }

    pub fn chooser(&self) -> Option<Player> {
        self.pending.as_ref().map(|p| p.chooser)
    }

    pub fn choices(&self) -> Vec<Rectification> {
        self.pending.as_ref().map(|p| p.options.clone()).unwrap_or_default()
    }

    pub fn adjust_entries(&self) -> Vec<Entry> {
        self.annulled.clone().unwrap_or_default()
    }

    fn adjust_tricks(&mut self, p: Player, n: i64) {
        self.trick_adjust.push((p, n));
    }
}

/// Every English template of the rulings.
pub const TEMPLATES: &[&str] = &[
    MISDEAL,
    MISDEAL_FIRST_FAULT,
    MISDEAL_SECOND_FAULT,
    CAUSE_EXPOSED,
    CAUSE_INCOMPLETE,
    CAUSE_NO_CUT,
    CAUSE_WRONG,
    SAW_TALON,
    SAW_TALON_ROSTOV,
    TOOK_TALON,
    NON_PLAYER_SAW,
    EXPOSED_TALON_ONE,
    EXPOSED_TALON_TWO,
    OUT_OF_TURN_SUIT,
    OUT_OF_TURN_NO_SUIT,
    OUT_OF_TURN_CHOICE,
    WRONG_DISCARD,
    LOOKED_AT_DISCARD,
    OLD_TRICK_PENALTY,
    OLD_TRICK_ADDED,
    EXPOSED_DEFENDER,
    EXPOSED_DECLARER,
    EXPOSED_OTHER,
    ALLPASS_LEAD,
    LATE_CARD,
    REVOKE_PLAYED,
    REVOKE_CORRECTED,
    REVOKE_TRANSFER,
    REVOKE_ADDED,
    REVOKE_MISERE,
    WRONG_COUNT_DECLARER,
    WRONG_COUNT_WHISTER,
    OUTSIDE_ADVICE,
    LAST_TRICK,
    COMMENT,
    SHOWED_CARDS,
    CHOICE_REQUIRE,
    CHOICE_FORBID,
    CHOICE_NONE,
    COULD_MAKE,
    COULD_MAKE_NONE,
    crate::text::MISERE_WORD,
];

pub const MISDEAL: &str = "The cards are dealt again by the same dealer: {cause} (P86, K3.2.12–3.2.15).";
pub const MISDEAL_FIRST_FAULT: &str =
    "The cards are dealt again by the same dealer: {cause}. It is {dealer}'s first fault as dealer: a warning (P86, P87, K3.2.17).";
pub const MISDEAL_SECOND_FAULT: &str =
    "{cause}: it is {dealer}'s second fault as dealer, so 5 points go into his mountain and the deal passes to the next dealer (P87, K3.2.17).";
pub const CAUSE_EXPOSED: &str = "a card was exposed during the deal through the dealer's fault";
pub const CAUSE_INCOMPLETE: &str = "the pack is incomplete";
pub const CAUSE_NO_CUT: &str = "the cut was skipped";
pub const CAUSE_WRONG: &str = "the cards were dealt out of turn, or in the wrong order or numbers";
pub const SAW_TALON: &str = "{player} saw the talon: from now on his only call is pass. If the deal is played as an all-pass, he takes the first two tricks (P89, P92, K3.2.19, K3.3.16.1).";
pub const SAW_TALON_ROSTOV: &str = "{player} saw the talon: from now on his only call is pass. If the deal is played as an all-pass, the talon takes no part, so he takes all ten tricks and the others write whists as if they took none (P89, K3.2.19).";
pub const TOOK_TALON: &str = "{player} picked up the talon: from now on his only call is pass. His twelve cards are shuffled face down and two drawn at random go back to the talon (P90, K3.2.20, K3.3.17).";
pub const NON_PLAYER_SAW: &str =
    "{player}, who does not play this deal, looked at the talon: 5 points go into his mountain (P91, K3.2.21).";
pub const EXPOSED_TALON_ONE: &str = "{player} exposed the talon while only {other} was still bidding: {other} takes the talon, and {bid} is his final bid (P92, K3.3.16.2).";
pub const EXPOSED_TALON_TWO: &str = "{player} exposed the talon while {a} and {b} were still bidding. All hands are opened and the contract each of them could have made with this talon is assessed double dummy: {a} {made_a}, {b} {made_b}. {player} pays {a} {wa} whists and {b} {wb} whists, and the deal is not played (P92, K3.3.16.3).";
pub const OUT_OF_TURN_SUIT: &str = "{player} called out of turn: the call waits for his turn. If he becomes a defender, declarer may forbid or require {suit} at his partner's first lead (P93, K3.3.18).";
pub const OUT_OF_TURN_NO_SUIT: &str =
    "{player} called out of turn: the call waits for his turn. It named no suit, so no lead restriction follows (P93, K3.3.18).";
pub const OUT_OF_TURN_CHOICE: &str = "{player} called {suit} out of turn in the auction and now defends: declarer may forbid or require {suit} at {partner}'s first lead (P93, K3.3.18).";
pub const WRONG_DISCARD: &str = "Declarer discarded the wrong number of cards: he is scored as down two in {contract}, or worse if the defenders show that a worse result was unavoidable (P95, K3.4.6).";
pub const LOOKED_AT_DISCARD: &str = "Declarer looked at his discard after the opening lead: one penalty trick is taken from his count and given to nobody (P96, P104, K3.4.9).";
pub const OLD_TRICK_PENALTY: &str = "{player} looked at a quitted trick other than the last: one penalty trick is taken from his count and given to nobody (P97, P104, K3.9.11.2).";
pub const OLD_TRICK_ADDED: &str =
    "{player} looked at a quitted trick other than the last: one trick is added to his count (P97, K3.9.11.2).";
pub const EXPOSED_DEFENDER: &str = "{player}'s {card} is a penalty card: it stays face up and must be played at the first legal opportunity, and declarer may forbid or require {suit} at {partner}'s next lead (P98, K3.9.14.1).";
pub const EXPOSED_DECLARER: &str = "Declarer's {card} is a penalty card: it stays face up and must be played at the first legal opportunity (P98, K3.9.14.2).";
pub const EXPOSED_OTHER: &str =
    "{player}'s {card} is a penalty card: it stays face up and must be played at the first legal opportunity (P98, K3.9.14).";
pub const ALLPASS_LEAD: &str =
    "{player} led out of turn in an all-pass deal: he takes every trick from this one to the end (P99, K3.9.14.3).";
pub const LATE_CARD: &str =
    "A card added out of turn to a completed trick carries no penalty: the trick stands (P100, K3.9.14.5).";
pub const REVOKE_PLAYED: &str = "{player} played {card} though he could follow suit (or had to trump): a revoke. Corrected in this trick, the card becomes a penalty card; found later, it costs a trick (P101, K3.9.16).";
pub const REVOKE_CORRECTED: &str =
    "{player}'s revoke with {card} is corrected in the same trick: {card} goes back to his hand as a penalty card (P101, P98, K3.9.16.1).";
pub const REVOKE_TRANSFER: &str = "{player}'s revoke with {card} in trick {trick} is found later: one trick goes from {player} to {to}. The Code also replays the play after the revoke against the offender; Tenace keeps the tricks as played (P101, K3.9.16.2).";
pub const REVOKE_ADDED: &str = "{player}'s revoke with {card} in trick {trick} is found later: one trick is added to his count. The Code also replays the play after the revoke against the offender; Tenace keeps the tricks as played (P101, K3.9.16.2).";
pub const REVOKE_MISERE: &str = "{player}'s revoke with {card} in trick {trick} is found later: one of declarer's tricks is taken from him. The Code also replays the play after the revoke against the offender; Tenace keeps the tricks as played (P101, K3.9.16.2).";
pub const WRONG_COUNT_DECLARER: &str =
    "Declarer {player} has a wrong number of cards: he is scored as down at least two (P102, K3.9.18).";
pub const WRONG_COUNT_WHISTER: &str =
    "{player} has a wrong number of cards: he is scored as short by two on his whist (P102, K3.9.18).";
pub const OUTSIDE_ADVICE: &str =
    "{player} was given outside advice: {opponent}, his nearest opponent, names his next card (P103, K3.9.20).";
pub const LAST_TRICK: &str = "An irregularity in the last trick is not penalised (P105, K3.9.21).";
pub const COMMENT: &str = "No comment or question is allowed during play, except asking a player who does not follow suit whether he has none; the Code sets no penalty (P106, K3.9.19).";
pub const SHOWED_CARDS: &str = "{player} showed his cards without stating his line: his hand stays face up and {opponent} directs his remaining play, in any order that is not absurd (P107, K3.9.14.4).";
pub const CHOICE_REQUIRE: &str = "require {suit}";
pub const CHOICE_FORBID: &str = "forbid {suit}";
pub const CHOICE_NONE: &str = "no restriction";
pub const COULD_MAKE: &str = "could make {contract}";
pub const COULD_MAKE_NONE: &str = "could make no contract";

impl Rectification {
    /// The choice in words.
    pub fn text(&self) -> Text {
        match self {
            Rectification::RequireSuit(s) => Text::new(CHOICE_REQUIRE).suit("suit", *s),
            Rectification::ForbidSuit(s) => Text::new(CHOICE_FORBID).suit("suit", *s),
            Rectification::NoRestriction => Text::new(CHOICE_NONE),
        }
    }
}

fn suit_choices(s: Suit) -> Vec<Rectification> {
    vec![Rectification::RequireSuit(s), Rectification::ForbidSuit(s), Rectification::NoRestriction]
}

fn in_trick_contract(h: &Hand) -> bool {
    h.kind() == Some(Kind::Game) && h.stage == Stage::Play
}

/// The other defender.
fn partner_of(h: &Hand, defender: Player) -> Option<Player> {
    let d = h.declarer?;
    let (l, r) = h.roles.defenders(d);
    if defender == l {
        Some(r)
    } else if defender == r {
        Some(l)
    } else {
        None
    }
}

/// The nearest opponent of `p` (P103, P107): for declarer his left
/// defender; for a defender, declarer; in an all-pass, the next player.
fn nearest_opponent(h: &Hand, p: Player) -> Player {
    match h.declarer.filter(|_| h.kind() != Some(Kind::Allpass)) {
        Some(d) if d == p => h.roles.defenders(d).0,
        Some(d) => d,
        None => h.roles.next_active(p),
    }
}

fn last_trick_in_play(h: &Hand) -> bool {
    h.play.as_ref().is_some_and(|p| p.tricks.len() == 9)
}

/// Is this irregularity one the table can report now?
pub fn check(game: &Game, irr: &Irregularity) -> Result<(), String> {
    let Some(h) = game.hand() else { return Err("the game is over (P76)".into()) };
    if h.stage == Stage::Ruling {
        return Err("a ruling waits for the non-offending side's choice first (§14)".into());
    }
    let active = |p: &Player| {
        if h.roles.is_active(*p) {
            Ok(())
        } else {
            Err(format!("{p} does not play this deal (P1)"))
        }
    };
    let auction_on = h.stage == Stage::Auction;
    let playing = h.stage == Stage::Play;
    match irr {
        Irregularity::Misdeal { .. } => {
            if !auction_on || !h.auction.calls.is_empty() {
                return Err("a misdeal must be called before the first call of the auction (P86, P88)".into());
            }
        }
        Irregularity::SawTalon { player }
        | Irregularity::TookTalon { player }
        | Irregularity::ExposedTalon { player } => {
            active(player)?;
            if !auction_on {
                return Err(
                    "the talon can be seen or taken irregularly only before the auction ends (P89, P90, P92)".into()
                );
            }
            if h.irregular.saw_talon.contains(player) && matches!(irr, Irregularity::SawTalon { .. }) {
                return Err(format!("{player} is already barred for seeing the talon (P89)"));
            }
        }
        Irregularity::NonPlayerSawTalon { player } => {
            if h.roles.is_active(*player) || !game.seating().contains(*player) {
                return Err("only a player who sits out this deal is a non-player (P91)".into());
            }
            if h.declarer.is_some() || h.stage != Stage::Auction {
                return Err("the talon is no secret once it has been taken (P91, P24)".into());
            }
        }
        Irregularity::CallOutOfTurn { player, .. } => {
            active(player)?;
            if !auction_on {
                return Err("the auction is over (P93)".into());
            }
            if h.auction.to_call() == Some(*player) {
                return Err(format!("it is {player}'s turn: the call is in turn (P93)"));
            }
        }
        Irregularity::WrongDiscard { player } | Irregularity::LookedAtDiscard { player } => {
            if h.declarer != Some(*player) || !playing || h.kind() == Some(Kind::Allpass) {
                return Err("only declarer's discard is in question, during the play (P95, P96)".into());
            }
            if matches!(irr, Irregularity::LookedAtDiscard { .. })
                && h.play.as_ref().is_some_and(|p| p.tricks.is_empty() && p.current.cards.is_empty())
            {
                return Err("declarer may look at his discard until the opening lead (P24, K3.4.9)".into());
            }
        }
        Irregularity::LookedAtOldTrick { player } => {
            active(player)?;
            if !playing || h.play.as_ref().is_some_and(|p| p.tricks.len() < 2) {
                return Err("a quitted trick other than the last exists only from trick 3 on (P33, P97)".into());
            }
        }
        Irregularity::ExposedCard { hand, card } => {
            active(hand)?;
            if !playing || !h.hands[*hand].contains(*card) {
                return Err(format!("{card} is not in {hand}'s hand during the play (P98)"));
            }
            if h.irregular.penalty_cards.contains(&(*hand, *card)) {
                return Err(format!("{card} is already a penalty card (P98)"));
            }
        }
        Irregularity::AllPassLeadOutOfTurn { player } => {
            active(player)?;
            let Some(play) = h.play.as_ref().filter(|_| playing && h.kind() == Some(Kind::Allpass)) else {
                return Err("P99 is about leads in an all-pass deal".into());
            };
            if !play.current.cards.is_empty() || play.to_play() == Some(*player) {
                return Err("it is not a lead out of turn: the trick has begun or it is his lead (P99)".into());
            }
        }
        Irregularity::LateCard { .. } | Irregularity::Comment { .. } => {
            if !playing {
                return Err("this is about the play (P100, P106)".into());
            }
        }
        Irregularity::Revoke { hand, card } => {
            let Some(play) = h.play.as_ref().filter(|_| playing) else {
                return Err("a revoke happens in the play (P101)".into());
            };
            if h.to_play() != Some(*hand) {
                return Err(format!("it is not {hand}'s turn to play (P101)"));
            }
            if !h.hands[*hand].contains(*card) {
                return Err(format!("{card} is not in {hand}'s hand (P101)"));
            }
            if play.check(h.hands[*hand], *card).is_ok() {
                return Err(format!("{card} is a legal card: no revoke (P31, P101)"));
            }
        }
        Irregularity::RevokeClaim { offender } => {
            if !h.irregular.revokes.iter().any(|(p, _, _)| p == offender) {
                return Err(format!("{offender} has not revoked in this deal (P101)"));
            }
            if h.stage != Stage::Play {
                return Err("a revoke may be claimed until the end of the deal (P101, K3.9.17)".into());
            }
        }
        Irregularity::WrongCardCount { player } => {
            active(player)?;
            if !in_trick_contract(h) {
                return Err("P102 scores a wrong card count in a played trick contract".into());
            }
            let whisters = h.whisting.as_ref().map(|w| w.whisters()).unwrap_or_default();
            if h.declarer != Some(*player) && !whisters.contains(player) {
                return Err(format!(
                    "{player} neither declares nor whists: P102 names declarer's and a whister's penalty"
                ));
            }
        }
        Irregularity::OutsideAdvice { player } | Irregularity::ShowedCards { player } => {
            active(player)?;
            if !playing {
                return Err("this is about the play (P103, P107)".into());
            }
        }
    }
    Ok(())
}

/// The ruling on an irregularity now.
pub fn rule(game: &Game, irr: &Irregularity) -> Result<Ruling, String> {
    check(game, irr)?;
    let h = game.hand().ok_or("the game is over")?;
    let params = game.params();
    let mut options = Vec::new();
    let mut chooser = None;
    let code: &[&str];
    let text = match irr {
        Irregularity::Misdeal { cause } => {
            code = &["K3.2.12", "K3.2.13", "K3.2.14", "K3.2.15", "K3.2.17"];
            let why = Text::new(match cause {
                MisdealCause::CardExposed => CAUSE_EXPOSED,
                MisdealCause::PackIncomplete => CAUSE_INCOMPLETE,
                MisdealCause::NoCut => CAUSE_NO_CUT,
                MisdealCause::WrongDeal => CAUSE_WRONG,
            });
            let dealer = h.roles.dealer;
            let faults = game.dealer_faults.iter().filter(|p| **p == dealer).count();
            match (cause.dealers_fault(), faults) {
                (false, _) => Text::new(MISDEAL).text("cause", why),
                (true, 0) => Text::new(MISDEAL_FIRST_FAULT).text("cause", why).player("dealer", dealer),
                (true, _) => Text::new(MISDEAL_SECOND_FAULT).text("cause", why).player("dealer", dealer),
            }
        }
        Irregularity::SawTalon { player } => {
            code = &["K3.2.19", "K3.3.16.1"];
            let t = if params.talon_in_allpass { SAW_TALON } else { SAW_TALON_ROSTOV };
            Text::new(t).player("player", *player)
        }
        Irregularity::TookTalon { player } => {
            code = &["K3.2.20", "K3.3.17"];
            Text::new(TOOK_TALON).player("player", *player)
        }
        Irregularity::ExposedTalon { player } => {
            code = &["K3.3.16.2", "K3.3.16.3"];
            let others = bidders_left(h, *player);
            match others.as_slice() {
                [other] => Text::new(EXPOSED_TALON_ONE)
                    .player("player", *player)
                    .player("other", *other)
                    .bid("bid", exposed_final_bid(h, *other)),
                [a, b] => {
                    let (ca, wa) = assess(h, params, *a);
                    let (cb, wb) = assess(h, params, *b);
                    let made = |c: Option<Bid>| match c {
                        Some(c) => Text::new(COULD_MAKE).bid("contract", c),
                        None => Text::new(COULD_MAKE_NONE),
                    };
                    Text::new(EXPOSED_TALON_TWO)
                        .player("player", *player)
                        .player("a", *a)
                        .player("b", *b)
                        .text("made_a", made(ca))
                        .text("made_b", made(cb))
                        .number("wa", wa)
                        .number("wb", wb)
                }
                _ => {
                    // Nobody else bids: the same as seeing it alone.
                    Text::new(SAW_TALON).player("player", *player)
                }
            }
        }
        Irregularity::NonPlayerSawTalon { player } => {
            code = &["K3.2.21"];
            Text::new(NON_PLAYER_SAW).player("player", *player)
        }
        Irregularity::CallOutOfTurn { player, call } => {
            code = &["K3.3.18", "note 27"];
            match call_suit(*call) {
                Some(s) => Text::new(OUT_OF_TURN_SUIT).player("player", *player).suit("suit", s),
                None => Text::new(OUT_OF_TURN_NO_SUIT).player("player", *player),
            }
        }
        Irregularity::WrongDiscard { .. } => {
            code = &["K3.4.6"];
            Text::new(WRONG_DISCARD).bid("contract", h.contract.unwrap_or(Bid::LOWEST))
        }
        Irregularity::LookedAtDiscard { .. } => {
            code = &["K3.4.9", "K3.9.12", "note 33", "note 34"];
            if last_trick_in_play(h) {
                Text::new(LAST_TRICK)
            } else {
                Text::new(LOOKED_AT_DISCARD)
            }
        }
        Irregularity::LookedAtOldTrick { player } => {
            code = &["K3.9.11.2", "K3.9.12"];
            if h.kind() == Some(Kind::Game) {
                Text::new(OLD_TRICK_PENALTY).player("player", *player)
            } else {
                Text::new(OLD_TRICK_ADDED).player("player", *player)
            }
        }
        Irregularity::ExposedCard { hand, card } => {
            code = &["K3.9.14", "K3.9.14.1", "K3.9.14.2", "K3.9.15"];
            if last_trick_in_play(h) {
                Text::new(LAST_TRICK)
            } else {
                match (h.kind(), h.declarer, partner_of(h, *hand)) {
                    (Some(Kind::Game), Some(d), Some(partner)) if d != *hand => {
                        options = suit_choices(card.suit);
                        chooser = Some(d);
                        Text::new(EXPOSED_DEFENDER)
                            .player("player", *hand)
                            .card("card", *card)
                            .suit("suit", card.suit)
                            .player("partner", partner)
                    }
                    (Some(Kind::Game), Some(d), _) if d == *hand => Text::new(EXPOSED_DECLARER).card("card", *card),
                    _ => Text::new(EXPOSED_OTHER).player("player", *hand).card("card", *card),
                }
            }
        }
        Irregularity::AllPassLeadOutOfTurn { player } => {
            code = &["K3.9.14.3", "note 63"];
            if last_trick_in_play(h) {
                Text::new(LAST_TRICK)
            } else {
                Text::new(ALLPASS_LEAD).player("player", *player)
            }
        }
        Irregularity::LateCard { .. } => {
            code = &["K3.9.14.5", "note 64"];
            Text::new(LATE_CARD)
        }
        Irregularity::Revoke { hand, card } => {
            code = &["K3.9.16"];
            if last_trick_in_play(h) {
                Text::new(LAST_TRICK)
            } else {
                Text::new(REVOKE_PLAYED).player("player", *hand).card("card", *card)
            }
        }
        Irregularity::RevokeClaim { offender } => {
            code = &["K3.9.16.1", "K3.9.16.2", "K3.9.17", "note 66"];
            revoke_ruling(h, *offender).0
        }
        Irregularity::WrongCardCount { player } => {
            code = &["K3.9.18", "note 67", "note 68"];
            if h.declarer == Some(*player) {
                Text::new(WRONG_COUNT_DECLARER).player("player", *player)
            } else {
                Text::new(WRONG_COUNT_WHISTER).player("player", *player)
            }
        }
        Irregularity::OutsideAdvice { player } => {
            code = &["K3.9.20", "note 70"];
            Text::new(OUTSIDE_ADVICE).player("player", *player).player("opponent", nearest_opponent(h, *player))
        }
        Irregularity::Comment { .. } => {
            code = &["K3.9.19"];
            Text::new(COMMENT)
        }
        Irregularity::ShowedCards { player } => {
            code = &["K3.9.14.4"];
            Text::new(SHOWED_CARDS).player("player", *player).player("opponent", nearest_opponent(h, *player))
        }
    };
    Ok(Ruling {
        irregularity: irr.clone(),
        rule: irr.rule().to_owned(),
        code: code.iter().map(|s| (*s).to_owned()).collect(),
        text,
        options,
        chooser,
    })
}

/// Everything a revoke claim does: the text, and the effect.
enum RevokeEffect {
    /// The last card goes back as a penalty card.
    Corrected(Player, Card),
    /// Tricks: (from, to) or a count added.
    Transfer {
        from: Player,
        to: Option<Player>,
        add: Option<Player>,
    },
    None,
}

fn revoke_ruling(h: &Hand, offender: Player) -> (Text, RevokeEffect) {
    let Some(&(_, trick, card)) = h.irregular.revokes.iter().rev().find(|(p, _, _)| *p == offender) else {
        return (Text::new(LAST_TRICK), RevokeEffect::None);
    };
    let play = h.play.as_ref();
    let same_trick = play.is_some_and(|p| {
        p.tricks.len() == trick && p.current.cards.last().is_some_and(|(q, c)| *q == Some(offender) && *c == card)
    });
    if same_trick {
        return (
            Text::new(REVOKE_CORRECTED).player("player", offender).card("card", card),
            RevokeEffect::Corrected(offender, card),
        );
    }
    if trick == 9 {
        return (Text::new(LAST_TRICK), RevokeEffect::None);
    }
    let number = trick as i64 + 1;
    match (h.kind(), h.declarer) {
        (Some(Kind::Game), Some(d)) => {
            let to = if offender == d {
                let w = h.whisting.as_ref().map(|w| w.whisters()).unwrap_or_default();
                w.first().copied().unwrap_or(h.roles.defenders(d).0)
            } else {
                d
            };
            let to = if h.roles.is_active(to) { to } else { h.roles.defenders(d).0 };
            (
                Text::new(REVOKE_TRANSFER)
                    .player("player", offender)
                    .card("card", card)
                    .number("trick", number)
                    .player("to", to),
                RevokeEffect::Transfer { from: offender, to: Some(to), add: None },
            )
        }
        (Some(Kind::Misere), Some(d)) if d != offender => (
            Text::new(REVOKE_MISERE).player("player", offender).card("card", card).number("trick", number),
            RevokeEffect::Transfer { from: d, to: None, add: None },
        ),
        _ => (
            Text::new(REVOKE_ADDED).player("player", offender).card("card", card).number("trick", number),
            RevokeEffect::Transfer { from: offender, to: None, add: Some(offender) },
        ),
    }
}

fn call_suit(call: Call) -> Option<Suit> {
    match call {
        Call::Bid(b) => b.trump(),
        Call::Pass => None,
    }
}

/// The players other than `p` still in the auction.
fn bidders_left(h: &Hand, p: Player) -> Vec<Player> {
    h.roles.active.iter().copied().filter(|q| *q != p && !h.auction.passed.contains(q)).collect()
}

/// P92's second case: the other bidder's last bid, or the lowest rung if he has none.
fn exposed_final_bid(h: &Hand, other: Player) -> Bid {
    h.auction
        .calls
        .iter()
        .rev()
        .find_map(|(q, c)| match c {
            Call::Bid(b) if *q == other => Some(*b),
            _ => None,
        })
        .unwrap_or(h.auction.minimum())
}

/// P92's third case: the best contract `p` could have made with the talon,
/// all hands open (double dummy, best discard), and what it is worth in
/// whists (its pool value).
fn assess(h: &Hand, params: &Params, p: Player) -> (Option<Bid>, i64) {
    let twelve = h.hands[p].union(h.deal.talon_set());
    let cards: Vec<Card> = twelve.iter().collect();
    let seats = h.roles.active;
    let Some(me) = seats.iter().position(|q| *q == p) else { return (None, 0) };
    let mut solver = Solver::new(14);
    let mut best: Option<Bid> = None;
    for strain in Strain::ALL {
        let mut most = 0u8;
        for i in 0..cards.len() {
            for j in i + 1..cards.len() {
                let kept = twelve.without(cards[i]).without(cards[j]);
                let hands = std::array::from_fn(|k| if k == me { to_mask(kept) } else { to_mask(h.hands[seats[k]]) });
                let pos = Position {
                    hands,
                    trump: strain.trump(),
                    leader: 0,
                    trick: TrickSoFar::default(),
                    talon_leads: vec![],
                    talon_wins: false,
                    counted: 1 << me,
                    maximizers: 1 << me,
                };
                most = most.max(solver.solve(&pos));
            }
        }
        let level = most.min(10);
        if level >= h.auction.exit.max(6) {
            let bid = Bid::Tricks { level, strain };
            if best.is_none_or(|b| bid.price() > b.price() || bid > b) {
                best = Some(bid);
            }
        }
    }
    let worth = best.map(|b| b.price() * params.pool_value).unwrap_or(0);
    (best, worth)
}

/// Carries out an irregularity's ruling.
pub fn apply(game: &mut Game, irr: Irregularity, events: &mut Vec<Event>) {
    let Ok(ruling) = rule(game, &irr) else { return };
    events.push(Event::Ruled(Box::new(ruling.clone())));
    // Rulings in the last trick change nothing (P105).
    let last = game.hand().is_some_and(last_trick_in_play);
    match irr {
        Irregularity::Misdeal { cause } => {
            let dealer = game.hand().map(|h| h.roles.dealer);
            if let Some(dealer) = dealer.filter(|_| cause.dealers_fault()) {
                let second = game.dealer_faults.contains(&dealer);
                game.dealer_faults.push(dealer);
                if second {
                    game.dealer_faults.retain(|p| *p != dealer);
                    if let Some(h) = game.hand_mut() {
                        h.irregular.rulings.push(ruling);
                        h.irregular.annulled = Some(vec![Entry::Mountain { player: dealer, points: 5 }]);
                    }
                    finish(game, events);
                    return;
                }
            }
            game.redeal(events);
            if let Some(h) = game.hand_mut() {
                h.irregular.rulings.push(ruling);
            }
            return;
        }
        Irregularity::ExposedTalon { player } => {
            let Some(h) = game.hand_mut() else { return };
            let others = bidders_left(h, player);
            match others.as_slice() {
                [other] => {
                    let bid = exposed_final_bid(h, *other);
                    h.irregular.rulings.push(ruling);
                    h.auction.passed = h.roles.active.iter().copied().filter(|q| q != other).collect();
                    h.auction.high = Some((bid, *other));
                    h.auction.settle();
                    h.declarer = Some(*other);
                    h.final_bid = Some(bid);
                    for c in h.deal.talon {
                        h.hands[*other].insert(c);
                    }
                    h.stage = Stage::Discard;
                    events.push(Event::AuctionWon(*other, bid));
                    events.push(Event::TalonShown(h.deal.talon));
                }
                [a, b] => {
                    let (a, b) = (*a, *b);
                    let wa = ruling_number(&ruling, "wa");
                    let wb = ruling_number(&ruling, "wb");
                    h.irregular.rulings.push(ruling);
                    let mut entries = Vec::new();
                    for (on, w) in [(a, wa), (b, wb)] {
                        if w > 0 {
                            entries.push(Entry::Whists { from: on, on: player, whists: w });
                        }
                    }
                    h.irregular.annulled = Some(entries);
                    finish(game, events);
                }
                _ => {
                    h.irregular.saw_talon.push(player);
                    h.auction.barred.push(player);
                    h.irregular.rulings.push(ruling);
                }
            }
            return;
        }
        _ => {}
    }
    let Some(h) = game.hand_mut() else { return };
    match &irr {
        Irregularity::SawTalon { player } => {
            h.irregular.saw_talon.push(*player);
            h.auction.barred.push(*player);
        }
        Irregularity::TookTalon { player } => {
            h.auction.barred.push(*player);
            let twelve: Vec<Card> = h.hands[*player].union(h.deal.talon_set()).iter().collect();
            let mut rng = SeededRng::new(mix(h.number as u64, 0x7a10 + h.irregular.rulings.len() as u64));
            let mut shuffled = twelve;
            rng.shuffle(&mut shuffled);
            h.deal.talon = [shuffled[0], shuffled[1]];
            h.hands[*player] = shuffled[2..].iter().copied().collect();
        }
        Irregularity::NonPlayerSawTalon { player } => h.irregular.adjust.fines.push((*player, 5)),
        Irregularity::CallOutOfTurn { player, call } => {
            if let Some(s) = call_suit(*call) {
                h.irregular.out_of_turn.push((*player, s));
            }
        }
        Irregularity::WrongDiscard { .. } => h.irregular.adjust.declarer_down = h.irregular.adjust.declarer_down.max(2),
        Irregularity::LookedAtDiscard { player } if !last => h.irregular.adjust_tricks(*player, -1),
        Irregularity::LookedAtOldTrick { player } if !last => {
            let n = if h.kind() == Some(Kind::Game) { -1 } else { 1 };
            h.irregular.adjust_tricks(*player, n);
        }
        Irregularity::ExposedCard { hand, card } if !last => {
            h.irregular.penalty_cards.push((*hand, *card));
            if let (Some(c), Some(partner)) = (ruling.chooser, partner_of(h, *hand)) {
                h.irregular.pending =
                    Some(Pending { chooser: c, binds: partner, options: ruling.options.clone(), resume: h.stage });
                h.stage = Stage::Ruling;
            }
        }
        Irregularity::AllPassLeadOutOfTurn { player } if !last => {
            let done = h.play.as_ref().map(|p| p.tricks.len()).unwrap_or(0);
            h.irregular.takes_rest = Some((*player, done));
        }
        Irregularity::Revoke { hand, card } => {
            let trick = h.play.as_ref().map(|p| p.tricks.len()).unwrap_or(0);
            if !last {
                h.irregular.revokes.push((*hand, trick, *card));
            }
            // The card is played as it was (the engine's follow rule is bypassed).
            h.irregular.rulings.push(ruling);
            play_irregular(game, *hand, *card, events);
            return;
        }
        Irregularity::RevokeClaim { offender } => {
            let (_, effect) = revoke_ruling(h, *offender);
            match effect {
                RevokeEffect::Corrected(p, card) => {
                    if let Some(play) = h.play.as_mut() {
                        play.current.cards.pop();
                    }
                    h.hands[p].insert(card);
                    h.irregular.penalty_cards.push((p, card));
                    h.irregular.revokes.retain(|(q, _, c)| !(*q == p && *c == card));
                }
                RevokeEffect::Transfer { from, to, add } => {
                    if let Some(a) = add {
                        h.irregular.adjust_tricks(a, 1);
                    } else {
                        h.irregular.adjust_tricks(from, -1);
                        if let Some(t) = to {
                            h.irregular.adjust_tricks(t, 1);
                        }
                    }
                    h.irregular.revokes.retain(|(q, _, _)| q != offender);
                }
                RevokeEffect::None => h.irregular.revokes.retain(|(q, _, _)| q != offender),
            }
        }
        Irregularity::WrongCardCount { player } => {
            if h.declarer == Some(*player) {
                h.irregular.adjust.declarer_down = h.irregular.adjust.declarer_down.max(2);
            } else {
                h.irregular.adjust.short.push((*player, 2));
            }
        }
        Irregularity::OutsideAdvice { player } if !last => {
            let by = nearest_opponent(h, *player);
            h.irregular.directed.push((*player, by, true));
        }
        Irregularity::ShowedCards { player } => {
            let by = nearest_opponent(h, *player);
            h.irregular.directed.retain(|(p, _, _)| p != player);
            h.irregular.directed.push((*player, by, false));
            h.irregular.shown.push(*player);
            events.push(Event::HandsExposed(vec![*player]));
        }
        _ => {}
    }
    h.irregular.rulings.push(ruling);
    if matches!(irr, Irregularity::AllPassLeadOutOfTurn { .. }) && h.irregular.takes_rest.is_some() {
        finish(game, events);
    }
}

fn ruling_number(r: &Ruling, key: &str) -> i64 {
    r.text
        .args
        .iter()
        .find_map(|(k, v)| match v {
            crate::text::Arg::Number(n) if k == key => Some(*n),
            _ => None,
        })
        .unwrap_or(0)
}

/// A revoke: the card is played as if legal.
fn play_irregular(game: &mut Game, hand: Player, card: Card, events: &mut Vec<Event>) {
    let Some(h) = game.hand_mut() else { return };
    let Some(play) = h.play.as_mut() else { return };
    h.hands[hand].remove(card);
    let played = play.play(hand, card);
    events.push(Event::Played(hand, card));
    if let Some(w) = played.completed {
        events.push(Event::TrickWon(w));
    }
    if let Some(c) = played.turned {
        events.push(Event::TalonTurned(c));
    }
    if h.play.as_ref().is_some_and(|p| p.is_over()) {
        finish(game, events);
    }
}

fn finish(game: &mut Game, events: &mut Vec<Event>) {
    game.finish_deal_now(events);
}

pub fn check_choice(h: &Hand, player: Player, choice: &Rectification) -> Result<(), String> {
    let Some(p) = &h.irregular.pending else { return Err("no ruling waits for a choice (§14)".into()) };
    if p.chooser != player {
        return Err(format!("{} chooses, not {player} (P93, P98)", p.chooser));
    }
    if !p.options.contains(choice) {
        return Err("that is not one of the ruling's choices (P93, P98)".into());
    }
    Ok(())
}

pub fn apply_choice(game: &mut Game, _player: Player, choice: Rectification, events: &mut Vec<Event>) {
    let Some(h) = game.hand_mut() else { return };
    let Some(p) = h.irregular.pending.take() else { return };
    if choice != Rectification::NoRestriction {
        h.irregular.lead_rules.push(LeadRule { player: p.binds, rule: choice });
    }
    h.stage = p.resume;
    events.push(Event::Rectified(choice));
    at_play_start(h);
}

/// At the start of the play: a call out of turn by a defender gives
/// declarer a choice (P93).
pub fn at_play_start(h: &mut Hand) {
    if h.stage != Stage::Play || h.irregular.pending.is_some() {
        return;
    }
    let Some(d) = h.declarer.filter(|_| h.kind() == Some(Kind::Game)) else { return };
    let started = h.play.as_ref().is_some_and(|p| !p.tricks.is_empty() || !p.current.cards.is_empty());
    if started {
        return;
    }
    while let Some((offender, suit)) = h.irregular.out_of_turn.pop() {
        if offender == d {
            continue;
        }
        if let Some(partner) = partner_of(h, offender) {
            let text =
                Text::new(OUT_OF_TURN_CHOICE).player("player", offender).suit("suit", suit).player("partner", partner);
            h.irregular.rulings.push(Ruling {
                irregularity: Irregularity::CallOutOfTurn {
                    player: offender,
                    call: Call::Bid(Bid::Tricks { level: 6, strain: Strain::of_suit(suit) }),
                },
                rule: "P93".into(),
                code: vec!["K3.3.18".into()],
                text,
                options: suit_choices(suit),
                chooser: Some(d),
            });
            h.irregular.pending =
                Some(Pending { chooser: d, binds: partner, options: suit_choices(suit), resume: Stage::Play });
            h.stage = Stage::Ruling;
            return;
        }
    }
}

/// The cards `hand` may play, with penalty cards and lead rules applied.
pub fn legal_cards(h: &Hand, hand: Player, legal: CardSet) -> CardSet {
    let Some(play) = &h.play else { return legal };
    // P98: a penalty card is played at the first legal opportunity.
    let penalty: CardSet = h.irregular.penalty_cards.iter().filter(|(p, _)| *p == hand).map(|(_, c)| *c).collect();
    let must = legal.intersection(penalty);
    if !must.is_empty() {
        return must;
    }
    if play.current.cards.is_empty() && !play.current.talon {
        if let Some(rule) = h.irregular.lead_rules.iter().find(|r| r.player == hand) {
            match rule.rule {
                Rectification::RequireSuit(s) if legal.suit_len(s) > 0 => return legal.suit(s),
                Rectification::ForbidSuit(s) if legal.suit_len(s) < legal.len() => {
                    return legal.difference(legal.suit(s));
                }
                _ => {}
            }
        }
    }
    legal
}

/// Refuses a card the rulings forbid (P98, P93), naming the rule.
pub fn check_card(h: &Hand, hand: Player, card: Card) -> Result<(), String> {
    let Some(play) = &h.play else { return Ok(()) };
    let legal = play.legal(h.hands[hand]);
    if !legal.contains(card) {
        return Ok(()); // the follow rule refuses it with its own reason
    }
    let allowed = legal_cards(h, hand, legal);
    if allowed.contains(card) {
        return Ok(());
    }
    if h.irregular.penalty_cards.iter().any(|(p, c)| *p == hand && allowed.contains(*c)) {
        return Err("a penalty card must be played at the first legal opportunity (P98, K3.9.14)".into());
    }
    Err("declarer's choice after a ruling restricts this lead (P93, P98)".into())
}

/// After a card: penalty cards played, lead rules used, one-card directions spent.
pub fn after_card(h: &mut Hand, hand: Player, card: Card) {
    h.irregular.penalty_cards.retain(|(p, c)| !(*p == hand && *c == card));
    let led = h.play.as_ref().is_some_and(|p| {
        // The card just played led a trick: it is the first player card of
        // the trick, or it completed one (then the last trick's first card).
        let t = if p.current.cards.is_empty() { p.tricks.last() } else { Some(&p.current) };
        t.is_some_and(|t| !t.talon && t.cards.first().is_some_and(|(q, c)| *q == Some(hand) && *c == card))
    });
    if led {
        h.irregular.lead_rules.retain(|r| r.player != hand);
    }
    h.irregular.directed.retain(|(p, _, once)| !(*p == hand && *once));
}

/// P99: the offender takes the rest, so the play stops.
pub fn play_ends_early(h: &Hand) -> bool {
    h.irregular.takes_rest.is_some()
}

/// P89 in Rostov: the all-pass is not played; the offender takes all ten.
pub fn allpass_without_play(h: &Hand, params: &Params) -> bool {
    !params.talon_in_allpass && !h.irregular.saw_talon.is_empty()
}

/// K3.4.11 (option): the dealer pays declarer for the talon's aces and
/// kings, in whists at the contract's whist price: an ace one trick, an ace
/// with the king of its suit two, a king with the queen of its suit
/// ("marriage") one.
pub fn paid_talon(h: &mut Hand, params: &Params) {
    let (Some(d), Some(contract)) = (h.declarer, h.contract) else { return };
    if h.roles.dealer == d {
        return;
    }
    let talon = h.deal.talon_set();
    let mut tricks = 0i64;
    for s in Suit::ASCENDING {
        let has = |r: Rank| talon.contains(Card::new(s, r));
        if has(Rank::Ace) {
            tricks += if has(Rank::King) { 2 } else { 1 };
        } else if has(Rank::King) && has(Rank::Queen) {
            tricks += 1;
        }
    }
    if tricks > 0 {
        h.irregular.adjust.whists.push((h.roles.dealer, d, params.whist_price(contract.price()) * tricks));
    }
}

/// The deal's outcome for the sheet, with the rulings' effects; `None` for
/// an annulled deal.
pub fn outcome(h: &Hand, params: &Params) -> Option<Outcome> {
    if h.irregular.annulled.is_some() {
        return None;
    }
    let seating = h.roles.seating;
    let mut tricks: ByPlayer<i64> = match &h.play {
        Some(p) => p.won.map(|_, n| *n as i64),
        None => ByPlayer::splat(seating, 0),
    };
    if let Some((offender, from)) = h.irregular.takes_rest {
        // P99: every trick from the offence on goes to the offender.
        tricks[offender] += 10 - from as i64;
        if let Some(p) = &h.play {
            let later = p.tricks.iter().skip(from).filter_map(|t| t.winner);
            for w in later {
                tricks[w] -= 1;
            }
        }
    }
    if h.kind() == Some(Kind::Allpass) && !h.irregular.saw_talon.is_empty() {
        let p = h.irregular.saw_talon[0];
        if !params.talon_in_allpass {
            // P89, Rostov: he takes all ten.
            tricks = ByPlayer::splat(seating, 0);
            tricks[p] = 10;
        } else if let Some(play) = &h.play {
            // He takes the first two tricks.
            for t in play.tricks.iter().take(2) {
                if let Some(w) = t.winner {
                    tricks[w] -= 1;
                    tricks[p] += 1;
                }
            }
        }
    }
    for (p, n) in &h.irregular.trick_adjust {
        tricks[*p] = (tricks[*p] + n).max(0);
    }
    let kind = h.kind()?;
    Some(match kind {
        Kind::Allpass => Outcome::AllPass { tricks },
        Kind::Misere => Outcome::Misere { declarer: h.declarer?, tricks: tricks[h.declarer?] },
        Kind::Game => {
            let declarer = h.declarer?;
            let contract = h.contract?;
            if h.conceded {
                return Some(Outcome::WithoutThree { declarer, bid: h.final_bid.unwrap_or(contract) });
            }
            let (defence, _) = h.defence().unwrap_or((crate::scoring::Defence::PASSED, false));
            let played = h.play.is_some();
            Outcome::Game { declarer, contract, defence, tricks: played.then_some(tricks) }
        }
    })
}

/// Final decisions as the record writes them.
pub fn finals(h: &Hand) -> Vec<(Player, Final)> {
    let Some(w) = &h.whisting else { return Vec::new() };
    let mut out = vec![(w.l, w.finals.l), (w.r, w.finals.r)];
    if let (Some(f), Some(d)) = (w.finals.dealer, h.roles.sitting_out()) {
        out.push((d, f));
    }
    out
}
