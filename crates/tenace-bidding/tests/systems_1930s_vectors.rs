//! The test vectors of `../shared/spec/systems-1930s.md`: §1.12 (Culbertson,
//! C1–C45), §2.5 (the club system, E1–E34 and E6b) and §3.7 (Lithuanian,
//! L1–L35), each cited by its id. Auctions start with North as dealer and
//! end with the player to call; "V" rows are played with both sides
//! vulnerable, the rest with none.

use tenace_bidding::valuation::{ht_000, ht_club, playing_tricks, support_tricks, trump_tricks};
use tenace_bidding::{advise, System, Table};
use tenace_bridge::{Auction, Seat, Vulnerability};
use tenace_cards::{CardSet, Suit};

/// (id, calls before mine, vulnerable, hand S.H.D.C, expected call)
type Vector = (&'static str, &'static str, bool, &'static str, &'static str);

const CULBERTSON: &[Vector] = &[
    ("C1", "", false, "74.AQ842.A985.T7", "1H"),
    ("C2", "", false, "75.AQ94.A986.J52", "1H"),
    ("C3", "", false, "AKJ92.32.A.AJT92", "2S"),
    ("C4", "", false, "AQ5.AK4.KQ3.K752", "2NT"),
    ("C5", "", false, "AQ2.AKQJ96.T.852", "3H"),
    ("C6", "", false, "A9.KQJ98754.T3.7", "4H"),
    ("C6", "", true, "A9.KQJ98754.T3.7", "4H"),
    ("C7", "", false, "AJ8.K95.KQT.Q875", "1NT"),
    ("C8", "", false, "KQ76.A84.K93.Q52", "1S"),
    ("C9", "", false, "K84.Q93.J652.K73", "P"),
    ("C10", "", false, "AQ932.A72.84.962", "1S"),
    ("C11", "P P", false, "AQ932.A72.84.962", "P"),
    ("C12", "", false, "KQT4.A85.K73.Q62", "1S"),
    ("C13", "", false, "AK8652.K4.A73.95", "1S"),
    ("C14", "", false, "KQ762.AJ854.A3.6", "1S"),
    ("C15", "", false, "Q9.AJ8.A6.KQT964", "1C"),
    ("C16", "", false, "AKQT7.A9.KJ84.63", "1S"),
    ("C17", "1H P", false, "T.K965.A863.J982", "3H"),
    ("C18", "1S P", false, "J54.J932.AKT87.5", "2D"),
    ("C19", "1S P", false, "83.K74.QJ52.K863", "1NT"),
    ("C20", "1H P", false, "AJ5.83.KQ72.Q963", "2NT"),
    ("C21", "1H P", false, "AKJ75.Q4.AQ6.K82", "2S"),
    ("C22", "1S P", false, "Q742.K85.A963.72", "2S"),
    ("C23", "1S P", false, "KJ84.A4.KQ853.72", "4S"),
    ("C24", "1S P", false, "Q84.KJ3.A9763.T5", "2S"),
    ("C25", "1H P", false, "J9642.83.Q75.K64", "P"),
    ("C26", "1S P", false, "T8.K76.AJ5.98642", "1NT"),
    ("C27", "1NT P", false, "KJ5.A83.Q742.J96", "2NT"),
    ("C28", "1NT P", false, "AQ4.KQ3.QJ52.963", "3NT"),
    ("C29", "1NT P", false, "AK6.KQ4.AQ3.8642", "4NT"),
    ("C30", "2S P", false, "843.J9752.Q64.83", "2NT"),
    ("C31", "2H P", false, "KQ852.74.963.J85", "2S"),
    ("C32", "3H P", false, "K84.72.AQ63.9542", "4H"),
    ("C33", "1D", false, "A95.KT876.84.K76", "1H"),
    ("C34", "1H", false, "9.74.AQT965.A974", "2D"),
    ("C35", "1H", false, "AKJ65.92.AQ8.K96", "2S"),
    ("C36", "1D", false, "AK64.AQT5.-.AJ875", "2D"),
    ("C37", "1D", false, "AK64.AT96.A7.KQJ", "2D"),
    ("C38", "1D", false, "AQ75.AJT7.93.K72", "X"),
    ("C39", "1D X P", false, "A62.JT874.T.AT73", "2H"),
    ("C40", "1D X P", false, "KQ4.QJT954.6.A72", "3H"),
    ("C41", "1NT X P", false, "Q98.KT74.A985.K8", "P"),
    ("C42", "1S X P", false, "9743.Q82.J65.T64", "2C"),
    ("C43", "1H X", false, "K83.Q4.AQ52.KJ73", "XX"),
    ("C44", "1S 3D", false, "8.AK5.KJ942.AQ73", "X"),
    ("C45", "1H P 3H P", false, "74.AQ842.A985.T7", "P"),
];

