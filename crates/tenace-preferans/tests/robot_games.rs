//! Whole games played by the robots (fast level, two deals each, any
//! variant and table size): the 32 cards are conserved, every card was
//! legal (the Appendix C record replays card by card through the rules),
//! a played deal has ten tricks, the settlement sums to zero, the record
//! re-scores to its own result through the Appendix A scorer, and the game
//! keeps the core's laws (replay, undo, saves).

use proptest::prelude::*;
use tenace_cards::{CardSet, Pack};
use tenace_core::log::conformance;
use tenace_core::{Logged, Record, Rules};
use tenace_preferans::playrecord::{replay, selfplay_setup, write, Extras};
use tenace_preferans::record::score_text;
use tenace_preferans::robot::{play_out, Level};
use tenace_preferans::{Game, Ratio, Variant};

fn json_roundtrip(r: &Record<Game>) -> Result<Record<Game>, String> {
    let text = serde_json::to_string(r).map_err(|e| e.to_string())?;
    serde_json::from_str(&text).map_err(|e| e.to_string())
}

proptest! {
    // Four games of two deals keep the test near a second of CPU; the
    // end-to-end self-play test and the fuzz target add more games.
    #![proptest_config(ProptestConfig { cases: 4, ..ProptestConfig::default() })]
    #[test]
    fn robot_games_keep_every_invariant(v in 0usize..3, players in 3usize..=4, seed in any::<u64>()) {
        let variant = Variant::ALL[v];
        let setup = selfplay_setup(variant, players, 10, seed, 1, 2).map_err(TestCaseError::fail)?;
        let mut game = Logged::<Game>::new(setup);
        play_out(&mut game, Level::Fast, 10_000, |_, _, _| {}).map_err(TestCaseError::fail)?;
        prop_assert!(game.is_over());
        for h in &game.finished {
            let mut all = h.deal.talon_set();
            for (_, cards) in h.deal.hands.iter() {
                let set: CardSet = cards.iter().copied().collect();
                prop_assert!(set.is_disjoint(all), "P2: a card dealt twice");
                all = all.union(set);
            }
            prop_assert_eq!(all, Pack::Piquet32.cards(), "P2: 32 cards");
            if let Some(p) = &h.play {
                // Robots never claim (P34, C1): every played deal runs its ten tricks.
                prop_assert_eq!(p.tricks.len(), 10);
                prop_assert_eq!(p.won.values().map(|n| *n as u32).sum::<u32>(), 10, "P29");
            }
        }
        let result = game.result();
        prop_assert_eq!(result.settlement.values().copied().sum::<Ratio>(), Ratio::ZERO, "P81");
        let line = write(&game, Extras { seed: Some(seed), game: Some(1), max_deals: Some(2) }).map_err(TestCaseError::fail)?;
        let replayed = replay(&line).map_err(TestCaseError::fail)?;
        prop_assert_eq!(replayed.result(), result.clone(), "C10: the record replays card by card");
        let (scored, _) = score_text(&line).map_err(TestCaseError::fail)?;
        prop_assert_eq!(scored, result, "C12: the Appendix A part re-scores to the result");
        conformance::check_game(&game, json_roundtrip).map_err(TestCaseError::fail)?;
    }
}
