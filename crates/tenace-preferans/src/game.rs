//! A whole game of Preferans as a [`tenace_core::Rules`] state machine:
//! deal after deal from the auction to the score sheet, until the game ends
//! (P76, P77) or the agreed number of deals is played (P78).
//!
//! The state of the deal in progress is a [`Hand`]; finished deals stay in
//! [`Game::finished`] with everything said and played, which is what the
//! Appendix C writer prints and what a view replays.

use crate::auction::{Auction, AuctionEnd};
use crate::bid::{Bid, Call};
use crate::cards::card_code;
use crate::deal::{mix, Deal, Roles};
use crate::defence::{Step, WhistCall, Whisting};
use crate::irregularity::{self, IrregularState, Irregularity, Rectification, Ruling};
use crate::play::{PlayState, Played};
use crate::pulka::{GameResult, Pulka};
use crate::record::Kind;
use crate::scoring::{Defence, Outcome};
use crate::sheet::{CreditStep, Credits, Entry, Sheet};
use crate::variant::{Options, Params, Variant};
use serde::{Deserialize, Serialize};
use std::fmt;
use tenace_cards::{Card, CardSet};
use tenace_core::{ByPlayer, Player, Rules, Seating, Viewer};

/// The table: variant, options, players, pool target, first dealer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    pub variant: Variant,
    #[serde(default, skip_serializing_if = "Options::is_empty")]
    pub options: Options,
    /// 3 or 4.
    pub players: Seating,
    /// The pool target T (P60).
    pub pool: i64,
    pub first_dealer: Player,
}

impl Table {
    /// A table with the variant's defaults; the last player deals first (§16).
    pub fn new(variant: Variant, players: usize, pool: i64) -> Result<Table, String> {
        let seating = Seating::within(players, 3, 4).map_err(|e| format!("{e} (P1)"))?;
        if pool <= 0 {
            return Err(format!("the pool target must be positive, not {pool} (P60)"));
        }
        Ok(Table {
            variant,
            options: Options::default(),
            players: seating,
            pool,
            first_dealer: Player::new(players as u8 - 1),
        })
    }
}

/// Where the deals come from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Deals {
    /// Deal `n` (redealt `r` times) is [`Deal::from_seed`] of [`deal_seed`].
    Seeded(u64),
    /// These deals, in order (a record being replayed); the game stops
    /// after the last (P78).
    Listed(Vec<Deal>),
}

/// The seed of deal `n` of a game, redealt `redeal` times.
pub fn deal_seed(seed: u64, n: usize, redeal: u32) -> u64 {
    mix(mix(seed, n as u64), redeal as u64)
}

/// Everything fixed before the first action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    pub table: Table,
    pub deals: Deals,
    /// A sheet to start from (Appendix A's `start`); empty if absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<Sheet>,
    /// Stop after this many deals (P78).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_deals: Option<usize>,
}

impl Setup {
    pub fn seeded(table: Table, seed: u64) -> Setup {
        Setup { table, deals: Deals::Seeded(seed), start: None, max_deals: None }
    }

    /// The options and the listed deals are valid.
    pub fn validate(&self) -> Result<Params, String> {
        let params = Params::new(self.table.variant, &self.table.options).map_err(|e| e.0)?;
        if !self.table.players.contains(self.table.first_dealer) {
            return Err(format!("the first dealer {} is not at the table", self.table.first_dealer));
        }
        if let Deals::Listed(deals) = &self.deals {
            for (n, d) in deals.iter().enumerate() {
                let roles = Roles::of_deal(self.table.players, self.table.first_dealer, n);
                d.validate(&roles).map_err(|e| format!("deal {}: {e}", n + 1))?;
            }
        }
        if !(3..=4).contains(&self.table.players.count()) {
            return Err(format!("{} players: Preferans is played by 3 or 4 (P1)", self.table.players.count()));
        }
        if !(1..=crate::record::MAX_POOL).contains(&self.table.pool) {
            return Err(format!("the pool target must be from 1 to {} (P60)", crate::record::MAX_POOL));
        }
        if let Some(s) = &self.start {
            let rows_fit = s.mountain.seating() == s.seating()
                && s.whists.seating() == s.seating()
                && s.whists.values().all(|row| row.seating() == s.seating());
            if s.seating() != self.table.players || !rows_fit {
                return Err("the starting sheet is for another number of players".into());
            }
            let figures =
                s.pool.values().chain(s.mountain.values()).chain(s.whists.values().flat_map(|row| row.values()));
            if figures.copied().any(|n| n.abs() > crate::record::MAX_FIGURE) {
                return Err(format!(
                    "a starting sheet's figures stay within ±{} (Appendix A)",
                    crate::record::MAX_FIGURE
                ));
            }
        }
        Ok(params)
    }
}

