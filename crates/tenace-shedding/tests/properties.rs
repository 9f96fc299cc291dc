//! Property tests over random games: the core's conformance laws (replay,
//! undo, saves, refusals), the 36 cards conserved at every step, every
//! robot action legal, and every record replaying to the same result.

use proptest::prelude::*;
use tenace_cards::{Card, CardSet, Suit};
use tenace_core::log::conformance;
use tenace_core::{Logged, Player, Record, Rules};
use tenace_shedding::cards::{pack, pack_order};
use tenace_shedding::record::check_line;
use tenace_shedding::robots;
use tenace_shedding::table::{Meta, Table};
use tenace_shedding::variant::{Eights, FirstCard, JackPoints, MultiPlay};
use tenace_shedding::{Act, Action, Game, Setup, Variant};

fn variant() -> impl Strategy<Value = Variant> {
    (
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        0..3u8,
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(|(first, multi, forced, eights, jacks, mult, bridge, queen, pairs)| Variant {
            first_card: if first { FirstCard::Random } else { FirstCard::DealerLast },
            multi_play: if multi { MultiPlay::JacksOnly } else { MultiPlay::SameRank },
            forced_play: forced,
            eights: [Eights::Spread, Eights::Single, Eights::Stack][eights as usize],
            jack_points: if jacks { JackPoints::Backyard } else { JackPoints::Flat20 },
            reshuffle_multiplier: mult,
            bridge_call: bridge,
            queen_of_spades: queen,
            partnership: pairs,
            ..Variant::CONTEST
        })
}

fn table_size(v: &Variant, pick: usize) -> usize {
    let (min, max) = v.players_allowed();
    min + pick % (max - min + 1)
}

fn json_roundtrip(r: &Record<Game>) -> Result<Record<Game>, String> {
    let text = serde_json::to_string(r).map_err(|e| e.to_string())?;
    serde_json::from_str(&text).map_err(|e| e.to_string())
}

/// Every card exactly once: hands, stock and discard pile.
fn conserved(game: &Game) -> Result<(), String> {
    let r = game.round();
    let mut seen = CardSet::EMPTY;
    let mut count = 0;
    let all = game
        .seating()
        .players()
        .flat_map(|p| r.hand(p).iter().collect::<Vec<_>>())
        .chain(r.stock())
        .chain(r.discard().iter().copied());
    for card in all {
        count += 1;
        if !seen.insert(card) {
            return Err(format!("{card:?} twice"));
        }
    }
    if count != 36 || seen != pack() {
        return Err(format!("{count} cards"));
    }
    Ok(())
}

fn random_action(seat: u8, card: usize, kind: u8, suit: u8) -> Action {
    let c: Card = pack_order()[card % 36];
    let s = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs][suit as usize % 4];
    let act = match kind % 5 {
        0 => Act::play(c),
        1 => Act::jack(c, s),
        2 => Act::Draw,
        3 => Act::End,
        _ => Act::Bridge,
    };
    Action::new(Player::new(seat % 7), act)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, .. ProptestConfig::default() })]

    /// The core's laws on random legal playouts of every variant.
    #[test]
    fn conformance_of_random_playouts(v in variant(), size in 0..5usize, seed in any::<u64>(), picks in proptest::collection::vec(any::<usize>(), 200)) {
        let n = table_size(&v, size);
        let setup = Setup::seeded(v, n, seed).unwrap();
        let mut i = 0;
        let game = conformance::random_playout::<Game>(setup, 120, |k| { i += 1; picks[i % picks.len()] % k }).unwrap();
        conformance::check_game(&game, json_roundtrip).unwrap();
        conserved(&game).unwrap();
    }

    /// A refused action changes nothing, whatever it is.
    #[test]
    fn refusals_change_nothing(seed in any::<u64>(), steps in 0..60usize, tries in proptest::collection::vec((any::<u8>(), any::<usize>(), any::<u8>(), any::<u8>()), 20)) {
        let setup = Setup::seeded(Variant::CONTEST, 4, seed).unwrap();
        let mut k = seed as usize;
        let game = conformance::random_playout::<Game>(setup, steps, |n| { k = k.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407); (k >> 33) % n }).unwrap();
        for (seat, card, kind, suit) in tries {
            let a = random_action(seat, card, kind, suit);
            conformance::check_refusal(game.state(), &a).unwrap();
            // `check` and `legal_actions` agree.
            let listed = game.legal_actions(a.seat).contains(&a);
            prop_assert_eq!(listed, game.check(&a).is_ok(), "{:?}", a);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, .. ProptestConfig::default() })]

    /// Whole robot games: cards conserved at every step, every action legal,
    /// and the record replays (A.7) to the same result.
    #[test]
    fn robot_games_conserve_cards_and_replay(v in variant(), size in 0..5usize, seed in any::<u64>(), ids in proptest::collection::vec(0..3usize, 6)) {
        let n = table_size(&v, size);
        let setup = Setup::seeded(v, n, seed).unwrap();
        let bots: Vec<String> = (0..n).map(|s| robots::IDS[ids[s]].to_owned()).collect();
        let names: Vec<String> = (0..n).map(|s| format!("{}#{s}", bots[s])).collect();
        let mut players: Vec<Box<dyn robots::Robot>> = bots.iter().enumerate().map(|(s, id)| robots::by_id(id, seed as u32 ^ s as u32).unwrap()).collect();
        let meta = Meta { tournament_seed: Some(seed), ..Meta::default() };
        let mut table = Table::new(setup, names, bots, meta).unwrap();
        let mut logged = Logged::<Game>::new(table.setup().clone());
        while let Some(seat) = table.due() {
            let d = players[seat.index()].decide(&table.seen(seat));
            prop_assert!(table.game().legal().contains(&d.act), "{:?} not legal", d.act);
            table.act(seat, d.act, d.say.as_deref()).unwrap();
            logged.apply(Action::new(seat, d.act)).unwrap();
            conserved(table.game()).unwrap();
        }
        let result = table.game().result().expect("the game ends");
        prop_assert!(result.half_points.values().sum::<i32>() == (n * (n - 1)) as i32, "S72 points sum to n(n−1)/2");
        // The log replays to the same game (S78).
        prop_assert_eq!(logged.state(), table.game());
        // This game's seed is no tournament's deal seed, so its record is
        // checked as a hand-made one (A.4): no seeds, the deals, opening
        // cards and reshuffles as the record gives them.
        let record = table.record_json();
        let mut value: serde_json::Value = serde_json::from_str(&record).unwrap();
        value["tournament_seed"] = serde_json::Value::Null;
        value["game_seed"] = serde_json::Value::Null;
        for r in value["rounds"].as_array_mut().unwrap() {
            r["seed"] = serde_json::Value::Null;
        }
        value["start"] = serde_json::json!(vec![0; n]);
        let checked = check_line(&value.to_string());
        prop_assert!(checked.valid(), "{:?}", checked.problems);
        let replayed = checked.replayed.unwrap();
        prop_assert_eq!(replayed.result(), table.game().result());
    }
}

