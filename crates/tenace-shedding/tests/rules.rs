//! One test (or more) per numbered rule of §2–§3 (S1–S46) and A.4.

mod support;

use support::*;
use tenace_cards::{Card, SeededRng, Suit};
use tenace_core::{ByPlayer, Rules, Seating};
use tenace_shedding::cards::{canonical, pack, pack_order};
use tenace_shedding::game::{Deals, EndReason, Event, GameEnd, GivenRound, PenaltyBy, Phase, MAX_TURNS};
use tenace_shedding::robots::Sample;
use tenace_shedding::variant::{Eights, FirstCard, JackPoints, MultiPlay};
use tenace_shedding::view::Seen;
use tenace_shedding::{Act, Game, Setup, Variant};

fn seeded(variant: Variant, n: usize, seed: u64) -> Game {
    Game::new(Setup::seeded(variant, n, seed).unwrap())
}

/// Plays the game with `sample` robots until `stop` says so or the game ends.
fn run_sample(game: &mut Game, seed: u32, mut stop: impl FnMut(&Game) -> bool) {
    let mut bots: Vec<Sample> = (0..game.seating().count()).map(|s| Sample::new(seed + s as u32)).collect();
    while let Some(seat) = game.due() {
        if stop(game) {
            return;
        }
        let act = bots[seat.index()].choose(&Seen::new(game, seat));
        game.act(tenace_shedding::Action::new(seat, act)).unwrap();
    }
}

#[test]
fn s1_s36_two_to_six_players() {
    for n in 2..=6 {
        let game = seeded(Variant::CONTEST, n, 1);
        assert_eq!(game.players().len(), n);
    }
    assert!(Setup::seeded(Variant::CONTEST, 7, 1).is_err());
    assert!(Setup::seeded(Variant::BACKYARD, 5, 1).is_err());
}

#[test]
fn s2_s7_the_pack_hands_and_stock() {
    for n in 2..=6 {
        let game = seeded(Variant::CONTEST, n, n as u64);
        let r = game.round();
        let dealt = r.dealt().unwrap();
        assert!(dealt.values().all(|h| h.len() == 5));
        assert_eq!(r.initial_stock().len(), 36 - 5 * n);
        let all: Vec<Card> = dealt.values().flatten().chain(r.initial_stock()).copied().collect();
        assert_eq!(all.iter().copied().collect::<tenace_cards::CardSet>(), pack());
        assert_eq!(all.len(), 36);
    }
}

/// S3: play passes clockwise; S4: seat 0 deals round 1, then the deal passes on.
#[test]
fn s3_s4_clockwise_and_the_dealer_rotates() {
    let mut game = seeded(Variant::CONTEST, 3, 5);
    assert_eq!(game.round().dealer(), p(0));
    run_sample(&mut game, 1, |_| false);
    assert!(game.rounds().len() > 1);
    for r in game.rounds() {
        assert_eq!(r.dealer().index(), (r.number() as usize - 1) % 3, "S4");
    }
    // Without skips, turn t + 1 belongs to the seat after turn t's.
    for r in game.rounds() {
        let mut seat = None;
        for e in r.events() {
            match e {
                Event::End { seat: s } => seat = Some(*s),
                Event::Skip { seat: s } => {
                    assert_eq!(Some(*s), seat.map(|x| game.seating().next(x)), "S19 skips in turn order");
                    seat = Some(*s);
                }
                Event::Play { seat: s, auto: false, .. } | Event::Draw { seat: s, .. } => {
                    if let Some(prev) = seat.take() {
                        assert_eq!(*s, game.seating().next(prev), "S3");
                    }
                }
                _ => {}
            }
        }
    }
}

/// S5–S6 and A.4: the seeded shuffle and the deal, card by card.
#[test]
fn s5_s6_a4_deal_from_the_round_seed() {
    let game_seed = 0xDEAD_BEEF;
    let game = seeded(Variant::CONTEST, 4, game_seed);
    let r = game.round();
    let round_seed = SeededRng::new(game_seed).next_u64();
    assert_eq!(r.seed(), Some(round_seed), "S77");
    let mut shuffled = pack_order();
    SeededRng::new(round_seed).shuffle(&mut shuffled);
    let dealt = r.dealt().unwrap();
    for (k, card) in shuffled.iter().take(20).enumerate() {
        let seat = (k + 1) % 4; // dealer 0: the player on his left first
        assert_eq!(dealt[p(seat as u8)][k / 4], *card);
    }
    assert_eq!(r.initial_stock(), &shuffled[20..]);
    // S8: the dealer's last dealt card opens.
    let opening = dealt[p(0)][4];
    assert_eq!(
        r.events()[0],
        Event::Play {
            seat: p(0),
            card: opening,
            suit: (opening.rank == tenace_cards::Rank::Jack).then_some(opening.suit),
            auto: true
        }
    );
}