/// Where a deal stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Stage {
    Auction,
    /// Declarer has taken the talon and discards two (P24).
    Discard,
    /// Declarer names the contract (P25).
    Contract,
    /// The defence calls (P37).
    Whist,
    Play,
    /// A helper chooses whose pool to help (P74).
    Help,
    /// A ruling waits for the non-offending side's choice (§14).
    Ruling,
    Done,
}

/// One deal: as dealt, as bid, as played, as scored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hand {
    /// From 0.
    pub number: usize,
    pub roles: Roles,
    pub deal: Deal,
    /// What each player holds now.
    pub hands: ByPlayer<CardSet>,
    pub auction: Auction,
    pub declarer: Option<Player>,
    pub final_bid: Option<Bid>,
    pub discard: Option<[Card; 2]>,
    pub contract: Option<Bid>,
    /// Declarer conceded "without three" (option, note 39).
    pub conceded: bool,
    pub whisting: Option<Whisting>,
    pub play: Option<PlayState>,
    /// Hands lying face up for everyone (P39, P48).
    pub exposed: Vec<Player>,
    /// Who plays each hand (P39: a light whister plays the passer's).
    pub controllers: ByPlayer<Player>,
    pub stage: Stage,
    pub outcome: Option<Outcome>,
    /// The entries this deal wrote (P57).
    pub entries: Vec<Entry>,
    /// Help given by choice (P74), in order.
    pub help: Vec<Player>,
    /// Some help went elsewhere than the default of R19.
    pub help_chosen: bool,
    pub credits: Credits,
    /// Irregularities and their effects (§14).
    pub irregular: IrregularState,
}

impl Hand {
    fn new(number: usize, roles: Roles, deal: Deal, exit: u8) -> Hand {
        let hands = deal.hands.map(|_, h| h.iter().copied().collect());
        Hand {
            number,
            roles,
            hands,
            auction: Auction::new(roles, exit),
            declarer: None,
            final_bid: None,
            discard: None,
            contract: None,
            conceded: false,
            whisting: None,
            play: None,
            exposed: Vec::new(),
            controllers: ByPlayer::from_fn(roles.seating, |p| p),
            stage: Stage::Auction,
            outcome: None,
            entries: Vec::new(),
            help: Vec::new(),
            help_chosen: false,
            credits: Credits::default(),
            irregular: IrregularState::default(),
            deal,
        }
    }

    /// Game, misère or all-pass (C4), once the auction is over.
    pub fn kind(&self) -> Option<Kind> {
        match self.auction.end? {
            AuctionEnd::AllPass => Some(Kind::Allpass),
            AuctionEnd::Declarer(_, Bid::Misere) => Some(Kind::Misere),
            AuctionEnd::Declarer(..) => Some(Kind::Game),
        }
    }

    /// The talon as everyone has seen it: after declarer took it, or as far
    /// as it has been turned in an all-pass (P12, P24, P56).
    pub fn public_talon(&self) -> Vec<Card> {
        if self.declarer.is_some() && self.auction.end.is_some() {
            return self.deal.talon.to_vec();
        }
        match &self.play {
            Some(play) => play
                .tricks
                .iter()
                .chain(std::iter::once(&play.current))
                .filter(|t| t.talon)
                .filter_map(|t| t.cards.first().map(|(_, c)| *c))
                .collect(),
            None => Vec::new(),
        }
    }

    /// The hand due to play, if the play is on.
    pub fn to_play(&self) -> Option<Player> {
        if self.stage != Stage::Play {
            return None;
        }
        self.play.as_ref()?.to_play()
    }

    /// Tricks won so far.
    pub fn tricks(&self) -> Option<&ByPlayer<u8>> {
        self.play.as_ref().map(|p| &p.won)
    }