const CLUB: &[Vector] = &[
    ("E1", "", false, "AQ842.K73.A95.63", "1C"),
    ("E2", "", false, "KQJ5.A84.Q73.J62", "1C"),
    ("E3", "", false, "K73.Q84.AJ5.QT62", "P"),
    ("E4", "", false, "K83.AQ4.KJ62.T75", "P"),
    ("E5", "", false, "AK762.AQ5.KJ3.Q4", "1C"),
    ("E6", "", false, "AQJ.KQJ.A962.853", "1C"),
    ("E6b", "", false, "AKQJ74.AQ5.AK3.2", "2S"),
    ("E7", "", false, "QJ862.K74.J53.Q8", "P"),
    ("E8", "", false, "AQT93.KJ842.3.A6", "1C"),
    ("E9", "", false, "9.AQ874.KJ3.A965", "1C"),
    ("E10", "", false, "8.AQ952.A.KQ8743", "1C"),
    ("E11", "1C P", false, "QJ862.K74.J53.Q8", "1D"),
    ("E12", "1C P", false, "Q73.K84.J962.Q53", "1D"),
    ("E13", "1C P", false, "K9852.A73.864.J5", "1S"),
    ("E14", "1C P", false, "KQ743.85.A62.J93", "1S"),
    ("E15", "1C P", false, "853.KQJ74.A62.93", "1H"),
    ("E16", "1C P", false, "A8.K742.Q963.J84", "1NT"),
    ("E17", "1C P", false, "J85.A94.KQ762.63", "2D"),
    ("E18", "1C P", false, "KJ4.A92.Q6.KQ753", "2C"),
    ("E19", "1C P", false, "T8.Q63.AQJ85.K92", "3D"),
    ("E20", "1C P", false, "AKJ74.K3.A82.T64", "2S"),
    ("E21", "1C P", false, "A63.KQ987.K4.Q52", "2H"),
    ("E22", "1C P", false, "AK5.Q82.K962.QJ4", "2NT"),
    ("E23", "1C P", false, "AQT93.KJ842.3.A6", "2S"),
    ("E24", "1C 1H", false, "QJ862.K74.J53.Q8", "P"),
    ("E25", "1C 1H", false, "A8.K742.Q963.J84", "1NT"),
    ("E26", "1C P 1D P", false, "AQ842.K73.A95.63", "1S"),
    ("E27", "1C P 1D P", false, "KQJ5.A84.Q73.J62", "1NT"),
    ("E28", "1C P 1D P", false, "AQT93.KJ842.3.A6", "1S"),
    ("E29", "1C P 1D P", false, "8.AQ952.A.KQ8743", "2C"),
    ("E30", "1C P 1D P 1S P", false, "853.T9742.A62.93", "2H"),
    ("E31", "1C P 1D P 1NT P", false, "Q73.K84.J962.Q53", "P"),
    ("E32", "1C P 1H P", false, "AQ842.K73.A95.63", "1S"),
    ("E33", "1C P 2S P", false, "KQJ5.A84.Q73.J62", "3S"),
    ("E34", "1C P 2S P", false, "9.AQ874.KJ3.A965", "3H"),
];

const LITHUANIAN: &[Vector] = &[
    ("L1", "", false, "97643.KQ2.A7.K96", "1S"),
    ("L2", "", false, "73.54.AK8752.K62", "1D"),
    ("L3", "", false, "AK95.72.653.AQT4", "1C"),
    ("L4", "", false, "AT4.QJ9.AQ6.K854", "1NT"),
    ("L5", "", false, "J976.AT.J3.AQ985", "1C"),
    ("L6", "", false, "Q52.J9853.T72.KT", "P"),
    ("L7", "", false, "KJ5.QT8.A94.K762", "P"),
    ("L8", "", false, "K764.AJ3.Q52.K84", "P"),
    ("L9", "", false, "AJ4.K3.KQ75.A962", "1C"),
    ("L10", "", false, "AKQJ5.72.864.K93", "1S"),
    ("L11", "", false, "QJ87.K4.A953.Q62", "1D"),
    ("L12", "", false, "A84.KQ3.J75.Q942", "P"),
    ("L13", "", false, "8.AJ8643.K972.Q4", "1H"),
    ("L14", "", false, "AKJ.KQ4.AQ63.K72", "1D"),
    ("L15", "1H P", false, "KQ542.653.9.T963", "1S"),
    ("L16", "1H P", false, "T76.J6.A42.A9853", "2C"),
    ("L17", "1H P", false, "K85.98.6543.AJ82", "1NT"),
    ("L18", "1H P", false, "7.9853.7632.A965", "2H"),
    ("L19", "1H P", false, "AK9.73.Q965.KJ43", "3NT"),
    ("L20", "1H P", false, "52.Q83.J9764.KQ5", "2H"),
    ("L21", "1H P", false, "A963.KQ2.J74.Q62", "1S"),
    ("L22", "1H P", false, "94.J73.Q862.K753", "1NT"),
    ("L23", "1H P", false, "Q75.A93.K862.J84", "2H"),
    ("L24", "1S P", false, "K73.98.QJ4.AT852", "2C"),
    ("L25", "1S P", false, "83.QJ52.K74.AQ63", "2NT"),
    ("L26", "1C P", false, "AKT43.Q72.KQ5.J2", "2S"),
    ("L27", "1C P 2S P", false, "J976.AT.J3.AQ985", "4S"),
    ("L28", "1NT P", false, "9743.T862.J5.T94", "P"),
    ("L29", "1NT P", false, "94.J73.Q862.K753", "P"),
    ("L30", "1NT P", false, "J82.Q7.K9743.Q84", "2NT"),
    ("L31", "1NT P", false, "Q75.A93.K862.J84", "3NT"),
    ("L32", "1NT P", false, "8.AJ8643.K972.Q4", "3H"),
    ("L33", "1C", false, "8.K64.A9864.7643", "P"),
    ("L34", "1C", false, "8.K64.A9864.Q643", "1D"),
    ("L35", "1C", false, "AQ.K82.Q6543.J97", "1D"),
];