/// S37 / A.4: `first_card = random` takes card `below(hand_size)` of the dealer's hand.
#[test]
fn s37_random_first_card() {
    let v = Variant { first_card: FirstCard::Random, ..Variant::CONTEST };
    for seed in 0..20u64 {
        let game = seeded(v, 4, seed);
        let r = game.round();
        let mut rng = SeededRng::new(r.seed().unwrap());
        let mut shuffled = pack_order();
        rng.shuffle(&mut shuffled);
        let i = rng.below(5) as usize;
        let expected = r.dealt().unwrap()[p(0)][i];
        match &r.events()[0] {
            Event::Play { card, auto: true, seat, .. } => {
                assert_eq!((*seat, *card), (p(0), expected));
            }
            other => panic!("{other:?}"),
        }
    }
}

fn given(n: usize, hands: Vec<&str>, stock: &str, variant: Variant) -> Game {
    let seating = Seating::new(n).unwrap();
    let mut stock = cards(stock);
    let used: tenace_cards::CardSet = hands.iter().flat_map(|h| cards(h)).chain(stock.iter().copied()).collect();
    stock.extend(canonical(pack().difference(used)));
    let round = GivenRound {
        hands: ByPlayer::from_vec(hands.iter().map(|h| cards(h)).collect()).unwrap(),
        stock,
        opening: None,
        reshuffles: vec![],
    };
    Game::new(Setup::new(variant, seating, ByPlayer::splat(seating, 0), Deals::Given { rounds: vec![round] }).unwrap())
}

/// S8: the opening card has its effect; a six must be covered by the dealer.
#[test]
fn s8_the_opening_card_has_its_effect() {
    // A seven: the next player draws at once.
    let game = given(3, vec!["6C 6D 6H 9S 7S", "8C 8D 8H 9C 9D", "TC TD TH TS 9H"], "AC", Variant::CONTEST);
    assert_eq!(
        game.round().events()[1],
        Event::Penalty {
            seat: p(1),
            n: 1,
            by: PenaltyBy::Seven,
            cards: tenace_shedding::game::Drawn::from_slice(&[c("AC")])
        }
    );
    assert_eq!(game.due(), Some(p(0)));
    assert_eq!(game.round().turn().phase, Phase::Continue, "the dealer continues as after any card");
    assert_eq!(legal(&game), ["end"]);
    // A six: the dealer must cover it.
    let game = given(3, vec!["7C 7D 7H 9S 6S", "8C 8D 8H 9C 9D", "TC TD TH TS 9H"], "AC", Variant::CONTEST);
    assert_eq!(game.round().turn().phase, Phase::Cover);
    assert_eq!(legal(&game), ["9S"]);
    // A jack names no suit: its own suit is the suit to follow.
    let game = given(3, vec!["7C 7D 7H 9S JD", "8C 8D 8H 9C 9D", "TC TD TH TS 9H"], "AC", Variant::CONTEST);
    assert_eq!(game.round().suit(), Suit::Diamonds);
    assert_eq!(
        game.round().events()[0],
        Event::Play { seat: p(0), card: c("JD"), suit: Some(Suit::Diamonds), auto: true }
    );
    // An eight: the next player draws two and will miss his turn.
    let game = given(3, vec!["7C 7D 7H 9S 8S", "6C 6D 6H 9C 9D", "TC TD TH TS 9H"], "AC KC", Variant::CONTEST);
    assert_eq!(game.round().skips()[p(1)], 1);
    assert_eq!(hand(&game, 1).len(), 7);
}

