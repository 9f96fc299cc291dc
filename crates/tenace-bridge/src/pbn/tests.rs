//! Export layout and the export → import round trip over generated games.

use super::*;
use crate::{Bid, Call, Card, ContractCode, Deal, Penalty, Rank, Seat, Strain, Suit, Vulnerability};
use proptest::collection::vec;
use proptest::option;
use proptest::prelude::*;

fn sample() -> RecordedGame {
    let deal = Deal::from_pbn("N:K7.J75.QJT53.A86 J42.T82.K8.KQ943 T9.K964.A9742.J5 AQ8653.AQ3.6.T72").unwrap();
    let card = |s: &str| Some(AnnotatedCard::plain(s.parse().unwrap()));
    let mut lead = AnnotatedCard::plain("DQ".parse().unwrap());
    lead.annotation.notes.push("top of a sequence".to_owned());
    let mut one_spade = AnnotatedCall::plain(Call::Bid(Bid::of(1, Strain::Spades).unwrap()));
    one_spade.annotation.alert = true;
    RecordedGame {
        event: Some("Club \"night\"".to_owned()),
        board: crate::BoardNumber::new(1),
        players: [Some("Ann".to_owned()), None, Some("Cy".to_owned()), None].into(),
        dealer: Some(Seat::North),
        vulnerability: Some(Vulnerability::None),
        deal: Some(PartialDeal::from_deal(&deal)),
        declarer: Some(Declarer::regular(Seat::West)),
        contract: Some(ContractTag::Bid("4S".parse().unwrap())),
        result: Some(TrickCount::new(10)),
        auction: Some(RecordedAuction {
            dealer: Seat::North,
            calls: ["P", "P", "P", "1S", "P", "2S", "P", "4S", "P", "P", "P"]
                .iter()
                .map(|c| if *c == "1S" { one_spade.clone() } else { AnnotatedCall::plain(c.parse().unwrap()) })
                .collect(),
            incomplete: false,
        }),
        play: Some(RecordedPlay {
            leader: Seat::North,
            tricks: vec![
                TrickRow { cards: [Some(lead), card("D8"), card("D2"), card("D6")].into() },
                TrickRow { cards: [card("HJ"), None, None, None].into() },
            ],
            claim: None,
        }),
        tags: vec![
            Tag::new("Room", "Open"),
            Tag { name: "ScoreTable".into(), value: "Pair;Score".into(), section: vec!["1 420".into()] },
        ],
        commentary: vec!["well played".to_owned()],
        ..RecordedGame::default()
    }
}