    /// The final defence decisions and whether the defence was light (C9).
    pub fn defence(&self) -> Option<(Defence, bool)> {
        self.whisting.as_ref().map(|w| (w.finals, w.light))
    }
}

/// Something a player does. Each names who does it; a card names the hand
/// it comes from (its controller plays it, P39).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "snake_case")]
pub enum Action {
    Call {
        player: Player,
        call: Call,
    },
    Discard {
        player: Player,
        cards: [Card; 2],
    },
    Declare {
        player: Player,
        contract: Bid,
    },
    /// "Without three" instead of playing (only with that option, note 39).
    Concede {
        player: Player,
    },
    Whist {
        player: Player,
        call: WhistCall,
    },
    /// The 4-player dealer looks at one defender's hand before answering (P37 step 5).
    Look {
        player: Player,
        at: Player,
    },
    Play {
        hand: Player,
        card: Card,
    },
    Help {
        player: Player,
        to: Player,
    },
    /// An irregularity is drawn to the table's attention (§14).
    Irregular {
        irregularity: Irregularity,
    },
    /// The non-offending side's choice after a ruling (§14).
    Rectify {
        player: Player,
        choice: Rectification,
    },
}

/// What an action caused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    Called(Player, Call),
    AuctionWon(Player, Bid),
    AllPass,
    TalonShown([Card; 2]),
    Discarded(Player),
    Declared(Player, Bid),
    Conceded(Player),
    WhistCalled(Player, WhistCall),
    Looked(Player, Player),
    HandsExposed(Vec<Player>),
    Played(Player, Card),
    TalonTurned(Card),
    TrickWon(Player),
    DealScored { number: usize, entries: Vec<Entry> },
    Helped { helper: Player, to: Player },
    Ruled(Box<Ruling>),
    Rectified(Rectification),
    DealStarted { number: usize, dealer: Player },
    GameOver,
}

/// Why an action is refused: a sentence naming the rule.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct GameError(pub String);

fn refuse<T>(text: impl Into<String>) -> Result<T, GameError> {
    Err(GameError(text.into()))
}

/// A game of Preferans.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    setup: Setup,
    params: Params,
    pub pulka: Pulka,
    /// Finished deals, in order.
    pub finished: Vec<Hand>,
    /// The deal in progress; `None` once the game is over.
    pub current: Option<Hand>,
    /// Redeals of the current deal (P86), and each dealer's faults (P87).
    pub redeals: u32,
    pub dealer_faults: Vec<Player>,
    /// Why the game could not start (an invalid setup): it is over at once.
    pub invalid: Option<String>,
}

impl Game {
    pub fn params(&self) -> &Params {
        &self.params
    }

    pub fn table(&self) -> &Table {
        &self.setup.table
    }

    pub fn seating(&self) -> Seating {
        self.setup.table.players
    }

    pub fn result(&self) -> GameResult {
        self.pulka.result(&self.params)
    }

    pub fn sheet(&self) -> &Sheet {
        &self.pulka.sheet
    }

    /// The deal `n` would be dealt from, or `None` past a listed source.
    fn deal_for(&self, n: usize, roles: &Roles) -> Option<Deal> {
        match &self.setup.deals {
            Deals::Seeded(seed) => Some(Deal::from_seed(roles, deal_seed(*seed, n, self.redeals))),
            Deals::Listed(list) => list.get(n).cloned(),
        }
    }

    fn start_deal(&mut self, n: usize, events: &mut Vec<Event>) {
        let over = self.pulka.is_closed(&self.params) || self.setup.max_deals.is_some_and(|m| n >= m);
        let roles = Roles::of_deal(self.seating(), self.setup.table.first_dealer, n);
        match (over, self.deal_for(n, &roles)) {
            (false, Some(deal)) => {
                let exit = self.pulka.exit_level(&self.params);
                self.current = Some(Hand::new(n, roles, deal, exit));
                events.push(Event::DealStarted { number: n, dealer: roles.dealer });
            }
            _ => {
                self.current = None;
                events.push(Event::GameOver);
            }
        }
    }

    /// Redeals the current deal by the same dealer (P86).
    pub(crate) fn redeal(&mut self, events: &mut Vec<Event>) {
        let Some(hand) = &self.current else { return };
        let n = hand.number;
        self.redeals += 1;
        self.start_deal(n, events);
    }