/// S11, S12, S40: the voluntary draw; one a turn; `forced_play` forbids it.
#[test]
fn s11_s12_s40_voluntary_draw() {
    let mut pos = Pos::new(3, 1);
    pos.hands = vec!["", "9S 6H", ""];
    pos.discard = "9D";
    pos.stock = "7C 8C";
    pos.fill = Fill::Hands(&[0, 2]);
    let mut game = pos.build();
    assert!(legal(&game).contains(&"draw".to_owned()), "S11: a draw with a matching card in hand");
    act(&mut game, 1, Act::Draw);
    assert_eq!(game.round().turn().phase, Phase::AfterDraw);
    assert_eq!(legal(&game), ["9S", "end"], "S12: the drawn card 7C does not match; 9S still may be played");
    assert_eq!(refused(&game, 1, Act::Draw), "S12");
    let mut forced = pos;
    forced.variant = Variant { forced_play: true, ..Variant::CONTEST };
    let game = forced.build();
    assert_eq!(legal(&game), ["9S"]);
    assert_eq!(refused(&game, 1, Act::Draw), "S40");
}

/// S13: extra cards are of the same rank, any suit; only the last jack's suit counts.
#[test]
fn s13_several_cards_of_a_rank_and_several_jacks() {
    let mut pos = Pos::new(3, 1);
    pos.hands = vec!["", "JS JH JD 9C", ""];
    pos.discard = "9D";
    pos.stock = "7C";
    pos.fill = Fill::Hands(&[0, 2]);
    let mut game = pos.build();
    jack(&mut game, 1, "JS", Suit::Clubs);
    assert_eq!(legal(&game), ["JH/S", "JH/H", "JH/D", "JH/C", "JD/S", "JD/H", "JD/D", "JD/C", "end"]);
    jack(&mut game, 1, "JH", Suit::Hearts);
    jack(&mut game, 1, "JD", Suit::Spades);
    assert_eq!(game.round().suit(), Suit::Spades);
}

/// S14: no end before a card or a draw.
#[test]
fn s14_no_end_before_acting() {
    let mut pos = Pos::new(3, 1);
    pos.hands = vec!["", "9S", ""];
    pos.discard = "9D";
    pos.stock = "7C";
    pos.fill = Fill::Hands(&[0, 2]);
    let game = pos.build();
    assert_eq!(refused(&game, 1, Act::End), "S14");
}

/// S15: a jack matches anything, even a six to be covered; it names a suit.
#[test]
fn s15_a_jack_covers_a_six_and_names_a_suit() {
    let mut pos = Pos::new(3, 1);
    pos.hands = vec!["", "6D JC KS", ""];
    pos.discard = "9D";
    pos.stock = "7C";
    pos.fill = Fill::Hands(&[0, 2]);
    let mut game = pos.build();
    play(&mut game, 1, "6D");
    assert_eq!(legal(&game), ["JC/S", "JC/H", "JC/D", "JC/C"]);
    assert_eq!(refused(&game, 1, Act::play(c("JC"))), "S15", "a jack without a suit");
    assert_eq!(refused(&game, 1, Act::jack(c("KS"), Suit::Hearts)), "S15", "a king naming a suit");
    jack(&mut game, 1, "JC", Suit::Spades);
    assert_eq!(legal(&game), ["end"]);
    act(&mut game, 1, Act::End);
    assert_eq!(game.round().suit(), Suit::Spades);
}

/// S16: several sevens: the next player draws one per seven, and plays on.
#[test]
fn s16_sevens_stack_on_the_next_player() {
    let mut pos = Pos::new(3, 0);
    pos.hands = vec!["7D 7S 9C", "KH", "KC"];
    pos.discard = "TD";
    pos.stock = "AC AD AH";
    let mut game = pos.build();
    play(&mut game, 0, "7D");
    play(&mut game, 0, "7S");
    act(&mut game, 0, Act::End);
    assert_eq!(hand(&game, 1), ["KH", "AD", "AC"]);
    assert_eq!(game.due(), Some(p(1)), "a seven makes no one miss a turn");
}