/// Seeded records of `tenace shed play` check with their seeds.
#[test]
fn seeded_records_check_with_their_seeds() {
    use tenace_shedding::seeds::deal_seeds;
    use tenace_shedding::tournament::GameSpec;
    let seeds = deal_seeds(77, 3);
    for (d, &game_seed) in seeds.iter().enumerate() {
        for j in 0..3 {
            let spec = GameSpec::new(d * 3 + j, 0, d, j, game_seed, 77, &[Some(0), Some(1), Some(2)]);
            let names = ["sample#0".to_owned(), "strong#1".to_owned(), "greedy#2".to_owned()];
            let names: Vec<String> = (0..3).map(|s| names[spec.seats[s].unwrap()].clone()).collect();
            let bots: Vec<String> = names.iter().map(|n| n.split('#').next().unwrap().to_owned()).collect();
            let mut players: Vec<Box<dyn robots::Robot>> =
                bots.iter().zip(&spec.bot_seeds).map(|(id, s)| robots::by_id(id, *s).unwrap()).collect();
            let mut table = spec.table(Variant::CONTEST, names, bots).unwrap();
            while let Some(seat) = table.due() {
                let d = players[seat.index()].decide(&table.seen(seat));
                table.act(seat, d.act, d.say.as_deref()).unwrap();
            }
            let checked = check_line(&table.record_json());
            assert!(checked.valid(), "{:?}", checked.problems);
        }
    }
}