    /// The deal in progress.
    pub fn hand(&self) -> Option<&Hand> {
        self.current.as_ref()
    }

    /// The deal in progress or the last one finished.
    pub fn latest(&self) -> Option<&Hand> {
        self.current.as_ref().or(self.finished.last())
    }

    pub fn hand_mut(&mut self) -> Option<&mut Hand> {
        self.current.as_mut()
    }

    fn enter_play(&mut self, events: &mut Vec<Event>) {
        let params = self.params.clone();
        let Some(h) = self.current.as_mut() else { return };
        let first = h.roles.first();
        let (trump, talon) = match h.kind() {
            Some(Kind::Allpass) => (None, if params.talon_in_allpass { h.deal.talon.to_vec() } else { Vec::new() }),
            Some(Kind::Misere) => (None, Vec::new()),
            _ => (h.contract.and_then(Bid::trump), Vec::new()),
        };
        let play = PlayState::new(h.roles, trump, first, talon);
        if play.current.talon {
            if let Some((_, c)) = play.current.cards.first() {
                events.push(Event::TalonTurned(*c));
            }
        }
        h.play = Some(play);
        h.stage = Stage::Play;
        // Open hands (P39, P45, P48): light defence, a whisting dealer, a
        // checked ten, or a misère led by a defender.
        let mut open = Vec::new();
        if let (Some(decl), Some(kind)) = (h.declarer, h.kind()) {
            let (l, r) = h.roles.defenders(decl);
            match kind {
                Kind::Misere if first != decl => open = vec![l, r],
                Kind::Game => {
                    let light = h.whisting.as_ref().is_some_and(|w| w.light) || h.whisting.is_none();
                    if light {
                        open = vec![l, r];
                    }
                    if let Some(w) = &h.whisting {
                        let whisters = w.whisters();
                        if whisters.len() == 1 && w.light {
                            let whister = whisters[0];
                            for d in [l, r] {
                                h.controllers[d] = whister;
                            }
                        }
                    }
                }
                _ => {}
            }
        }
        if !open.is_empty() {
            h.exposed.extend(open.iter().copied());
            events.push(Event::HandsExposed(open));
        }
        irregularity::at_play_start(h);
    }

    pub(crate) fn finish_deal_now(&mut self, events: &mut Vec<Event>) {
        self.finish_deal(events);
    }

    /// The deal is over: score it, then help, then the next deal.
    fn finish_deal(&mut self, events: &mut Vec<Event>) {
        let params = self.params.clone();
        let Some(h) = self.current.as_mut() else { return };
        let outcome = match irregularity::outcome(h, &params) {
            Some(o) => o,
            None => {
                // A deal annulled by a ruling (P87, P92): only its fines count.
                self.pulka.sheet.apply_all(&h.irregular.adjust_entries());
                h.entries = h.irregular.adjust_entries();
                h.stage = Stage::Done;
                self.pulka.end_deal(h.entries.clone());
                self.next_deal(events);
                return;
            }
        };
        let adjust = h.irregular.adjust.clone();
        match self.pulka.begin_deal(&params, &h.roles, &outcome, &adjust) {
            Ok((entries, credits)) => {
                h.entries = entries;
                h.credits = credits;
                h.outcome = Some(outcome);
            }
            Err(e) => {
                // The engine only builds outcomes the rules allow; keep the
                // deal, unscored, rather than lose the game.
                h.irregular.notes.push(format!("not scored: {e}"));
                h.outcome = Some(outcome);
            }
        }
        self.continue_credits(events);
    }

    fn continue_credits(&mut self, events: &mut Vec<Event>) {
        let params = self.params.clone();
        let Some(h) = self.current.as_mut() else { return };
        let mut entries = std::mem::take(&mut h.entries);
        let step = self.pulka.run_credits(&params, &mut h.credits, &[], &mut entries);
        h.entries = entries;
        match step {
            CreditStep::Choose { .. } => h.stage = Stage::Help,
            CreditStep::Done => {
                h.stage = Stage::Done;
                events.push(Event::DealScored { number: h.number, entries: h.entries.clone() });
                self.pulka.end_deal(h.entries.clone());
                self.next_deal(events);
            }
        }
    }