/// S17: three eights at three players hit the first opponent twice; at two
/// players both eights hit the only opponent (four cards, two turns missed).
#[test]
fn s17_eights_cycle_over_the_opponents() {
    let mut pos = Pos::new(3, 0);
    pos.hands = vec!["8D 8S 8C 9C", "KH", "KC"];
    pos.discard = "TD";
    pos.stock = "6C 7C 6D 7D 6H 7H";
    let mut game = pos.build();
    for e in ["8D", "8S", "8C"] {
        play(&mut game, 0, e);
    }
    assert_eq!(game.round().skips().as_slice(), &[0, 2, 1]);
    assert_eq!(hand(&game, 1).len(), 5, "KH + two penalties of two");
    assert_eq!(hand(&game, 2).len(), 3);
    let mut pos = Pos::new(2, 0);
    pos.hands = vec!["8D 8S 9C", "KH"];
    pos.discard = "TD";
    pos.stock = "6C 7C 6D 7D";
    let mut game = pos.build();
    play(&mut game, 0, "8D");
    play(&mut game, 0, "8S");
    assert_eq!(hand(&game, 1).len(), 5);
    assert_eq!(game.round().skips()[p(1)], 2);
}

/// S18: aces spread like eights.
#[test]
fn s18_aces_spread() {
    let mut pos = Pos::new(4, 0);
    pos.hands = vec!["AD AS AC 9C", "KH", "KC", "KS"];
    pos.discard = "TD";
    pos.stock = "6C";
    let mut game = pos.build();
    for a in ["AD", "AS", "AC"] {
        play(&mut game, 0, a);
    }
    assert_eq!(game.round().skips().as_slice(), &[0, 1, 1, 1]);
    act(&mut game, 0, Act::End);
    assert_eq!(game.due(), Some(p(0)), "everyone else is skipped");
}

/// S20: a six never ends a turn: no one goes out on one.
#[test]
fn s20_no_going_out_on_a_six() {
    let mut pos = Pos::new(3, 1);
    pos.hands = vec!["", "6D", ""];
    pos.discard = "9D";
    pos.stock = "KC QD";
    pos.fill = Fill::Hands(&[0, 2]);
    let mut game = pos.build();
    play(&mut game, 1, "6D");
    assert!(game.rounds()[0].end().is_none());
    assert_eq!(legal(&game), ["draw"]);
    act(&mut game, 1, Act::Draw); // KC: no cover
    act(&mut game, 1, Act::Draw); // QD covers
    play(&mut game, 1, "QD");
    assert_eq!(hand(&game, 1), ["KC"]);
}

/// S21, S26: a player goes out when his last card (and its penalties) is laid.
#[test]
fn s21_s26_going_out_after_the_penalty() {
    let mut pos = Pos::new(3, 1);
    pos.hands = vec!["", "8D", "KH"];
    pos.discard = "9D";
    pos.stock = "AC AH";
    pos.fill = Fill::Hands(&[0]);
    let mut game = pos.build();
    play(&mut game, 1, "8D");
    let end = game.rounds()[0].end().unwrap();
    assert_eq!((end.reason, end.out), (EndReason::Out, Some(p(1))));
    assert_eq!(end.points[p(2)], 10 + 15 + 15, "the penalty cards count (S21)");
}

/// S25: a penalty that can only be partly drawn ends the round, `exhausted`.
#[test]
fn s25_incomplete_penalty_ends_the_round() {
    let mut pos = Pos::new(3, 1);
    pos.hands = vec!["", "8D KD", "KH"];
    pos.discard = "9D";
    pos.fill = Fill::Hands(&[0]);
    let mut game = pos.build();
    play(&mut game, 1, "8D");
    let r = &game.rounds()[0];
    let end = r.end().unwrap();
    assert_eq!(end.reason, EndReason::Exhausted);
    let n = r.events().len();
    assert_eq!(r.events()[n - 2], Event::Reshuffle { cards: vec![c("9D")] }, "9D comes back");
    match &r.events()[n - 1] {
        Event::Penalty { n: 2, cards, .. } => assert_eq!(cards.as_slice(), &[c("9D")], "one of two"),
        other => panic!("{other:?}"),
    }
    // Nothing can be drawn: the voluntary draw is not offered.
    let mut pos = Pos::new(3, 1);
    pos.hands = vec!["", "9S", ""];
    pos.discard = "9D";
    pos.fill = Fill::Hands(&[0, 2]);
    let game = pos.build();
    assert_eq!(legal(&game), ["9S"]);
    assert_eq!(refused(&game, 1, Act::Draw), "S25");
}