#[test]
fn export_layout_is_the_standard_one() {
    let text = write_game(&sample());
    let expected = "\
[Event \"Club \\\"night\\\"\"]
[Site \"?\"]
[Date \"?\"]
[Board \"1\"]
[West \"?\"]
[North \"Ann\"]
[East \"?\"]
[South \"Cy\"]
[Dealer \"N\"]
[Vulnerable \"None\"]
[Deal \"N:K7.J75.QJT53.A86 J42.T82.K8.KQ943 T9.K964.A9742.J5 AQ8653.AQ3.6.T72\"]
[Scoring \"?\"]
[Declarer \"W\"]
[Contract \"4S\"]
[Result \"10\"]
[Room \"Open\"]
[ScoreTable \"Pair;Score\"]
1 420
[Auction \"N\"]
Pass Pass Pass 1S!
Pass 2S Pass 4S
Pass Pass Pass
[Play \"N\"]
DQ =1= D8 D2 D6
HJ - - -
*
[Note \"1:top of a sequence\"]
{well played}
";
    assert_eq!(text, expected);
    let back = parse(&write_file(&[sample(), sample()]));
    assert!(back.errors.is_empty());
    assert_eq!(back.games.len(), 2);
    for g in &back.games {
        assert!(g.errors.is_empty(), "{:?}", g.errors);
        assert_eq!(g.game, sample());
    }
    assert!(check(&back.games[0]).is_consistent(), "{:?}", check(&back.games[0]).problems);
}

#[test]
fn escapes_and_odd_comments_survive_the_round_trip() {
    // `%` escapes only in the first column; a `;` comment may hold a `}`;
    // doubled CRs are line ends.
    let text = "% PBN 2.1\r\r\n[Board \"3\"] ; a } b\r\n[XTable \"x\"] %1 2\r\n %3\r\n";
    let file = parse(text);
    assert!(file.errors.is_empty());
    let game = &file.games[0];
    assert!(game.errors.is_empty(), "{:?}", game.errors);
    assert_eq!(game.game.commentary, vec![" a } b".to_owned()]);
    assert_eq!(game.game.tags[0].section, vec!["%1 2".to_owned(), "%3".to_owned()]);
    let back = parse(&write_game(&game.game));
    assert_eq!(back.games[0].game, game.game);
}

#[test]
fn decode_falls_back_to_latin1() {
    assert_eq!(decode("Lévy".as_bytes()), "Lévy");
    assert_eq!(decode(b"L\xe9vy"), "Lévy");
}

fn text() -> impl Strategy<Value = String> {
    "[A-Za-z][A-Za-z0-9 .,;'\"\\\\{}\\[\\]-]{0,10}"
}

fn seat() -> impl Strategy<Value = Seat> {
    (0usize..4).prop_map(Seat::from_index)
}

fn suffix(on_call: bool) -> impl Strategy<Value = Option<Suffix>> {
    let all =
        [Suffix::Good, Suffix::Poor, Suffix::VeryGood, Suffix::VeryPoor, Suffix::Speculative, Suffix::Questionable];
    // On a call PBN's lone `!` is an alert, so "good call" cannot be written there.
    let choices: Vec<Suffix> = all.into_iter().filter(|s| !(on_call && *s == Suffix::Good)).collect();
    option::of(proptest::sample::select(choices))
}

fn annotation(on_call: bool) -> impl Strategy<Value = Annotation> {
    (
        any::<bool>(),
        vec(text(), 0..2),
        suffix(on_call),
        vec(0u16..300, 0..2),
        option::of(proptest::char::range('A', 'Z')),
    )
        .prop_map(move |(alert, notes, suffix, nags, irregularity)| Annotation {
            alert: alert && on_call,
            notes,
            suffix,
            nags,
            irregularity,
        })
}

fn call() -> impl Strategy<Value = Call> {
    prop_oneof![
        Just(Call::Pass),
        Just(Call::Double),
        Just(Call::Redouble),
        (1u8..=7, 0usize..5).prop_map(|(l, s)| Call::Bid(Bid::of(l, Strain::ASCENDING[s]).unwrap())),
    ]
}

fn card() -> impl Strategy<Value = Card> {
    (0usize..4, 0usize..13).prop_map(|(s, r)| Card::new(Suit::ASCENDING[s], Rank::DESCENDING[r]))
}

fn slot() -> impl Strategy<Value = Option<AnnotatedCard>> {
    option::of((card(), annotation(false)).prop_map(|(card, annotation)| AnnotatedCard { card, annotation }))
}

fn trick() -> impl Strategy<Value = TrickRow> {
    [slot(), slot(), slot(), slot()].prop_map(|cards| TrickRow { cards: cards.into() })
}

fn contract_tag() -> impl Strategy<Value = ContractTag> {
    prop_oneof![
        Just(ContractTag::PassedOut),
        (1u8..=7, 0usize..5, 0usize..3).prop_map(|(l, s, p)| ContractTag::Bid(ContractCode {
            bid: Bid::of(l, Strain::ASCENDING[s]).unwrap(),
            penalty: [Penalty::Undoubled, Penalty::Doubled, Penalty::Redoubled][p],
        })),
    ]
}

fn tag() -> impl Strategy<Value = Tag> {
    ("X[A-Za-z0-9_]{0,8}", text(), vec("[A-Za-z0-9]{1,5}( [A-Za-z0-9]{1,5}){0,3}", 0..3))
        .prop_map(|(name, value, section)| Tag { name, value, section })
}

prop_compose! {
    fn game()(
        event in option::of(text()), site in option::of(text()), date in option::of(text()),
        board in option::of(1u32..2000), players in [option::of(text()), option::of(text()), option::of(text()), option::of(text())],
        dealer in option::of(seat()), vul in option::of(0usize..4), scoring in option::of(text()),
        deal in option::of((any::<u64>(), [any::<bool>(), any::<bool>(), any::<bool>(), any::<bool>()])),
        declarer in option::of((seat(), any::<bool>())), contract in option::of(contract_tag()),
        result in option::of((0u8..=13, any::<bool>())),
        auction in option::of((seat(), vec((call(), annotation(true)), 0..14), any::<bool>())),
        play in option::of((seat(), vec(trick(), 0..14))),
        tags in vec(tag(), 0..3), commentary in vec("[a-z \n]{0,12}", 0..2),
    ) -> RecordedGame {
        let vuls = [Vulnerability::None, Vulnerability::NorthSouth, Vulnerability::EastWest, Vulnerability::Both];
        RecordedGame {
            event, site, date, scoring, dealer,
            players: players.into(),
            board: board.and_then(crate::BoardNumber::new),
            vulnerability: vul.map(|v| vuls[v]),
            deal: deal.map(|(seed, known)| {
                let hands = Deal::from_seed(seed).hands();
                let known = crate::BySeat::from(known);
                PartialDeal { hands: hands.map(|s, h| Some(h).filter(|_| known[s])) }
            }),
            declarer: declarer.map(|(seat, irregular)| Declarer { seat, irregular }),
            contract,
            result: result.map(|(tricks, irregular)| TrickCount { tricks, irregular }),
            auction: auction.map(|(dealer, calls, incomplete)| RecordedAuction {
                dealer,
                calls: calls.into_iter().map(|(call, annotation)| AnnotatedCall { call, annotation }).collect(),
                incomplete,
            }),
            play: play.map(|(leader, tricks)| RecordedPlay { leader, tricks, claim: None }),
            tags,
            commentary,
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn export_then_import_gives_the_same_game(games in vec(game(), 1..4)) {
        let text = write_file(&games);
        let back = parse(&text);
        prop_assert!(back.errors.is_empty(), "{:?}\n{}", back.errors, text);
        prop_assert_eq!(back.games.len(), games.len(), "{}", text);
        for (read, written) in back.games.iter().zip(&games) {
            prop_assert!(read.errors.is_empty(), "{:?}\n{}", read.errors, text);
            prop_assert_eq!(&read.game, written, "{}", text);
        }
    }

    #[test]
    fn import_never_panics_on_noise(text in "[\\[\\]{}\"#%;:=$^!?*+ \nA-Za-z0-9.-]{0,300}") {
        let file = parse(&text);
        for g in &file.games {
            let _ = check(g);
            let _ = write_game(&g.game);
        }
    }
}