    fn next_deal(&mut self, events: &mut Vec<Event>) {
        let Some(h) = self.current.take() else { return };
        let n = h.number + 1;
        self.finished.push(h);
        self.redeals = 0;
        self.start_deal(n, events);
    }

    /// The player who acts for the hand due to play.
    fn controller_of(&self, hand: Player) -> Player {
        match &self.current {
            Some(h) => h.irregular.directed_by(hand).unwrap_or(h.controllers[hand]),
            None => hand,
        }
    }

    /// The ruling on an irregularity as it would be given now (§14), without
    /// changing anything.
    pub fn ruling(&self, irregularity: &Irregularity) -> Result<Ruling, GameError> {
        irregularity::rule(self, irregularity).map_err(GameError)
    }

    fn check_action(&self, action: &Action) -> Result<(), GameError> {
        if let Some(why) = &self.invalid {
            return refuse(format!("the game cannot be played: {why}"));
        }
        let Some(h) = &self.current else { return refuse("the game is over (P76, P77, P78)") };
        let params = &self.params;
        if let Action::Irregular { irregularity } = action {
            return irregularity::check(self, irregularity).map_err(GameError);
        }
        if h.stage == Stage::Ruling {
            return match action {
                Action::Rectify { player, choice } => irregularity::check_choice(h, *player, choice).map_err(GameError),
                _ => refuse("a ruling waits for the non-offending side's choice (§14)"),
            };
        }
        match action {
            Action::Call { player, call } => {
                if h.stage != Stage::Auction {
                    return refuse("the auction is over (P20)");
                }
                h.auction.check(params, *player, *call).map_err(GameError)
            }
            Action::Discard { player, cards } => {
                if h.stage != Stage::Discard {
                    return refuse("declarer discards right after taking the talon (P24)");
                }
                if Some(*player) != h.declarer {
                    return refuse("only declarer discards (P24)");
                }
                if cards[0] == cards[1] {
                    return refuse("declarer discards two different cards (P24)");
                }
                for c in cards {
                    if !h.hands[*player].contains(*c) {
                        return refuse(format!("{} is not among declarer's twelve cards (P24)", card_code(*c)));
                    }
                }
                Ok(())
            }
            Action::Declare { player, contract } => {
                if h.stage != Stage::Contract {
                    if h.contract.is_some() {
                        return refuse(
                            "the contract is final once named: nothing can be changed after it (P27, K3.4.7)",
                        );
                    }
                    return refuse("the contract is named after the discard (P25)");
                }
                if Some(*player) != h.declarer {
                    return refuse("only declarer names the contract (P25)");
                }
                if *contract == Bid::Misere {
                    return refuse(
                        "misère is bound: it can only be bid as a first call, never named after a trick bid (P19, P26, P94)",
                    );
                }
                let final_bid = h.final_bid.unwrap_or(Bid::LOWEST);
                if *contract < final_bid {
                    return refuse(format!(
                        "the contract must be at least the final bid, {final_bid}; {contract} is lower (P25, K3.4.3, R24, P94)"
                    ));
                }
                Ok(())
            }
            Action::Concede { player } => {
                if !params.concession {
                    return refuse("declarer may not concede “without three”: he must play (P25, K3.5.4, R23)");
                }
                if h.stage != Stage::Contract || Some(*player) != h.declarer {
                    return refuse("only declarer concedes, after his discard (note 39)");
                }
                Ok(())
            }
            Action::Whist { player, call } => {
                let Some(w) = h.whisting.as_ref().filter(|_| h.stage == Stage::Whist) else {
                    return refuse("there is no whist to call now (P37)");
                };
                w.check(params, *player, *call).map_err(GameError)
            }
            Action::Look { player, at } => {
                let Some(w) = h.whisting.as_ref().filter(|w| h.stage == Stage::Whist && w.step == Step::Dealer) else {
                    return refuse("only the sitting-out dealer, when asked whether he whists, may look at a defender's hand (P37 step 5)");
                };
                if Some(*player) != w.to_call() {
                    return refuse("only the dealer may look (P37 step 5)");
                }
                if w.looked.is_some() {
                    return refuse("the dealer may look at one defender's hand only (P37 step 5, K3.8.8)");
                }
                if *at != w.l && *at != w.r {
                    return refuse("the dealer may look at a defender's hand, not declarer's (P37 step 5)");
                }
                Ok(())
            }
            Action::Play { hand, card } => {
                let Some(due) = h.to_play() else { return refuse("no card is due now (§5)") };
                if *hand != due {
                    return refuse(format!(
                        "it is {due}'s card, not {hand}'s: the winner of a trick leads the next (P30)"
                    ));
                }
                let play = h.play.as_ref().ok_or_else(|| GameError("no play".into()))?;
                irregularity::check_card(h, *hand, *card).map_err(GameError)?;
                play.check(h.hands[*hand], *card).map_err(GameError)
            }
            Action::Help { player, to } => {
                if h.stage != Stage::Help {
                    return refuse("nobody has pool points to help with now (P74)");
                }
                let Some((helper, _)) = h.credits.waiting() else { return refuse("nobody helps now (P74)") };
                if *player != helper {
                    return refuse(format!("{helper} chooses whom to help (P74)"));
                }
                if !self.pulka.sheet.open_pools(self.pulka.target, helper).contains(to) {
                    return refuse("only an open pool of another player can be helped (P74)");
                }
                Ok(())
            }
            Action::Rectify { .. } => refuse("no ruling waits for a choice (§14)"),
            Action::Irregular { .. } => Ok(()),
        }
    }