/// S27d: a round ends after its 1,000th turn, reason `cap`.
#[test]
fn s27_the_turn_cap() {
    // A position at the start of turn 1,000.
    let mut pos = Pos::new(2, 0);
    pos.hands = vec!["9D 9S", "KH"];
    pos.discard = "TD";
    pos.stock = "6C";
    pos.turn_no = MAX_TURNS;
    let setup_pos = pos.setup();
    let mut game = Game::new(setup_pos);
    play(&mut game, 0, "9D");
    act(&mut game, 0, Act::End);
    let end = game.rounds()[0].end().unwrap();
    assert_eq!((end.reason, end.turns), (EndReason::Cap, MAX_TURNS));
}

/// S29, S31, S32: points, a total of exactly 125 burns, several may lose.
#[test]
fn s29_s31_s32_scoring() {
    let mut pos = Pos::new(3, 1);
    pos.hands = vec!["JD JS", "9D", "AC AD TH QH KH"];
    pos.discard = "9C";
    pos.stock = "6C";
    pos.fill = Fill::StockBottom;
    pos.start = vec![90, 10, 64];
    let mut game = pos.build();
    play(&mut game, 1, "9D");
    let end = game.rounds()[0].end().unwrap();
    assert_eq!(end.points.as_slice(), &[40, 0, 60]);
    assert_eq!(end.totals.as_slice(), &[130, 10, 124]);
    assert_eq!(end.lost, vec![p(0)]);
    let mut pos2 = Pos::new(3, 1);
    pos2.hands = vec!["JD JS", "9D", "AC AD TH QH KH"];
    pos2.discard = "9C";
    pos2.stock = "6C";
    pos2.start = vec![85, 10, 70];
    let mut game = pos2.build();
    play(&mut game, 1, "9D");
    let end = game.rounds()[0].end().unwrap();
    assert_eq!(end.totals.as_slice(), &[0, 10, 130], "85 + 40 = 125 becomes 0");
    assert_eq!(end.lost, vec![p(2)]);
    let result = game.result().unwrap();
    assert_eq!(result.end, GameEnd::Lost);
    assert_eq!(result.places.as_slice(), &[1, 2, 3]);
    // Both lose.
    let mut pos3 = Pos::new(3, 1);
    pos3.hands = vec!["JD JS", "9D", "AC AD TH QH KH"];
    pos3.discard = "9C";
    pos3.stock = "6C";
    pos3.start = vec![100, 10, 100];
    let mut game = pos3.build();
    play(&mut game, 1, "9D");
    assert_eq!(game.result().unwrap().lost, vec![p(0), p(2)]);
    assert_eq!(game.result().unwrap().places.as_slice(), &[2, 1, 3], "losers after the others, by total");
}

/// S34: a game that reaches 100 rounds ends with no loser.
#[test]
fn s34_the_round_cap() {
    let v = Variant { lose_above: 1_000_000, reset_at: 1_000_000, ..Variant::CONTEST };
    let mut game = seeded(v, 3, 12);
    run_sample(&mut game, 3, |_| false);
    let result = game.result().unwrap();
    assert_eq!(result.end, GameEnd::Cap);
    assert_eq!(result.rounds, 100);
    assert!(result.lost.is_empty());
}

/// S39: `jacks_only`: one card a turn, except jacks; a six still takes its cover.
#[test]
fn s39_one_card_a_turn() {
    let v = Variant { multi_play: MultiPlay::JacksOnly, ..Variant::CONTEST };
    let mut pos = Pos::new(3, 1);
    pos.variant = v;
    pos.hands = vec!["", "6D 9D JC JH 9S", ""];
    pos.discard = "TD";
    pos.stock = "7C";
    pos.fill = Fill::Hands(&[0, 2]);
    let mut game = pos.build();
    play(&mut game, 1, "6D");
    play(&mut game, 1, "9D");
    assert_eq!(legal(&game), ["end"], "the cover was the one card more");
    let mut game = pos.build();
    jack(&mut game, 1, "JC", Suit::Hearts);
    assert_eq!(legal(&game), ["JH/S", "JH/H", "JH/D", "JH/C", "end"]);
}

/// S41: `single`: one eight a turn.
#[test]
fn s41_single_eight() {
    let mut pos = Pos::new(3, 0);
    pos.variant = Variant { eights: Eights::Single, ..Variant::CONTEST };
    pos.hands = vec!["8D 8S 9C", "KH", "KC"];
    pos.discard = "TD";
    pos.stock = "6C 7C 6D 7D";
    let mut game = pos.build();
    play(&mut game, 0, "8D");
    assert_eq!(legal(&game), ["end"]);
    assert_eq!(refused(&game, 0, Act::play(c("8S"))), "S41");
}