fn hand(dotted: &str) -> CardSet {
    let h = CardSet::parse_dotted(dotted, Suit::DESCENDING).expect("test hand");
    assert_eq!(h.len(), 13, "{dotted}");
    h
}

fn auction(calls: &str) -> Auction {
    let mut a = Auction::new(Seat::North);
    for word in calls.split_whitespace() {
        a.push(word.parse().expect("test call")).expect("legal test auction");
    }
    a
}

/// The rows whose advice differs from the spec, as "id: got X (rule), want Y".
fn failures(system: &System, vectors: &[Vector]) -> Vec<String> {
    let mut out = Vec::new();
    for &(id, calls, vul, dotted, want) in vectors {
        let v = if vul { Vulnerability::Both } else { Vulnerability::None };
        let a = advise(system, &auction(calls), Table::duplicate(v), hand(dotted));
        if a.call.code() != want {
            out.push(format!(
                "{id} {dotted} after “{calls}”: got {} ({}: {}), want {want}",
                a.call.code(),
                a.meaning.rule,
                a.meaning.text
            ));
        }
        assert!(
            a.meaning.rule.starts_with(match system.id() {
                "culbertson" => "culbertson.",
                "estonian-club" => "",
                _ => "",
            }),
            "{id}: {}",
            a.meaning.rule
        );
    }
    out
}

#[test]
fn culbertson_vectors_c1_to_c45() {
    let f = failures(&System::CULBERTSON, CULBERTSON);
    assert!(f.is_empty(), "{} of {} Culbertson vectors fail:\n{}", f.len(), CULBERTSON.len(), f.join("\n"));
}

#[test]
fn club_vectors_e1_to_e34() {
    let f = failures(&System::ESTONIAN_CLUB, CLUB);
    assert!(f.is_empty(), "{} of {} club-system vectors fail:\n{}", f.len(), CLUB.len(), f.join("\n"));
}

#[test]
fn lithuanian_vectors_l1_to_l35() {
    let f = failures(&System::LITHUANIAN, LITHUANIAN);
    assert!(f.is_empty(), "{} of {} Lithuanian vectors fail:\n{}", f.len(), LITHUANIAN.len(), f.join("\n"));
}

/// The values column of §1.12: honour tricks (C1–C3), playing tricks (C6),
/// support tricks (C8) and trump tricks (C7), in quarters.
#[test]
fn culbertson_values_of_the_vectors() {
    let ht = |d: &str| ht_000(hand(d));
    assert_eq!(ht("74.AQ842.A985.T7"), 10, "C1");
    assert_eq!(playing_tricks(hand("74.AQ842.A985.T7"), Some(Suit::Hearts)), 20, "C1 PT 5");
    assert_eq!(playing_tricks(hand("75.AQ94.A986.J52"), Some(Suit::Hearts)), 16, "C2 PT 4");
    assert_eq!(ht("AKJ92.32.A.AJT92"), 18, "C3");
    assert_eq!(ht("AQ5.AK4.KQ3.K752"), 20, "C4");
    assert_eq!(ht("AQ2.AKQJ96.T.852"), 14, "C5");
    assert_eq!(trump_tricks(hand("AQ2.AKQJ96.T.852"), Suit::Hearts), 6, "C5 TT");
    assert_eq!(trump_tricks(hand("A9.KQJ98754.T3.7"), Suit::Hearts), 7, "C6 TT");
    assert_eq!(ht("AJ8.K95.KQT.Q875"), 14, "C7");
    assert_eq!(ht("KQ76.A84.K93.Q52"), 12, "C8");
    assert_eq!(ht("K84.Q93.J652.K73"), 6, "C9");
    assert_eq!(playing_tricks(hand("AQ932.A72.84.962"), Some(Suit::Spades)), 18, "C10 PT 4½");
    assert_eq!(ht("KQT4.A85.K73.Q62"), 14, "C12 with the pairing");
    assert_eq!(playing_tricks(hand("AK8652.K4.A73.95"), Some(Suit::Spades)), 26, "C13 PT 6½");
    assert_eq!(ht("KQ762.AJ854.A3.6"), 12, "C14");
    assert_eq!(playing_tricks(hand("Q9.AJ8.A6.KQT964"), Some(Suit::Clubs)), 26, "C15 PT 6½");
    assert_eq!(ht("AKQT7.A9.KJ84.63"), 16, "C16");
    assert_eq!(support_tricks(hand("T.K965.A863.J982"), Suit::Hearts), 22, "C17 ST 5½ (000's example)");
    assert_eq!(ht("T.K965.A863.J982"), 6, "C17");
    assert_eq!(ht("J54.J932.AKT87.5"), 8, "C18");
    assert_eq!(ht("83.K74.QJ52.K863"), 6, "C19");
    assert_eq!(ht("AJ5.83.KQ72.Q963"), 8, "C20");
    assert_eq!(ht("AKJ75.Q4.AQ6.K82"), 18, "C21");
    assert_eq!(support_tricks(hand("Q742.K85.A963.72"), Suit::Spades), 16, "C22 ST 4");
    assert_eq!(support_tricks(hand("KJ84.A4.KQ853.72"), Suit::Spades), 22, "C23 ST 5½");
    assert_eq!(support_tricks(hand("Q84.KJ3.A9763.T5"), Suit::Spades), 16, "C24 ST 4");
    assert_eq!(ht("J9642.83.Q75.K64"), 4, "C25 (pairing)");
    assert_eq!(ht("KJ5.A83.Q742.J96"), 10, "C27");
    assert_eq!(ht("AK6.KQ4.AQ3.8642"), 18, "C29");
    assert_eq!(ht("843.J9752.Q64.83"), 2, "C30");
    assert_eq!(ht("9.74.AQT965.A974"), 10, "C34");
    assert_eq!(trump_tricks(hand("9.74.AQT965.A974"), Suit::Diamonds), 5, "C34 TT");
    assert_eq!(ht("AK64.AQT5.-.AJ875"), 18, "C36");
    assert_eq!(ht("AK64.AT96.A7.KQJ"), 22, "C37");
    assert_eq!(ht("AQ75.AJT7.93.K72"), 14, "C38");
    assert_eq!(ht("KQ4.QJT954.6.A72"), 10, "C40");
    assert_eq!(ht("Q98.KT74.A985.K8"), 10, "C41 (000's pairing example)");
    assert_eq!(ht("K83.Q4.AQ52.KJ73"), 14, "C43");
    assert_eq!(ht("8.AK5.KJ942.AQ73"), 18, "C44");
}