    fn apply_action(&mut self, action: Action) -> Vec<Event> {
        let mut events = Vec::new();
        let params = self.params.clone();
        match action {
            Action::Irregular { irregularity } => irregularity::apply(self, irregularity, &mut events),
            Action::Rectify { player, choice } => irregularity::apply_choice(self, player, choice, &mut events),
            Action::Call { player, call } => {
                let Some(h) = self.current.as_mut() else { return events };
                h.auction.apply(player, call);
                events.push(Event::Called(player, call));
                match h.auction.end {
                    Some(AuctionEnd::Declarer(d, bid)) => {
                        h.declarer = Some(d);
                        h.final_bid = Some(bid);
                        for c in h.deal.talon {
                            h.hands[d].insert(c);
                        }
                        h.stage = Stage::Discard;
                        events.push(Event::AuctionWon(d, bid));
                        events.push(Event::TalonShown(h.deal.talon));
                    }
                    Some(AuctionEnd::AllPass) => {
                        events.push(Event::AllPass);
                        if irregularity::allpass_without_play(h, &params) {
                            self.finish_deal(&mut events);
                        } else {
                            self.enter_play(&mut events);
                        }
                    }
                    None => {}
                }
            }
            Action::Discard { player, cards } => {
                let Some(h) = self.current.as_mut() else { return events };
                for c in cards {
                    h.hands[player].remove(c);
                }
                h.discard = Some(cards);
                events.push(Event::Discarded(player));
                if h.final_bid == Some(Bid::Misere) {
                    h.contract = Some(Bid::Misere);
                    events.push(Event::Declared(player, Bid::Misere));
                    self.enter_play(&mut events);
                } else {
                    h.stage = Stage::Contract;
                }
            }
            Action::Declare { player, contract } => {
                let Some(h) = self.current.as_mut() else { return events };
                h.contract = Some(contract);
                events.push(Event::Declared(player, contract));
                if params.ten_checked && contract.level() == Some(10) {
                    // P45: a checked ten is played open, free of duty.
                    self.enter_play(&mut events);
                } else {
                    h.whisting = Some(Whisting::new(h.roles, player, contract));
                    h.stage = Stage::Whist;
                    if params.paid_talon {
                        irregularity::paid_talon(h, &params);
                    }
                }
            }
            Action::Concede { player } => {
                if let Some(h) = self.current.as_mut() {
                    h.conceded = true;
                    events.push(Event::Conceded(player));
                }
                self.finish_deal(&mut events);
            }
            Action::Whist { player, call } => {
                let Some(h) = self.current.as_mut() else { return events };
                let Some(w) = h.whisting.as_mut() else { return events };
                w.apply(&params, player, call);
                events.push(Event::WhistCalled(player, call));
                if w.step == Step::Done {
                    if w.played() {
                        self.enter_play(&mut events);
                    } else {
                        self.finish_deal(&mut events);
                    }
                }
            }
            Action::Look { player, at } => {
                if let Some(w) = self.current.as_mut().and_then(|h| h.whisting.as_mut()) {
                    w.looked = Some(at);
                    events.push(Event::Looked(player, at));
                }
            }
            Action::Play { hand, card } => {
                let Some(h) = self.current.as_mut() else { return events };
                let Some(play) = h.play.as_mut() else { return events };
                h.hands[hand].remove(card);
                let Played { completed, turned } = play.play(hand, card);
                events.push(Event::Played(hand, card));
                irregularity::after_card(h, hand, card);
                // P48: the misère defenders open their hands right after
                // declarer's blind first lead.
                if h.kind() == Some(Kind::Misere) && h.exposed.is_empty() {
                    if let Some(d) = h.declarer {
                        let (l, r) = h.roles.defenders(d);
                        h.exposed = vec![l, r];
                        events.push(Event::HandsExposed(vec![l, r]));
                    }
                }
                if let Some(w) = completed {
                    events.push(Event::TrickWon(w));
                }
                if let Some(c) = turned {
                    events.push(Event::TalonTurned(c));
                }
                let over = h.play.as_ref().is_some_and(PlayState::is_over) || irregularity::play_ends_early(h);
                if over {
                    self.finish_deal(&mut events);
                }
            }
            Action::Help { player, to } => {
                let default = self.pulka.sheet.default_help(self.pulka.target, player);
                let Some(h) = self.current.as_mut() else { return events };
                h.help_chosen |= default != Some(to);
                let mut entries = std::mem::take(&mut h.entries);
                h.credits.help(&mut self.pulka.sheet, self.pulka.target, to, &mut entries);
                h.entries = entries;
                h.help.push(to);
                events.push(Event::Helped { helper: player, to });
                self.continue_credits(&mut events);
            }
        }
        events
    }
}

