//! A small trick-taking game written only against the core, to test the
//! core's log, saves and conformance checks, and to show how a game plugs
//! in (docs/architecture.md): N players (2–6), one short hand each, follow
//! suit else trump, the winner of a trick leads the next.

use proptest::prelude::*;
use serde::{Deserialize, Serialize};
use tenace_cards::{Card, CardSet, Pack, SeededRng, Suit};
use tenace_core::log::conformance;
use tenace_core::{
    legal_cards, robot_to_act, ByPlayer, FollowRule, LoadError, Logged, Player, Record, Rules, Seating, Trick,
    TrickTally, Viewer,
};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Setup {
    seating: Seating,
    hands: ByPlayer<CardSet>,
    trump: Option<Suit>,
}

impl Setup {
    fn dealt(players: usize, per_hand: usize, seed: u64) -> Setup {
        let seating = Seating::new(players).unwrap();
        let mut cards: Vec<Card> = Pack::Piquet32.cards().iter().collect();
        SeededRng::new(seed).shuffle(&mut cards);
        let hands = ByPlayer::from_fn(seating, |p| cards[p.index() * per_hand..][..per_hand].iter().copied().collect());
        Setup { seating, hands, trump: Some(Suit::Hearts) }
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Play {
    player: Player,
    card: Card,
}

#[derive(Clone, Debug, PartialEq)]
enum Event {
    Played(Player, Card),
    TrickWon(Player),
}

#[derive(Clone, Debug, PartialEq)]
struct Toy {
    setup: Setup,
    hands: ByPlayer<CardSet>,
    trick: Trick<Player>,
    leader: Player,
    won: TrickTally<Player>,
}

impl Toy {
    fn due(&self) -> Option<Player> {
        if self.is_over() {
            return None;
        }
        Some(self.setup.seating.advance(self.leader, self.trick.plays().len()))
    }
}

impl Rules for Toy {
    type Setup = Setup;
    type Player = Player;
    type Action = Play;
    type Event = Event;
    type Error = String;
    const SCHEMA: u32 = 2;

    fn new(setup: Setup) -> Toy {
        let n = setup.seating.count();
        Toy { hands: setup.hands.clone(), trick: Trick::new(n), leader: Player::new(0), won: TrickTally::new(), setup }
    }

    fn setup(&self) -> &Setup {
        &self.setup
    }

    fn players(&self) -> Vec<Player> {
        self.setup.seating.players().collect()
    }

    fn to_act(&self) -> Vec<Player> {
        self.due().into_iter().collect()
    }

    fn check(&self, a: &Play) -> Result<(), String> {
        let due = self.due().ok_or("the game is over")?;
        if a.player != due {
            return Err(format!("it is {due}'s turn"));
        }
        let hand = self.hands.get(a.player).copied().unwrap_or(CardSet::EMPTY);
        tenace_core::trick::check_card(
            hand,
            a.card,
            self.trick.led_suit(),
            self.setup.trump,
            FollowRule::FollowSuitElseTrump,
        )
        .map_err(|e| e.to_string())
    }

    fn apply(&mut self, a: Play) -> Result<Vec<Event>, String> {
        self.check(&a)?;
        self.hands[a.player].remove(a.card);
        self.trick.push(a.player, a.card);
        let mut events = vec![Event::Played(a.player, a.card)];
        if let Some(w) = self.trick.winner(self.setup.trump) {
            self.won.add(w);
            self.leader = w;
            self.trick = Trick::new(self.setup.seating.count());
            events.push(Event::TrickWon(w));
        }
        Ok(events)
    }

    fn legal_actions(&self, player: Player) -> Vec<Play> {
        if self.due() != Some(player) {
            return Vec::new();
        }
        let legal =
            legal_cards(self.hands[player], self.trick.led_suit(), self.setup.trump, FollowRule::FollowSuitElseTrump);
        legal.iter().map(|card| Play { player, card }).collect()
    }

    fn visible_to(&self, viewer: Viewer<Player>) -> Vec<(Player, CardSet)> {
        match viewer {
            Viewer::Seat(p) => vec![(p, self.hands[p])],
            Viewer::Table => Vec::new(),
            Viewer::All => self.hands.iter().map(|(p, h)| (p, *h)).collect(),
        }
    }

    fn is_over(&self) -> bool {
        self.hands.values().all(|h| h.is_empty())
    }

    /// Version 1 wrote no trump: the toy was played at no trumps then.
    fn migrate(mut record: Record<Toy>) -> Result<Record<Toy>, String> {
        match record.schema {
            1 => {
                record.setup.trump = None;
                record.schema = 2;
                Ok(record)
            }
            v => Err(format!("no migration from version {v}")),
        }
    }
}

fn json_roundtrip(r: &Record<Toy>) -> Result<Record<Toy>, String> {
    let text = serde_json::to_string(r).map_err(|e| e.to_string())?;
    serde_json::from_str(&text).map_err(|e| e.to_string())
}

#[test]
fn a_refused_action_changes_nothing_and_is_handed_back() {
    let game = Logged::<Toy>::new(Setup::dealt(3, 4, 7));
    let wrong = Play { player: Player::new(1), card: game.hands[Player::new(1)].iter().next().unwrap() };
    let refused = game.clone().play(wrong).unwrap_err();
    assert_eq!(refused.game, game);
    assert_eq!(refused.error, "it is seat 0's turn");
    conformance::check_refusal(game.state(), &wrong).unwrap();
}

#[test]
fn several_actions_are_taken_back_to_a_mark() {
    let mut game = Logged::<Toy>::new(Setup::dealt(3, 4, 7));
    let start = game.clone();
    for _ in 0..2 {
        let p = game.to_act()[0];
        let a = game.legal_actions(p)[0];
        game.apply(a).unwrap();
    }
    let after_two = game.clone();
    let p = game.to_act()[0];
    game.apply(game.legal_actions(p)[0]).unwrap();
    assert_eq!(game.rewind(2), 1);
    assert_eq!(game, after_two);
    assert_eq!(game.rewind(5), 0, "a mark past the end takes nothing back");
    assert_eq!(game.rewind(0), 2);
    assert_eq!(game, start);
}

#[test]
fn saves_are_versioned_replayed_and_migrated() {
    let mut game = Logged::<Toy>::new(Setup::dealt(4, 3, 11));
    let first = game.legal_actions(Player::new(0))[0];
    game.apply(first).unwrap();
    let json = serde_json::to_string(&game).unwrap();
    assert!(json.starts_with("{\"schema\":2,"), "{json}");
    let back: Logged<Toy> = serde_json::from_str(&json).unwrap();
    assert_eq!(back, game);

    // A record with no schema is version 1: migrated (no trump), then replayed.
    let old = json.replacen("\"schema\":2,", "", 1);
    let migrated: Logged<Toy> = serde_json::from_str(&old).unwrap();
    assert_eq!(migrated.setup().trump, None);

    // From a newer program: refused, not guessed at.
    let newer = json.replacen("\"schema\":2", "\"schema\":3", 1);
    let err = serde_json::from_str::<Logged<Toy>>(&newer).unwrap_err().to_string();
    assert!(err.contains("newer than this program reads"), "{err}");

    // Tampered: a card from the wrong hand.
    let mut record = game.record();
    record.actions[0].player = Player::new(2);
    match Logged::from_record(record) {
        Err(LoadError::Replay(e)) => assert_eq!(e.number, 1),
        other => panic!("{other:?}"),
    }
}

#[test]
fn robots_take_the_seats_no_human_holds() {
    let game = Toy::new(Setup::dealt(3, 2, 5));
    assert_eq!(robot_to_act(&game, |p| p == Player::new(0)), None, "the human is due");
    assert_eq!(robot_to_act(&game, |_| false), Some(Player::new(0)));
}

proptest! {
    #[test]
    fn random_games_keep_the_laws(players in 2usize..=6, seed in any::<u64>(), picks in any::<u64>()) {
        let per_hand = 32 / players;
        let mut rng = SeededRng::new(picks);
        let game = conformance::random_playout::<Toy>(Setup::dealt(players, per_hand, seed), 100, |n| rng.below(n as u32) as usize)
            .map_err(TestCaseError::fail)?;
        prop_assert!(game.is_over());
        prop_assert_eq!(game.won.total() as usize, per_hand);
        conformance::check_game(&game, json_roundtrip).map_err(TestCaseError::fail)?;
        let held: usize = game.hands.values().map(|h| h.len()).sum();
        prop_assert_eq!(held + game.log().len(), per_hand * players, "cards are conserved");
    }
}