/// §2.5's HT column by the club table (E1).
#[test]
fn club_honour_tricks_of_the_vectors() {
    let rows: [(&str, u8); 21] = [
        ("AQ842.K73.A95.63", 11),
        ("KQJ5.A84.Q73.J62", 11),
        ("K73.Q84.AJ5.QT62", 8),
        ("K83.AQ4.KJ62.T75", 9),
        ("AK762.AQ5.KJ3.Q4", 15),
        ("AQJ.KQJ.A962.853", 18),
        ("AKQJ74.AQ5.AK3.2", 21),
        ("QJ862.K74.J53.Q8", 4),
        ("AQT93.KJ842.3.A6", 12),
        ("9.AQ874.KJ3.A965", 11),
        ("8.AQ952.A.KQ8743", 13),
        ("Q73.K84.J962.Q53", 4),
        ("K9852.A73.864.J5", 6),
        ("KQ743.85.A62.J93", 8),
        ("853.KQJ74.A62.93", 10),
        ("A8.K742.Q963.J84", 7),
        ("T8.Q63.AQJ85.K92", 11),
        ("AKJ74.K3.A82.T64", 14),
        ("A63.KQ987.K4.Q52", 11),
        ("AK5.Q82.K962.QJ4", 13),
        ("853.T9742.A62.93", 4),
    ];
    for (dotted, want) in rows {
        assert_eq!(ht_club(hand(dotted)), want, "{dotted}");
    }
    // E4: the Culbertson count of the same hand opens (3 HT), the club count does not (2¼).
    assert_eq!(ht_000(hand("K83.AQ4.KJ62.T75")), 12);
}