impl Sheet {
    pub(crate) fn apply_all(&mut self, entries: &[Entry]) {
        for e in entries {
            self.apply(*e);
        }
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Call { player, call } => write!(f, "{player}: {call}"),
            Action::Discard { player, cards } => {
                write!(f, "{player} discards {} {}", card_code(cards[0]), card_code(cards[1]))
            }
            Action::Declare { player, contract } => write!(f, "{player} names {contract}"),
            Action::Concede { player } => write!(f, "{player} concedes without three"),
            Action::Whist { player, call } => write!(f, "{player}: {call}"),
            Action::Look { player, at } => write!(f, "{player} looks at {at}'s hand"),
            Action::Play { hand, card } => write!(f, "{hand} plays {}", card_code(*card)),
            Action::Help { player, to } => write!(f, "{player} helps {to}"),
            Action::Irregular { irregularity } => write!(f, "irregularity: {irregularity:?}"),
            Action::Rectify { player, choice } => write!(f, "{player} chooses {choice:?}"),
        }
    }
}

impl Rules for Game {
    type Setup = Setup;
    type Player = Player;
    type Action = Action;
    type Event = Event;
    type Error = GameError;
    const SCHEMA: u32 = 1;

    fn new(setup: Setup) -> Game {
        let (params, invalid) = match setup.validate() {
            Ok(p) => (p, None),
            // The defaults of the variant, and a game that is over at once.
            Err(e) => (
                Params::new(setup.table.variant, &Options::default())
                    .unwrap_or_else(|_| unreachable!("defaults are valid")),
                Some(e),
            ),
        };
        let sheet = match &setup.start {
            Some(s) if s.seating() == setup.table.players => s.clone(),
            _ => Sheet::empty(setup.table.players),
        };
        let mut game = Game {
            pulka: Pulka::new(sheet, setup.table.pool),
            params,
            finished: Vec::new(),
            current: None,
            redeals: 0,
            dealer_faults: Vec::new(),
            invalid,
            setup,
        };
        if game.invalid.is_none() {
            game.start_deal(0, &mut Vec::new());
        }
        game
    }

    fn setup(&self) -> &Setup {
        &self.setup
    }

    fn players(&self) -> Vec<Player> {
        self.seating().players().collect()
    }

