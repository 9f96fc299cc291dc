//! The solver against a plain minimax on small random positions: every card
//! tried, no table, no pruning — slow, but obviously right.

use proptest::prelude::*;
use tenace_bridge::{BySeat, Seat, Strain};
use tenace_cards::{Card, CardSet};
use tenace_dd::{Budget, Position, Solver};

/// Tricks for the side to move, by brute force.
fn minimax(hands: &mut BySeat<CardSet>, trick: &mut Vec<(Seat, Card)>, leader: Seat, strain: Strain) -> u8 {
    let to_move = leader.advance(trick.len());
    if trick.is_empty() && hands[leader].is_empty() {
        return 0;
    }
    let hand = hands[to_move];
    let legal: Vec<Card> = match trick.first() {
        Some((_, lead)) if hand.suit_len(lead.suit) > 0 => hand.suit(lead.suit).iter().collect(),
        _ => hand.iter().collect(),
    };
    let mut best = 0;
    for card in legal {
        hands[to_move].remove(card);
        trick.push((to_move, card));
        let value = if trick.len() == 4 {
            let lead = trick[0].1.suit;
            let power = |c: Card| match strain.trump() {
                Some(t) if c.suit == t => 100 + c.rank as i32,
                _ if c.suit == lead => c.rank as i32,
                _ => 0,
            };
            let winner = trick.iter().max_by_key(|(_, c)| power(*c)).map(|(s, _)| *s).unwrap_or(leader);
            let saved = std::mem::take(trick);
            let rest = minimax(hands, trick, winner, strain);
            *trick = saved;
            let left = hands[winner].len() as u8;
            let ours = if winner.side() == to_move.side() { rest } else { left - rest };
            ours + u8::from(winner.side() == to_move.side())
        } else {
            let next = leader.advance(trick.len());
            let rest = minimax(hands, trick, leader, strain);
            let left = hands[leader].len() as u8 + 1;
            if next.side() == to_move.side() {
                rest
            } else {
                left - rest
            }
        };
        trick.pop();
        hands[to_move].insert(card);
        best = best.max(value);
    }
    best
}

/// A random position: `n` cards each dealt from a shuffled pack, with `played`
/// cards of the current trick already played (legally) by the first players.
fn position() -> impl Strategy<Value = (Position, u64)> {
    (1usize..=4, 0usize..4, 0usize..5, 0usize..4, Just(()).prop_perturb(|_, mut rng| rng.next_u64())).prop_map(
        |(n, leader, strain, played, seed)| {
            let mut cards: Vec<Card> = CardSet::FULL.iter().collect();
            let mut state = seed | 1;
            for i in (1..cards.len()).rev() {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                cards.swap(i, (state % (i as u64 + 1)) as usize);
            }
            let leader = Seat::from_index(leader);
            let mut hands = BySeat::splat(CardSet::EMPTY);
            for (k, chunk) in cards.chunks(n).take(4).enumerate() {
                hands[leader.advance(k)] = chunk.iter().copied().collect();
            }
            let mut trick = Vec::new();
            if n > 1 || played == 0 {
                for k in 0..played {
                    let seat = leader.advance(k);
                    let hand = hands[seat];
                    let card = match trick.first() {
                        Some(lead) => {
                            let lead: &Card = lead;
                            hand.highest_in(lead.suit).or_else(|| hand.lowest_in(Suit::Clubs)).or(hand.iter().next())
                        }
                        None => hand.iter().next(),
                    };
                    if let Some(card) = card {
                        hands[seat].remove(card);
                        trick.push(card);
                    }
                }
            }
            (Position { strain: Strain::ASCENDING[strain], hands, leader, trick }, seed)
        },
    )
}

use tenace_cards::Suit;

