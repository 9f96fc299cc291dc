//! Typing a call or a card: `1n` bids one no trump, `p` passes, `x` doubles,
//! `sa` (or `as`) plays the ace of spades, `h10`/`ht` the ten of hearts.
//!
//! Only matching happens here; whether the call or card is legal is the
//! engine's answer, passed in as the list of legal calls or playable cards.

use tenace_bridge::{Call, Card, CardSet, Rank};

/// What the keys typed so far amount to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Typed<T> {
    /// Exactly one legal choice: do it.
    Chosen(T),
    /// The start of at least one legal choice: wait for more keys.
    Pending,
    /// A real call or card that is not legal now: say why.
    Illegal(T),
    /// Nothing a player could mean.
    NoMatch,
}

fn call_forms(call: Call) -> Vec<String> {
    match call {
        Call::Pass => vec!["p".into()],
        Call::Double => vec!["x".into(), "d".into()],
        Call::Redouble => vec!["xx".into(), "r".into()],
        Call::Bid(bid) => {
            let level = bid.level.get();
            let strain = match bid.strain.trump() {
                Some(suit) => suit.letter().to_ascii_lowercase().to_string(),
                None => "n".to_owned(),
            };
            let mut forms = vec![format!("{level}{strain}")];
            if strain == "n" {
                forms.push(format!("{level}nt"));
            }
            forms
        }
    }
}

fn all_calls() -> impl Iterator<Item = Call> {
    [Call::Pass, Call::Double, Call::Redouble].into_iter().chain(tenace_bridge::Bid::all().map(Call::Bid))
}

/// Matches typed text against the legal calls.
pub fn match_call(typed: &str, legal: &[Call]) -> Typed<Call> {
    let typed = typed.trim().to_ascii_lowercase();
    if typed.is_empty() {
        return Typed::NoMatch;
    }
    let extends = |c: &Call| call_forms(*c).iter().any(|f| f.starts_with(&typed) && f.len() > typed.len());
    let exact: Vec<Call> = legal.iter().copied().filter(|c| call_forms(*c).contains(&typed)).collect();
    if let [one] = exact.as_slice() {
        if !legal.iter().filter(|c| *c != one).any(extends) {
            return Typed::Chosen(*one);
        }
    }
    if legal.iter().any(extends) {
        return Typed::Pending;
    }
    if let Some(call) = all_calls().find(|c| call_forms(*c).contains(&typed)) {
        return Typed::Illegal(call);
    }
    if all_calls().any(|c| extends(&c)) {
        // "1" at the top of the auction: wait to name the call, then say why not.
        return Typed::Pending;
    }
    Typed::NoMatch
}

fn rank_forms(rank: Rank) -> Vec<String> {
    let letter = rank.letter().to_ascii_lowercase().to_string();
    if rank == Rank::Ten {
        vec![letter, "10".to_owned()]
    } else {
        vec![letter]
    }
}

fn card_forms(card: Card) -> Vec<String> {
    let suit = card.suit.letter().to_ascii_lowercase();
    rank_forms(card.rank).into_iter().flat_map(|r| [format!("{suit}{r}"), format!("{r}{suit}")]).collect()
}

/// Matches typed text against the cards that may be played now.
pub fn match_card(typed: &str, playable: CardSet) -> Typed<Card> {
    let typed = typed.trim().to_ascii_lowercase();
    if typed.is_empty() {
        return Typed::NoMatch;
    }
    if let Some(card) = playable.iter().find(|c| card_forms(*c).contains(&typed)) {
        return Typed::Chosen(card);
    }
    let every = CardSet::FULL;
    if let Some(card) = every.iter().find(|c| card_forms(*c).contains(&typed)) {
        return Typed::Illegal(card);
    }
    let prefix = every.iter().any(|c| card_forms(c).iter().any(|f| f.starts_with(&typed)));
    if prefix {
        Typed::Pending
    } else {
        Typed::NoMatch
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tenace_bridge::{Auction, Seat, Suit};

    fn legal(calls: &str) -> Vec<Call> {
        let mut a = Auction::new(Seat::North);
        for c in calls.split_whitespace() {
            a.push(c.parse().unwrap()).unwrap();
        }
        a.legal_calls()
    }

    #[test]
    fn typing_calls() {
        let open = legal("");
        assert_eq!(match_call("1n", &open), Typed::Chosen("1NT".parse().unwrap()));
        assert_eq!(match_call("1N", &open), Typed::Chosen("1NT".parse().unwrap()));
        assert_eq!(match_call("1", &open), Typed::Pending);
        assert_eq!(match_call("p", &open), Typed::Chosen(Call::Pass));
        assert_eq!(match_call("x", &open), Typed::Illegal(Call::Double));
        assert_eq!(match_call("z", &open), Typed::NoMatch);
        let after = legal("1S");
        assert_eq!(match_call("x", &after), Typed::Chosen(Call::Double));
        assert_eq!(match_call("1h", &after), Typed::Illegal("1H".parse().unwrap()));
        let doubled = legal("1S X");
        assert_eq!(match_call("x", &doubled), Typed::Pending);
        assert_eq!(match_call("xx", &doubled), Typed::Chosen(Call::Redouble));
        assert_eq!(match_call("8", &open), Typed::NoMatch);
    }

    #[test]
    fn typing_cards() {
        let hand = CardSet::parse_dotted("AKT.2..", Suit::DESCENDING).unwrap();
        assert_eq!(match_card("sa", hand), Typed::Chosen("SA".parse().unwrap()));
        assert_eq!(match_card("as", hand), Typed::Chosen("SA".parse().unwrap()));
        assert_eq!(match_card("s10", hand), Typed::Chosen("ST".parse().unwrap()));
        assert_eq!(match_card("st", hand), Typed::Chosen("ST".parse().unwrap()));
        assert_eq!(match_card("s", hand), Typed::Pending);
        assert_eq!(match_card("s1", hand), Typed::Pending);
        assert_eq!(match_card("dq", hand), Typed::Illegal("DQ".parse().unwrap()));
        assert_eq!(match_card("zz", hand), Typed::NoMatch);
    }
}