    fn to_act(&self) -> Vec<Player> {
        let Some(h) = &self.current else { return Vec::new() };
        let who = match h.stage {
            Stage::Auction => h.auction.to_call(),
            Stage::Discard | Stage::Contract => h.declarer,
            Stage::Whist => h.whisting.as_ref().and_then(Whisting::to_call),
            Stage::Play => h.to_play().map(|p| self.controller_of(p)),
            Stage::Help => h.credits.waiting().map(|(p, _)| p),
            Stage::Ruling => h.irregular.chooser(),
            Stage::Done => None,
        };
        who.into_iter().collect()
    }

    fn check(&self, action: &Action) -> Result<(), GameError> {
        self.check_action(action)
    }

    fn apply(&mut self, action: Action) -> Result<Vec<Event>, GameError> {
        self.check_action(&action)?;
        Ok(self.apply_action(action))
    }

    fn legal_actions(&self, player: Player) -> Vec<Action> {
        let Some(h) = &self.current else { return Vec::new() };
        if !self.to_act().contains(&player) {
            return Vec::new();
        }
        let params = &self.params;
        match h.stage {
            Stage::Auction => {
                h.auction.legal_calls(params, player).into_iter().map(|call| Action::Call { player, call }).collect()
            }
            Stage::Discard => {
                let cards: Vec<Card> = h.hands[player].iter().collect();
                let mut out = Vec::new();
                for i in 0..cards.len() {
                    for j in i + 1..cards.len() {
                        out.push(Action::Discard { player, cards: [cards[i], cards[j]] });
                    }
                }
                out
            }
            Stage::Contract => {
                let from = h.final_bid.map(Bid::rung).unwrap_or(0);
                let mut out: Vec<Action> = Bid::ladder_from(from)
                    .filter(|b| *b != Bid::Misere)
                    .map(|contract| Action::Declare { player, contract })
                    .collect();
                if params.concession {
                    out.push(Action::Concede { player });
                }
                out
            }
            Stage::Whist => {
                let Some(w) = &h.whisting else { return Vec::new() };
                let mut out: Vec<Action> =
                    w.legal(params).into_iter().map(|call| Action::Whist { player, call }).collect();
                if w.step == Step::Dealer && w.looked.is_none() {
                    out.extend([w.l, w.r].map(|at| Action::Look { player, at }));
                }
                out
            }
            Stage::Play => {
                let (Some(hand), Some(play)) = (h.to_play(), &h.play) else { return Vec::new() };
                let legal = irregularity::legal_cards(h, hand, play.legal(h.hands[hand]));
                legal.iter().map(|card| Action::Play { hand, card }).collect()
            }
            Stage::Help => self
                .pulka
                .sheet
                .open_pools(self.pulka.target, player)
                .into_iter()
                .map(|to| Action::Help { player, to })
                .collect(),
            Stage::Ruling => {
                h.irregular.choices().into_iter().map(|choice| Action::Rectify { player, choice }).collect()
            }
            Stage::Done => Vec::new(),
        }
    }

    fn visible_to(&self, viewer: Viewer<Player>) -> Vec<(Player, CardSet)> {
        let Some(h) = &self.current else { return Vec::new() };
        let holders: Vec<Player> = h.roles.seating.players().filter(|p| h.roles.is_active(*p)).collect();
        match viewer {
            Viewer::All => holders.iter().map(|p| (*p, h.hands[*p])).collect(),
            Viewer::Table => holders
                .iter()
                .filter(|p| h.exposed.contains(p) || h.irregular.shown.contains(p))
                .map(|p| (*p, h.hands[*p]))
                .collect(),
            Viewer::Seat(me) => {
                let mut out = Vec::new();
                for p in holders {
                    let mine = p == me;
                    let open = h.exposed.contains(&p) || h.irregular.shown_to(p, me);
                    let looked = h.whisting.as_ref().is_some_and(|w| w.looked == Some(p) && h.roles.dealer == me);
                    let controlled = h.stage == Stage::Play && h.controllers[p] == me;
                    if mine || open || looked || controlled {
                        out.push((p, h.hands[p]));
                    }
                }
                out
            }
        }
    }

    fn controller(&self, hand: Player) -> Player {
        self.controller_of(hand)
    }

    fn is_over(&self) -> bool {
        self.current.is_none()
    }
}