/// The solver's answer and every card's value in `position` against the
/// brute force; `seed` picks the guess `tricks_near` starts from.
fn check(position: Position, seed: u64) -> Result<(), TestCaseError> {
    let mut solver = Solver::default();
    let solution = solver.solve_position(&position, &mut Budget::unlimited()).unwrap();
    let mut hands = position.hands;
    let seats = position.trick.iter().enumerate().map(|(k, &c)| (position.leader.advance(k), c));
    let mut trick: Vec<(Seat, Card)> = seats.collect();
    let expected = minimax(&mut hands, &mut trick, position.leader, position.strain);
    prop_assert_eq!(solution.tricks, expected, "{:?}", position);
    // Starting from any guess, with a fresh table, gives the same answer.
    let guess = (seed % 14) as u8;
    let near = Solver::default().tricks_near(&position, guess, &mut Budget::unlimited()).unwrap();
    prop_assert_eq!(near, expected, "guess {} in {:?}", guess, position);
    // The one-probe question agrees at every target around the answer.
    for target in expected.saturating_sub(1)..=expected.saturating_add(1) {
        let reaches = Solver::default().reaches(&position, target, &mut Budget::unlimited()).unwrap();
        prop_assert_eq!(reaches, target <= expected, "target {} in {:?}", target, position);
    }
    for value in &solution.cards {
        let mover = position.to_move();
        hands[mover].remove(value.card);
        trick.push((mover, value.card));
        // Value of the card: tricks for the mover's side after playing it.
        let after = if trick.len() == 4 {
            let lead = trick[0].1.suit;
            let power = |c: Card| match position.strain.trump() {
                Some(t) if c.suit == t => 100 + c.rank as i32,
                _ if c.suit == lead => c.rank as i32,
                _ => 0,
            };
            let winner = trick.iter().max_by_key(|(_, c)| power(*c)).map(|(s, _)| *s).unwrap_or(mover);
            let saved = std::mem::take(&mut trick);
            let rest = minimax(&mut hands, &mut trick, winner, position.strain);
            trick = saved;
            let left = hands[winner].len() as u8;
            let ours = if winner.side() == mover.side() { rest } else { left - rest };
            ours + u8::from(winner.side() == mover.side())
        } else {
            let next = position.leader.advance(trick.len());
            let rest = minimax(&mut hands, &mut trick, position.leader, position.strain);
            let left = hands[position.leader].len() as u8 + 1;
            if next.side() == mover.side() {
                rest
            } else {
                left - rest
            }
        };
        trick.pop();
        hands[mover].insert(value.card);
        prop_assert_eq!(value.tricks, after, "card {} in {:?}", value.card, position);
    }
    Ok(())
}

proptest! {
    // 3,000 cases by default (a few seconds); `PROPTEST_CASES=N` for another count.
    #![proptest_config(ProptestConfig::with_cases(
        std::env::var("PROPTEST_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(3000)
    ))]

    #[test]
    fn solver_agrees_with_minimax((position, seed) in position()) {
        check(position, seed)?;
    }
}

/// Cases of the long run that every change of the search must pass.
const LONG_RUN_CASES: u32 = 20_000;

/// The record of the last long run, kept with the tests.
fn record_path() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/minimax-long-run.txt")
}

/// A fingerprint of the solver's source (`src/*.rs`, by name, line endings
/// ignored): FNV-1a, 64 bits. Any edit of the search changes it.
fn search_fingerprint() -> String {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()))
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.extension().is_some_and(|x| x == "rs"))
        .collect();
    files.sort();
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for path in files {
        let text = std::fs::read(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        for &byte in name.as_bytes().iter().chain([0u8].iter()).chain(text.iter().filter(|&&b| b != b'\r')) {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
    }
    format!("{hash:016x}")
}

/// The rule: the brute-force comparison at 20,000 cases once per
/// change of the search. Too slow for every test run, so the long run
/// (`long_minimax_run`, ignored) records the source it passed on, and this
/// cheap test fails when the solver's source differs from that record.
#[test]
fn long_minimax_run_covers_this_search() {
    let record = std::fs::read_to_string(record_path()).unwrap_or_default();
    let recorded = record.lines().find_map(|l| l.strip_prefix("search ")).map(str::trim);
    let now = search_fingerprint();
    assert_eq!(
        recorded,
        Some(now.as_str()),
        "the solver's source changed since its last {LONG_RUN_CASES}-case minimax run: run \
         `cargo test --release -p tenace-dd --test minimax -- --ignored long_minimax_run` \
         (about a minute), which rewrites tests/minimax-long-run.txt when every case passes"
    );
}

/// The long run: 20,000 random positions against the brute force; on success
/// it records the source fingerprint for `long_minimax_run_covers_this_search`.
#[test]
#[ignore = "about a minute in release; run once per change of the search"]
fn long_minimax_run() {
    use proptest::test_runner::{Config, TestRunner};
    let mut runner = TestRunner::new(Config { cases: LONG_RUN_CASES, ..Config::default() });
    let result = runner.run(&position(), |(position, seed)| check(position, seed));
    if let Err(e) = result {
        panic!("{e}");
    }
    let text = format!(
        "# The last long minimax run (tests/minimax.rs, `long_minimax_run`): every case agreed.\n\
         # Rewritten by that run; `long_minimax_run_covers_this_search` compares the fingerprint.\n\
         search {}\ncases {LONG_RUN_CASES}\n",
        search_fingerprint()
    );
    std::fs::write(record_path(), text).unwrap_or_else(|e| panic!("cannot write the record: {e}"));
}
