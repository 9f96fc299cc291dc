//! Positions set up by hand, as the worked examples of §8 describe them.
#![allow(dead_code)]

use tenace_cards::{Card, Suit};
use tenace_core::{ByPlayer, Player, Rules, Seating};
use tenace_shedding::cards::{canonical, pack, parse_code};
use tenace_shedding::game::{Deals, Position};
use tenace_shedding::{Act, Action, Game, Setup, Variant};

pub fn c(code: &str) -> Card {
    parse_code(code).unwrap()
}

pub fn cards(codes: &str) -> Vec<Card> {
    codes.split_whitespace().map(c).collect()
}

pub fn p(i: u8) -> Player {
    Player::new(i)
}

/// Where the cards a vector does not mention go.
#[derive(Copy, Clone)]
pub enum Fill {
    /// Below the stock's listed cards.
    StockBottom,
    /// Below the discard pile's listed cards.
    DiscardBottom,
    /// Into these seats' hands, in turn.
    Hands(&'static [u8]),
}

pub struct Pos {
    pub variant: Variant,
    pub players: usize,
    pub dealer: u8,
    pub to_play: u8,
    pub hands: Vec<&'static str>,
    pub stock: &'static str,
    pub discard: &'static str,
    pub suit: Option<Suit>,
    pub fill: Fill,
    pub seed: Option<u64>,
    pub start: Vec<i32>,
    pub turn_no: u32,
}

impl Pos {
    pub fn new(players: usize, to_play: u8) -> Pos {
        Pos {
            variant: Variant::CONTEST,
            players,
            dealer: 0,
            to_play,
            hands: vec![""; players],
            stock: "",
            discard: "",
            suit: None,
            fill: Fill::StockBottom,
            seed: None,
            start: vec![0; players],
            turn_no: 1,
        }
    }

    pub fn build(&self) -> Game {
        Game::new(self.setup())
    }

    pub fn setup(&self) -> Setup {
        let mut hands: Vec<Vec<Card>> = self.hands.iter().map(|h| cards(h)).collect();
        let mut stock = cards(self.stock);
        let mut discard = cards(self.discard);
        let used: tenace_cards::CardSet = hands.iter().flatten().chain(&stock).chain(&discard).copied().collect();
        let rest: Vec<Card> = canonical(pack().difference(used)).collect();
        match self.fill {
            Fill::StockBottom => stock.extend(rest),
            Fill::DiscardBottom => {
                let mut d = rest;
                d.extend(discard);
                discard = d;
            }
            Fill::Hands(seats) => {
                for (i, card) in rest.into_iter().enumerate() {
                    hands[seats[i % seats.len()] as usize].push(card);
                }
            }
        }
        let seating = Seating::new(self.players).unwrap();
        let position = Position {
            dealer: p(self.dealer),
            to_play: p(self.to_play),
            hands: ByPlayer::from_vec(hands).unwrap(),
            stock,
            discard,
            suit: self.suit,
            skips: ByPlayer::splat(seating, 0),
            turn_no: self.turn_no,
            multiplier: 1,
            seed: self.seed,
            played: Vec::new(),
            drew: false,
        };
        Setup::new(
            self.variant,
            seating,
            ByPlayer::from_vec(self.start.clone()).unwrap(),
            Deals::Position(Box::new(position)),
        )
        .unwrap()
    }
}

pub fn play(game: &mut Game, seat: u8, card: &str) {
    game.act(Action::new(p(seat), Act::play(c(card)))).unwrap_or_else(|e| panic!("seat {seat} plays {card}: {e}"));
}

pub fn jack(game: &mut Game, seat: u8, card: &str, suit: Suit) {
    game.act(Action::new(p(seat), Act::jack(c(card), suit))).unwrap();
}

pub fn act(game: &mut Game, seat: u8, act: Act) {
    game.act(Action::new(p(seat), act)).unwrap_or_else(|e| panic!("seat {seat} {act}: {e}"));
}

/// The legal actions as S53 writes them: `9S`, `JC/H`, `draw`.
pub fn legal(game: &Game) -> Vec<String> {
    game.legal()
        .into_iter()
        .map(|a| match a {
            Act::Play { card, suit: Some(s) } => format!("{}/{}", tenace_shedding::cards::code(card), s.letter()),
            Act::Play { card, suit: None } => tenace_shedding::cards::code(card),
            other => other.word().to_owned(),
        })
        .collect()
}

pub fn hand(game: &Game, seat: u8) -> Vec<String> {
    canonical(game.round().hand(p(seat))).map(tenace_shedding::cards::code).collect()
}

pub fn refused(game: &Game, seat: u8, a: Act) -> String {
    let e = game.check(&Action::new(p(seat), a)).unwrap_err();
    e.rule.to_owned()
}