/// The example hands of §7 ("Readings settled"), each with the reading it
/// illustrates: not test vectors of the spec, but the behaviour §7 settles.
#[test]
fn settled_readings_of_section_7() {
    let rows: [(&System, &str, &str, &str, &str); 14] = [
        (&System::CULBERTSON, "§7.1 C32 from 1 HT", "1S P", "84.K9763.J52.Q94", "2H"),
        (&System::CULBERTSON, "§7.2 C29a", "1H P", "Q63.K84.J752.K93", "2H"),
        (&System::CULBERTSON, "§7.3 C36 without support", "1H P", "AKJ84.7.AQ5.9643", "2S"),
        (&System::CULBERTSON, "§7.4 C18 for the responder", "1C P", "AQ74.K9852.63.J4", "1H"),
        (&System::LITHUANIAN, "§7.4 L9 for the responder", "1C P", "KQ85.AJ73.942.86", "1H"),
        (&System::CULBERTSON, "§7.5 C43 strict", "1NT P", "83.KJ862.Q74.952", "P"),
        (&System::LITHUANIAN, "§7.6a L19a", "1H P", "AK7.QJ84.A93.K72", "4H"),
        (&System::LITHUANIAN, "§7.6b L20a", "1S P", "K84.A73.9752.AQ6", "3NT"),
        (&System::LITHUANIAN, "§7.7 L17 counts points", "1S P", "T6.K84.T9763.Q52", "1NT"),
        (&System::LITHUANIAN, "§7.7 L13 with L4", "1H P", "8.9763.J8542.Q63", "2H"),
        (&System::LITHUANIAN, "§7.7 L25 in HCP", "1NT P", "7.QJ8643.K95.J62", "P"),
        (&System::ESTONIAN_CLUB, "§7.8 E3 in any seat", "P P", "K8.AJ74.KQ2.T963", "1C"),
        (&System::CULBERTSON, "§7.9 C17 covers shut-outs", "P P", "7.KQJT9763.T5.83", "P"),
        (&System::CULBERTSON, "§7.9 C17, 3 HT opens", "P P", "AQ2.AKQJ96.T.852", "3H"),
    ];
    let mut wrong = Vec::new();
    for (system, id, calls, dotted, want) in rows {
        let a = advise(system, &auction(calls), Table::duplicate(Vulnerability::None), hand(dotted));
        if a.call.code() != want {
            wrong.push(format!(
                "{id}: {dotted} after “{calls}” got {} ({}), want {want}",
                a.call.code(),
                a.meaning.rule
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Rules the spec's vectors do not reach, one hand each, cited by rule.
#[test]
fn rules_beyond_the_vectors() {
    let rows: [(&System, &str, &str, &str, &str, &str); 8] = [
        // C52: the opener re-values as dummy: 6 support tricks for spades, raise to game.
        (&System::CULBERTSON, "C52", "1D P 1S P", "Q976.A5.AKJ84.63", "4S", "culbertson.rebid.raise"),
        // C55: after 1NT the suit is repeated with 4 trump tricks.
        (&System::CULBERTSON, "C55", "1S P 1NT P", "AKJT8.A72.84.962", "2S", "culbertson.rebid.repeat"),
        // C63/C64: the informatory double in the passout seat (partner has only passed).
        (&System::CULBERTSON, "C64", "1D P P", "AQ75.AJT7.93.K72", "X", "culbertson.def.informatory_double"),
        // C61: support for partner's jump overcall with one honour trick.
        (&System::CULBERTSON, "C61", "1H 2S P", "Q83.K74.J952.T86", "3S", "culbertson.adv.raise"),
        // E12: partner's length suit does not suit the opener, no four-card suit: 2NT.
        (&System::ESTONIAN_CLUB, "E12", "1C P 1D P 1S P 2H P", "AQ842.K7.A95.Q63", "2NT", "club.rebid.no_trump"),
        // E13: the responder repeats a six-card suit.
        (&System::ESTONIAN_CLUB, "E13", "1C P 1D P 1S P 2H P 2NT P", "853.T97642.A62.9", "3H", "club.resp.repeat"),
        // L28: the defensive bid at the two level needs 12 points.
        (&System::LITHUANIAN, "L28", "1S", "Q3.K92.AQJ75.K84", "2D", "lt.def.overcall"),
        // L25: 8–9 HCP with a singleton: two of the longest suit.
        (&System::LITHUANIAN, "L25", "1NT P", "8.KJ8643.Q72.Q42", "2H", "lt.resp.1nt_suit"),
    ];
    let mut wrong = Vec::new();
    for (system, id, calls, dotted, want, rule) in rows {
        let a = advise(system, &auction(calls), Table::duplicate(Vulnerability::None), hand(dotted));
        if a.call.code() != want || a.meaning.rule != rule {
            wrong.push(format!(
                "{id}: {dotted} after “{calls}” got {} ({}), want {want} ({rule})",
                a.call.code(),
                a.meaning.rule
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Beyond 002 (which says nothing of competition after the defensive bid):
/// the support rules raise partner's defensive bid, never the raiser's own
/// bid doubled and passed round to him (found with SAYC's penalty double
/// of a sacrifice: West went on to 7♦ doubled).
#[test]
fn a_doubled_raise_of_the_defensive_bid_is_not_raised_again() {
    let west = "QJ.T543.T975.KQ4";
    let table = Table::duplicate(Vulnerability::EastWest);
    let raise = advise(&System::LITHUANIAN, &auction("1S 2D 2H"), table, hand(west));
    assert_eq!((raise.call.code().as_str(), raise.meaning.rule.as_ref()), ("3D", "lt.comp.raise"));
    let after = advise(&System::LITHUANIAN, &auction("1S 2D 2H 3D 4H P P 5D X P P"), table, hand(west));
    assert_eq!(after.call.code(), "P", "{}", after.meaning.rule);
}

/// §4.3's variants keep every vector of their system: the [T] options of
/// `culbertson-1930s` and the strict club and Lithuanian variants change
/// nothing the spec's vectors test.
#[test]
fn the_variants_of_section_4_3_keep_the_vectors() {
    let runs: [(&System, &[Vector]); 3] = [
        (&System::CULBERTSON_1930S, CULBERTSON),
        (&System::ESTONIAN_CLUB_STRICT, CLUB),
        (&System::LITHUANIAN_STRICT, LITHUANIAN),
    ];
    for (system, vectors) in runs {
        let f = failures(system, vectors);
        assert!(f.is_empty(), "{}: {} of {} vectors fail:\n{}", system.id(), f.len(), vectors.len(), f.join("\n"));
    }
}

/// The [T] rules of `Culbertson1930s` (§4.3), one textbook case each, with
/// what the strict `Culbertson000` bids on the same hand: (rule, auction,
/// hand, the 1930s call and its rule, the strict call).
#[test]
fn culbertson_1930s_t_rules() {
    let rows: [(&str, &str, &str, &str, &str, &str); 16] = [
        // C43 [T]: §7.5's own hand: the weak takeout, which the strict variant passes.
        ("C43 weak", "1NT P", "83.KJ862.Q74.952", "2H", "culbertson.t.1nt_weak", "P"),
        ("C43 weak, to play", "1NT P 2H P", "AJ8.K95.KQT.Q875", "P", "culbertson.t.1nt_weak_pass", "P"),
        // C43 [T] (1934 Blue Book): 3 HT and a four-card major: 3♣ forcing, not 3NT.
        ("C43 forcing", "1NT P", "KQ84.A93.K75.Q62", "3C", "culbertson.t.1nt_minor", "3NT"),
        ("C43 forcing, more diamonds", "1NT P", "KQ84.A9.K753.Q62", "3D", "culbertson.t.1nt_minor", "3NT"),
        ("C43 opener shows spades", "1NT P 3C P", "AJ73.K84.AQ5.J92", "3S", "culbertson.t.1nt_major", "-"),
        ("C43 opener, no major", "1NT P 3C P", "AJ7.K84.AQ53.J92", "3NT", "culbertson.t.1nt_no_major", "-"),
        ("C43 game in the major", "1NT P 3C P 3S P", "KQ84.A93.K75.Q62", "4S", "culbertson.t.1nt_major_game", "-"),
        // C33 [T] (1933): 1 HT and a queen: 1NT; the strict variant passes.
        ("C33", "1S P", "73.A842.Q965.Q64", "1NT", "culbertson.resp.1nt", "P"),
        // C81 [T]: public deal 89: slam values in hearts and two aces with the heart king.
        ("C81", "P 3H P 4H P", "AQ64.AKT9752.3.T", "4NT", "culbertson.t.4nt", "-"),
        // C82 [T]: two aces: 5NT (deal 89's West).
        ("C82 5NT", "P 3H P 4H P 4NT P", "K987.Q4.A94.AQJ4", "5NT", "culbertson.t.4nt_answer_5nt", "-"),
        // C82 [T]: 5NT gives the partnership every ace, and the 4NT bidder holds the
        // trump king: the grand slam (deal 89's par, 7♥).
        ("C82 placed", "P 3H P 4H P 4NT P 5NT P", "AQ64.AKT9752.3.T", "7H", "culbertson.t.4nt_place_seven", "-"),
        // C82 [T]: no ace but the king of the only bid suit: six of it (public deal 179).
        ("C82 six", "P 2S P 3S P 4NT P", "K63.Q98.Q432.J96", "6S", "culbertson.t.4nt_answer_six", "-"),
        ("C82 ace of an unbid suit", "P 2S P 3S P 4NT P", "863.Q98.A432.J96", "5D", "culbertson.t.4nt_answer_ace", "-"),
        ("C82 sign-off", "P 2S P 3S P 4NT P", "J63.Q98.Q432.K96", "5S", "culbertson.t.4nt_answer_none", "-"),
        // C83 [T]: 4NT over a pre-empt is a takeout; partner bids his best suit.
        ("C83", "3H", "AK76.4.AQJ5.KQ83", "4NT", "culbertson.t.4nt_takeout", "-"),
        ("C83 answer", "3H 4NT P", "Q9852.J73.64.972", "5S", "culbertson.t.4nt_takeout_answer", "-"),
    ];
    let table = Table::duplicate(Vulnerability::None);
    let mut wrong = Vec::new();
    for (id, calls, dotted, want, rule, strict) in rows {
        let a = advise(&System::CULBERTSON_1930S, &auction(calls), table, hand(dotted));
        if a.call.code() != want || a.meaning.rule != rule {
            wrong.push(format!(
                "{id}: {dotted} after “{calls}” got {} ({}), want {want} ({rule})",
                a.call.code(),
                a.meaning.rule
            ));
        }
        if strict != "-" {
            let s = advise(&System::CULBERTSON, &auction(calls), table, hand(dotted));
            if s.call.code() != strict {
                wrong.push(format!("{id} strict: {dotted} after “{calls}” got {}, want {strict}", s.call.code()));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// C82 [T]: after the sign-off the 4NT bidder stops in five when two aces
/// are missing and bids six with three of his own.
#[test]
fn culbertson_1930s_c82_after_the_sign_off() {
    let table = Table::duplicate(Vulnerability::None);
    let calls = "P 2S P 3S P 4NT P 5S P";
    let three_aces = advise(&System::CULBERTSON_1930S, &auction(calls), table, hand("AQ984.AK64..AQT8"));
    assert_eq!(three_aces.call.code(), "6S", "{}", three_aces.meaning.rule);
    // The 4NT bidder placed in the same seat with two aces and the spade king.
    let two_aces = advise(&System::CULBERTSON_1930S, &auction(calls), table, hand("KQ984.AK64..AQT8"));
    assert_eq!(two_aces.call.code(), "P", "{}", two_aces.meaning.rule);
}

/// C82 [T] in full: the 4NT bidder's later 5NT (all four aces), 5NT without
/// 4NT (three aces and the king of a bid suit), the answers to both, and the
/// grand slams the convention reaches: each case (in its comment) as
/// auction, hand, the call and its rule (after `culbertson.t.`).
/// East opens, West answers; "P 2H P 2S P 4S P 4NT" bids two suits (♥ ♠,
/// spades agreed), "P 2S P 3S P" one.
#[test]
fn culbertson_1930s_c82_later_and_direct_5nt_and_grand_slams() {
    let rows: [(&str, &str, &str, &str); 17] = [
        // The 4NT bidder after the answers (C82's "places the contract").
        // C82 5NT answer, three aces here: seven
        ("P 2S P 3S P 4NT P 5NT P", "AQJ98.AK64.A.Q82", "7S", "4nt_place_seven"),
        // C82 5NT answer, two aces and no trump king: six
        ("P 2S P 3S P 4NT P 5NT P", "AQJ98.AK64.K3.Q8", "6S", "4nt_place_six"),
        // C82 six answer, four aces here: seven
        ("P 2S P 3S P 4NT P 6S P", "AQJ984.A64.A.A82", "7S", "4nt_place_seven"),
        // C82 six answer, three aces: pass
        ("P 2S P 3S P 4NT P 6S P", "AQJ984.A64.A.K82", "P", "4nt_place_pass"),
        // The later 5NT: all four aces, after the sign-off or an ace (void) answer.
        // C82 later 5NT after the sign-off
        ("P 2S P 3S P 4NT P 5S P", "AQ984.AK64.A.AT8", "5NT", "4nt_later_5nt"),
        // C82 later 5NT, two suits
        ("P 2H P 2S P 4S P 4NT P 5H P", "AQJ84.A63.A2.A93", "5NT", "4nt_later_5nt"),
        // C82 later 5NT after a void answer
        ("P 2S P 3S P 4NT P 5D P", "AQ984.AK64.A.AT8", "5NT", "4nt_later_5nt"),
        // C82 three aces after the void answer: six
        ("P 2S P 3S P 4NT P 5D P", "AQ984.AK64.K.AT8", "6S", "4nt_place_six"),
        // Answering the later 5NT: seven with the trump king.
        // C82 answer to the later 5NT: seven
        ("P 2H P 2S P 4S P 4NT P 5H P 5NT P", "K7.QJT984.KQ3.KQ", "7S", "5nt_answer_seven"),
        // C82 answer to the later 5NT: six
        ("P 2H P 2S P 4S P 4NT P 5H P 5NT P", "Q7.KJT984.KQ3.KQ", "6S", "5nt_answer_six"),
        // 5NT without 4NT: three aces and a bid king; partner bids seven with the fourth ace.
        // C82 direct 5NT
        ("P 2S P 3S P", "AK984.AK64.A.Q82", "5NT", "5nt_direct"),
        // C82 four aces ask with 4NT, not 5NT
        ("P 2S P 3S P", "AQ984.AK64.A.AT8", "4NT", "4nt"),
        // C82 direct 5NT answered: the fourth ace
        ("P 2S P 3S P 5NT P", "Q63.Q98.K432.A96", "7S", "5nt_answer_seven"),
        // C82 direct 5NT answered: no ace
        ("P 2S P 3S P 5NT P", "Q63.Q98.K432.K96", "6S", "5nt_answer_six"),
        // The slam is placed: the other hand passes.
        // C82 after the grand slam
        ("P 2S P 3S P 4NT P 6S P 7S P", "K63.Q98.Q432.J96", "P", "5nt_pass"),
        // C82 after the answer to 5NT
        ("P 2S P 3S P 5NT P 7S P", "AK984.AK64.A.Q82", "P", "5nt_pass"),
        // C82 after the later 5NT's answer
        ("P 2S P 3S P 4NT P 5S P 5NT P 6S P", "AQ984.AK64.A.AT8", "P", "5nt_pass"),
    ];
    let table = Table::duplicate(Vulnerability::None);
    let mut wrong = Vec::new();
    for (calls, dotted, want, rule) in rows {
        let a = advise(&System::CULBERTSON_1930S, &auction(calls), table, hand(dotted));
        let rule = format!("culbertson.t.{rule}");
        if a.call.code() != want || a.meaning.rule != rule {
            wrong.push(format!(
                "C82: {dotted} after “{calls}” got {} ({}), want {want} ({rule})",
                a.call.code(),
                a.meaning.rule
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    // The strict system has no 5NT convention: the same hand bids its slam directly.
    let strict = advise(&System::CULBERTSON, &auction("P 2S P 3S P"), table, hand("AK984.AK64.A.Q82"));
    assert_eq!(strict.call.code(), "6S", "{}", strict.meaning.rule);
}

/// C82 [T]: what a robot reading the 5NT bids and answers infers: the
/// aces and kings (the requirement it reads them by) and the honour tricks
/// and HCP they imply (an ace is 4 HCP and 1 honour trick, a king 3 HCP).
#[test]
fn culbertson_1930s_c82_inference() {
    use tenace_bidding::valuation::{suit_set, Valuation};
    use tenace_bidding::Test;
    let table = Table::duplicate(Vulnerability::None);
    let read = |calls: &str| tenace_bidding::interpret(&System::CULBERTSON_1930S, &auction(calls), table);
    let spades = suit_set([Suit::Spades]);
    let has = |m: &tenace_bidding::Meaning, v: Valuation| m.requirement.tests.contains(&Test::Val(v));
    // The answer 5NT: two aces, or one and the spade king: 7+ HCP.
    let m = read("P 2S P 3S P 4NT P 5NT");
    assert_eq!(m[7].rule, "culbertson.t.4nt_answer_5nt");
    assert!(has(&m[7], Valuation::FiveNtAnswer(spades)), "{:?}", m[7].requirement);
    assert_eq!(m[7].shows.hcp.min, 7);
    assert!(m[7].artificial);
    // Two bid suits: one ace and two kings, or two aces: 8+ HCP.
    let m = read("P 2H P 2S P 4S P 4NT P 5NT");
    assert_eq!((m[9].rule.as_str(), m[9].shows.hcp.min), ("culbertson.t.4nt_answer_5nt", 8));
    // C81's 4NT itself: three aces, or two and a king: 11+ HCP.
    assert_eq!((m[7].rule.as_str(), m[7].shows.hcp.min), ("culbertson.t.4nt", 11));
    // The later 5NT: all four aces, so 16+ HCP and 4+ honour tricks.
    let m = read("P 2S P 3S P 4NT P 5S P 5NT");
    assert_eq!(m[9].rule, "culbertson.t.4nt_later_5nt");
    assert!(has(&m[9], Valuation::Aces(4, 4)));
    assert_eq!((m[9].shows.hcp.min, m[9].shows.ht.min), (16, 16));
    assert!(m[9].known.hcp.min >= 16, "what East's calls show together: {:?}", m[9].known);
    // 5NT without 4NT: three aces and the king of a bid suit: 15+ HCP, 3+ honour tricks.
    let m = read("P 2S P 3S P 5NT");
    assert_eq!(m[5].rule, "culbertson.t.5nt_direct");
    assert!(has(&m[5], Valuation::DirectFiveNt(spades)));
    assert!(m[5].shows.hcp.min >= 15 && m[5].shows.ht.min >= 12, "{:?}", m[5].shows);
    // The answers to it: seven shows the fourth ace.
    let m = read("P 2S P 3S P 5NT P 7S");
    assert_eq!(m[7].rule, "culbertson.t.5nt_answer_seven");
    assert!(has(&m[7], Valuation::Aces(1, 4)) && m[7].shows.hcp.min >= 4);
    // The valuations themselves.
    let v = |dotted: &str, t: Valuation| t.admits(hand(dotted));
    let both = suit_set([Suit::Spades, Suit::Hearts]);
    assert!(v("AK984.A64.A.Q832", Valuation::DirectFiveNt(both)));
    assert!(!v("AQ984.A64.A.K832", Valuation::DirectFiveNt(both)), "the king of an unbid suit");
    assert!(!v("AK984.A64.A.A832", Valuation::DirectFiveNt(both)), "four aces bid 4NT and then 5NT");
    assert!(
        v("K7.QJT984.KQ3.KQ", Valuation::King(Suit::Spades)) && !v("Q7.KJT984.KQ3.KQ", Valuation::King(Suit::Spades))
    );
}

/// C69 [T] ("a single takeout with 1½ HT or less") is C69's "under 2" in
/// Culbertson's half-trick steps: both variants answer the double alike.
#[test]
fn culbertson_1930s_c69_agrees_with_the_strict_rule() {
    let table = Table::duplicate(Vulnerability::None);
    for (calls, dotted, want) in [("1S X P", "9743.Q82.J65.T64", "2C"), ("1S X P", "8743.K82.A65.T64", "2H")] {
        for system in [&System::CULBERTSON, &System::CULBERTSON_1930S] {
            let a = advise(system, &auction(calls), table, hand(dotted));
            assert_eq!(a.call.code(), want, "C69 {}: {dotted}", system.id());
        }
    }
}

/// The inference of the [T] rules: a robot reading 4NT, a weak takeout or
/// the forcing minor takeout learns their honour tricks and lengths.
#[test]
fn culbertson_1930s_inference() {
    let table = Table::duplicate(Vulnerability::None);
    let m = tenace_bidding::interpret(&System::CULBERTSON_1930S, &auction("1NT P 2H"), table);
    let weak = &m[2];
    assert_eq!(weak.rule, "culbertson.t.1nt_weak");
    assert!(weak.shows.ht.max <= 8 && weak.shows.len(Suit::Hearts).min >= 5, "{:?}", weak.shows);
    let m = tenace_bidding::interpret(&System::CULBERTSON_1930S, &auction("1NT P 3C"), table);
    assert_eq!(m[2].rule, "culbertson.t.1nt_minor");
    assert_eq!((m[2].shows.ht.min, m[2].shows.ht.max), (12, 17));
    let m = tenace_bidding::interpret(&System::CULBERTSON_1930S, &auction("P 3H P 4H P 4NT"), table);
    assert_eq!(m[5].rule, "culbertson.t.4nt");
    assert!(m[5].shows.ht.min >= 8 && m[5].artificial);
    let m = tenace_bidding::interpret(&System::CULBERTSON_1930S, &auction("1S P 1NT"), table);
    assert_eq!(m[2].shows.ht.min, 4, "C33 [T] widens the 1NT response to 1 honour trick");
    let m = tenace_bidding::interpret(&System::CULBERTSON, &auction("1S P 1NT"), table);
    assert_eq!(m[2].shows.ht.min, 6, "the strict 1NT response keeps 1½");
}

/// §4.3's strict variants: where the seed is silent they play no other
/// system's rules (§2.4, §3.6), while the playable variants do.
#[test]
fn strict_club_and_lithuanian_variants() {
    let table = Table::duplicate(Vulnerability::None);
    // §2.4: competitive bidding is not in the club chapter.
    let strict = advise(&System::ESTONIAN_CLUB_STRICT, &auction("1D"), table, hand("A95.KT876.84.K76"));
    assert_eq!((strict.call.code(), strict.meaning.rule.as_str()), ("P".to_owned(), "club.pass"));
    let full = advise(&System::ESTONIAN_CLUB, &auction("1D"), table, hand("A95.KT876.84.K76"));
    assert_eq!(full.call.code(), "1H", "the C rules for §2.4's phases (C58)");
    // §3.6: 002 has no rule over an overcall of partner's opening.
    let strict = advise(&System::LITHUANIAN_STRICT, &auction("1C 1H"), table, hand("AKJ5.73.Q842.K93"));
    assert_eq!((strict.call.code(), strict.meaning.rule.as_str()), ("P".to_owned(), "lt.pass.silent"));
    let full = advise(&System::LITHUANIAN, &auction("1C 1H"), table, hand("AKJ5.73.Q842.K93"));
    assert_eq!(full.call.code(), "1S");
    // The spec's own names of the variants (§4.3) are accepted.
    for name in ["lithuanian-strict", "lithuanian002", "estonian-club-strict", "club000", "culbertson-1930s"] {
        assert!(System::by_name(name).is_ok(), "{name}");
    }
    assert_eq!(System::by_name("Lithuanian002+SAYC"), Ok(System::LITHUANIAN));
}