/// S42: `backyard` jack points: 20 alone, 10 with other cards; −20 for each
/// jack of the final turn of the player who goes out.
#[test]
fn s42_backyard_jacks() {
    let v = Variant { jack_points: JackPoints::Backyard, ..Variant::CONTEST };
    let mut pos = Pos::new(3, 1);
    pos.variant = v;
    pos.hands = vec!["JD JS", "JC JH", "QH 6H"];
    pos.discard = "9C";
    pos.stock = "6C";
    let mut game = pos.build();
    jack(&mut game, 1, "JC", Suit::Hearts);
    jack(&mut game, 1, "JH", Suit::Hearts);
    let end = game.rounds()[0].end().unwrap();
    assert_eq!(end.points.as_slice(), &[40, -40, 10]);
}

/// S43: each reshuffle raises the multiplier; every hand scores times it.
#[test]
fn s43_multiplier() {
    let mut pos = Pos::new(2, 1);
    pos.variant = Variant { reshuffle_multiplier: true, ..Variant::CONTEST };
    pos.hands = vec!["QH", "9S KD"];
    pos.discard = "7C 8C 9C";
    pos.fill = Fill::Hands(&[0]);
    pos.seed = Some(3);
    let mut game = pos.build();
    act(&mut game, 1, Act::Draw);
    assert_eq!(game.round().multiplier(), 2);
}

/// S44: Q♠ as the last card of a turn: the next player draws five and misses a turn.
#[test]
fn s44_queen_of_spades() {
    let mut pos = Pos::new(3, 0);
    pos.variant = Variant { queen_of_spades: true, ..Variant::CONTEST };
    pos.hands = vec!["QS 9C", "KH", "KC"];
    pos.discard = "TS";
    pos.stock = "6C 7C 6D 7D 6H 9D";
    let mut game = pos.build();
    play(&mut game, 0, "QS");
    assert_eq!(hand(&game, 1), ["KH"], "nothing yet");
    act(&mut game, 0, Act::End);
    let evs = game.round().events();
    assert!(matches!(evs[evs.len() - 2], Event::Penalty { by: PenaltyBy::QueenOfSpades, n: 5, .. }), "{evs:?}");
    assert_eq!(evs[evs.len() - 1], Event::Skip { seat: p(1) });
    assert_eq!(hand(&game, 1).len(), 6);
    assert_eq!(game.due(), Some(p(2)));
}

/// S45: partnership: a side loses when either partner exceeds 125.
#[test]
fn s45_partnership() {
    let mut pos = Pos::new(4, 1);
    pos.variant = Variant { partnership: true, ..Variant::CONTEST };
    pos.hands = vec!["AC AD", "9D", "6H", "KS KH"];
    pos.discard = "9C";
    pos.stock = "6C";
    pos.start = vec![110, 0, 0, 0];
    let mut game = pos.build();
    play(&mut game, 1, "9D");
    assert_eq!(game.result().unwrap().lost, vec![p(0), p(2)]);
}

/// S46: other limits.
#[test]
fn s46_custom_limits() {
    let mut pos = Pos::new(3, 1);
    pos.variant = Variant { lose_above: 50, reset_at: 40, ..Variant::CONTEST };
    pos.hands = vec!["KC KD KH", "9D", "QH"];
    pos.discard = "9C";
    pos.stock = "6C";
    pos.start = vec![30, 0, 30];
    let mut game = pos.build();
    play(&mut game, 1, "9D");
    let end = game.rounds()[0].end().unwrap();
    assert_eq!(end.totals.as_slice(), &[60, 0, 0], "30 + 10 = 40 resets");
    assert_eq!(end.lost, vec![p(0)]);
}

/// S35: totals never fall below 0 except through backyard jacks.
#[test]
fn s35_no_negative_totals_in_contest() {
    for seed in 0..30 {
        let mut game = seeded(Variant::CONTEST, 4, seed);
        run_sample(&mut game, seed as u32, |_| false);
        for r in game.rounds() {
            assert!(r.end().unwrap().totals.values().all(|t| *t >= 0));
        }
    }
}
