//! Random whole games (random legal actions at every seat) keep the core's
//! laws (`tenace_core::log::conformance`) and Preferans' own invariants:
//! 32 cards conserved, ten tricks a played deal, every card legal, a sheet
//! that settles to zero.

use proptest::prelude::*;
use tenace_cards::{CardSet, Pack, SeededRng};
use tenace_core::log::conformance;
use tenace_core::{Logged, Record, Rules};
use tenace_preferans::game::{Deals, Setup, Table};
use tenace_preferans::{Game, Ratio, Variant};

fn json_roundtrip(r: &Record<Game>) -> Result<Record<Game>, String> {
    let text = serde_json::to_string(r).map_err(|e| e.to_string())?;
    serde_json::from_str(&text).map_err(|e| e.to_string())
}

fn setup(variant: Variant, players: usize, seed: u64, deals: usize) -> Setup {
    let table = Table::new(variant, players, 10).unwrap();
    Setup { table, deals: Deals::Seeded(seed), start: None, max_deals: Some(deals) }
}

fn check_invariants(game: &Logged<Game>) -> Result<(), TestCaseError> {
    for hand in &game.finished {
        // P2: the hands and the talon hold the 32 cards once.
        let mut all = hand.deal.talon_set();
        for (_, h) in hand.deal.hands.iter() {
            let set: CardSet = h.iter().copied().collect();
            prop_assert!(set.is_disjoint(all));
            all = all.union(set);
        }
        prop_assert_eq!(all, Pack::Piquet32.cards());
        if let Some(play) = &hand.play {
            prop_assert_eq!(play.tricks.len(), 10, "P29: a played deal has ten tricks");
            let total: u32 = play.won.values().map(|n| *n as u32).sum();
            prop_assert_eq!(total, 10);
            let played: CardSet = play.played_cards();
            let expected = if hand.kind() == Some(tenace_preferans::record::Kind::Allpass) {
                30 + play.tricks.iter().filter(|t| t.talon).count()
            } else {
                30
            };
            prop_assert_eq!(played.len(), expected);
        }
    }
    let sum: Ratio = game.result().settlement.values().copied().sum();
    prop_assert_eq!(sum, Ratio::ZERO, "P81");
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]
    #[test]
    fn random_games_keep_the_laws(v in 0usize..3, players in 3usize..=4, seed in any::<u64>(), picks in any::<u64>()) {
        let variant = Variant::ALL[v];
        let mut rng = SeededRng::new(picks);
        let game = conformance::random_playout::<Game>(setup(variant, players, seed, 3), 2000, |n| rng.below(n as u32) as usize)
            .map_err(TestCaseError::fail)?;
        prop_assert!(game.is_over());
        check_invariants(&game)?;
        conformance::check_game(&game, json_roundtrip).map_err(TestCaseError::fail)?;
    }
}
