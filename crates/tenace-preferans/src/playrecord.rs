//! Appendix C: the full play record of a game (the cards dealt, every call,
//! every card, the result), its writer, and a reader that replays a record
//! card by card through the rules and checks its score sheet.

use crate::bid::{Bid, Call};
use crate::cards::{card_code, parse_card};
use crate::deal::Deal;
use crate::defence::WhistCall;
use crate::game::{Action, Deals, Game, Hand, Setup, Stage, Table};
use crate::irregularity::finals;
use crate::play::Leader;
use crate::record::{read_record, result_line, Kind, Ordered, ResultJson};
use crate::scoring::Final;
use crate::variant::Variant;
use serde::Serialize;
use serde_json::Value;
use tenace_cards::Card;
use tenace_core::{ByPlayer, Logged, Player};

/// The names of a table's seats in the records: A, B, C, D.
pub fn seat_names(n: usize) -> Vec<String> {
    (0..n).map(|i| ((b'A' + i as u8) as char).to_string()).collect()
}

#[derive(Serialize)]
struct SeatCall {
    seat: String,
    call: String,
}

#[derive(Serialize)]
struct Take {
    seat: String,
    discard: [String; 2],
}

#[derive(Serialize)]
struct TrickJson {
    leader: String,
    cards: Vec<String>,
    winner: String,
}

/// One deal of Appendix C, fields in C4's order; fields that do not apply are left out.
#[derive(Serialize)]
struct DealJson {
    kind: Kind,
    dealer: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    declarer: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    contract: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    whist: Option<Ordered<Final>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    light: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    tricks: Option<Ordered<u8>>,
    hands: Ordered<Vec<String>>,
    talon: [String; 2],
    bids: Vec<SeatCall>,
    #[serde(skip_serializing_if = "Option::is_none")]
    take: Option<Take>,
    whist_calls: Vec<SeatCall>,
    play: Vec<TrickJson>,
    #[serde(skip_serializing_if = "Option::is_none")]
    help: Option<Vec<String>>,
}

/// A game of Appendix C, fields in C2's order.
#[derive(Serialize)]
struct GameJson {
    variant: Variant,
    players: Vec<String>,
    pool: i64,
    first_dealer: String,
    options: crate::variant::Options,
    #[serde(skip_serializing_if = "Option::is_none")]
    seed: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    game: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    max_deals: Option<usize>,
    deals: Vec<DealJson>,
    result: ResultJson,
}

/// What self-play adds to a record (C2's extras).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Extras {
    pub seed: Option<u64>,
    pub game: Option<u64>,
    pub max_deals: Option<usize>,
}

fn deal_json(h: &Hand, names: &[String]) -> Result<DealJson, String> {
    if !h.irregular.rulings.is_empty() || h.irregular.annulled.is_some() {
        return Err(format!("deal {}: a play record cannot carry the penalties of §14", h.number + 1));
    }
    let name = |p: Player| names[p.index()].clone();
    let kind = h.kind().ok_or_else(|| format!("deal {}: the auction is not over", h.number + 1))?;
    let codes = |cards: &[Card]| cards.iter().map(|c| card_code(*c)).collect::<Vec<_>>();
    let played = h.play.is_some();
    let tricks = h.play.as_ref().map(|p| {
        let takers: Vec<Player> = h
            .roles
            .seating
            .players()
            .filter(|q| h.roles.is_active(*q) || (kind == Kind::Allpass && p.tricks.iter().any(|t| t.talon)))
            .collect();
        Ordered(takers.into_iter().map(|q| (name(q), p.won[q])).collect())
    });
    let whist = (kind == Kind::Game).then(|| Ordered(finals(h).into_iter().map(|(p, f)| (name(p), f)).collect()));
    let light = (kind == Kind::Game).then(|| h.whisting.as_ref().is_some_and(|w| w.light && w.whisters().len() == 1));
    let play = h
        .play
        .as_ref()
        .map(|p| {
            p.tricks
                .iter()
                .map(|t| TrickJson {
                    leader: match t.leader {
                        Leader::Talon => "talon".to_owned(),
                        Leader::Player(q) => name(q),
                    },
                    cards: t.cards.iter().map(|(_, c)| card_code(*c)).collect(),
                    winner: t.winner.map(name).unwrap_or_default(),
                })
                .collect()
        })
        .unwrap_or_default();
    let help = h.help_chosen.then(|| h.help.iter().map(|p| name(*p)).collect());
    Ok(DealJson {
        kind,
        dealer: name(h.roles.dealer),
        declarer: h.declarer.map(name),
        contract: h.contract.map(Bid::code),
        whist,
        light,
        tricks: if played { tricks } else { None },
        hands: Ordered(h.deal.hands.iter().map(|(p, cards)| (name(p), codes(cards))).collect()),
        talon: h.deal.talon.map(card_code),
        bids: h.auction.calls.iter().map(|(p, c)| SeatCall { seat: name(*p), call: c.code() }).collect(),
        take: h.discard.zip(h.declarer).map(|(d, p)| Take { seat: name(p), discard: d.map(card_code) }),
        whist_calls: h
            .whisting
            .as_ref()
            .map(|w| w.calls.iter().map(|(p, c)| SeatCall { seat: name(*p), call: c.code().to_owned() }).collect())
            .unwrap_or_default(),
        play,
        help,
    })
}

/// The play record of a game (one line of JSON, C1–C12).
pub fn write(game: &Game, extras: Extras) -> Result<String, String> {
    let names = seat_names(game.seating().count());
    let table = game.table();
    let deals: Vec<DealJson> = game.finished.iter().map(|h| deal_json(h, &names)).collect::<Result<_, _>>()?;
    let record = GameJson {
        variant: table.variant,
        players: names.clone(),
        pool: table.pool,
        first_dealer: names[table.first_dealer.index()].clone(),
        options: table.options.clone(),
        seed: extras.seed,
        game: extras.game,
        max_deals: extras.max_deals,
        deals,
        result: ResultJson::new(&game.result(), &names),
    };
    serde_json::to_string(&record).map_err(|e| e.to_string())
}

fn field<'a>(v: &'a Value, k: &str) -> Option<&'a Value> {
    v.get(k).filter(|x| !x.is_null())
}

fn cards_of(v: &Value, what: &str) -> Result<Vec<Card>, String> {
    v.as_array()
        .ok_or_else(|| format!("{what} must be a list of cards"))?
        .iter()
        .map(|c| {
            c.as_str().and_then(parse_card).ok_or_else(|| format!("{what}: {c} is not a card of the 32-card pack (C3)"))
        })
        .collect()
}

/// Reads a play record, replays it card by card through the rules and
/// checks every recorded fact and the result against the replay. Returns
/// the replayed game.
pub fn replay(text: &str) -> Result<Logged<Game>, String> {
    let v: Value = serde_json::from_str(text).map_err(|e| format!("not JSON: {e}"))?;
    let a = read_record(&v)?;
    let n = a.names.len();
    let who = |x: &Value, what: &str| -> Result<Player, String> {
        let s = x.as_str().ok_or_else(|| format!("{what} must name a player"))?;
        a.names
            .iter()
            .position(|m| m == s)
            .map(|i| Player::new(i as u8))
            .ok_or_else(|| format!("{what}: “{s}” is not a player"))
    };
    let raw_deals = field(&v, "deals").and_then(Value::as_array).cloned().unwrap_or_default();
    let mut deals = Vec::new();
    for (i, d) in raw_deals.iter().enumerate() {
        let at = |e: String| format!("deal {}: {e}", i + 1);
        let hands = field(d, "hands").and_then(Value::as_object).ok_or_else(|| at("no “hands” (C5)".into()))?;
        let mut by = vec![Vec::new(); n];
        for (k, cards) in hands {
            let p = who(&Value::from(k.as_str()), "hands").map_err(at)?;
            by[p.index()] = cards_of(cards, "hands").map_err(at)?;
        }
        let talon = cards_of(field(d, "talon").ok_or_else(|| at("no “talon” (C5)".into()))?, "talon").map_err(at)?;
        let talon: [Card; 2] = talon.try_into().map_err(|_| at("the talon holds 2 cards (C5)".into()))?;
        let hands = ByPlayer::from_vec(by).ok_or_else(|| at("hands for 3 or 4 players".into()))?;
        deals.push(Deal { hands, talon });
    }
    let mut table = Table::new(a.variant, n, a.pool)?;
    table.options = a.options.clone();
    table.first_dealer = a.first_dealer;
    let start = (a.start != crate::sheet::Sheet::empty(a.seating())).then(|| a.start.clone());
    let setup = Setup { table, deals: Deals::Listed(deals), start, max_deals: Some(raw_deals.len()) };
    setup.validate()?;
    let mut game = Logged::<Game>::new(setup);
    for (i, d) in raw_deals.iter().enumerate() {
        let at = |e: String| format!("deal {}: {e}", i + 1);
        let apply = |game: &mut Logged<Game>, action: Action| -> Result<(), String> {
            game.apply(action.clone()).map(|_| ()).map_err(|e| at(format!("{action}: {e}")))
        };
        for b in field(d, "bids").and_then(Value::as_array).ok_or_else(|| at("no “bids” (C6)".into()))? {
            let player = who(b.get("seat").unwrap_or(&Value::Null), "bids").map_err(at)?;
            let call: Call =
                b.get("call").and_then(Value::as_str).unwrap_or("").parse().map_err(|e| at(format!("{e} (C6)")))?;
            apply(&mut game, Action::Call { player, call })?;
        }
        if let Some(t) = field(d, "take") {
            let player = who(t.get("seat").unwrap_or(&Value::Null), "take").map_err(at)?;
            let cards: [Card; 2] = cards_of(t.get("discard").unwrap_or(&Value::Null), "discard")
                .map_err(at)?
                .try_into()
                .map_err(|_| at("declarer discards 2 cards (P24, C7)".into()))?;
            apply(&mut game, Action::Discard { player, cards })?;
        }
        if let (Some(c), Some(h)) = (field(d, "contract"), game.hand()) {
            if h.stage == Stage::Contract {
                let contract: Bid = c.as_str().unwrap_or("").parse().map_err(|e| at(format!("{e} (C8)")))?;
                let player = h.declarer.unwrap_or(Player::new(0));
                apply(&mut game, Action::Declare { player, contract })?;
            }
        }
        for w in field(d, "whist_calls").and_then(Value::as_array).cloned().unwrap_or_default() {
            let player = who(w.get("seat").unwrap_or(&Value::Null), "whist_calls").map_err(at)?;
            let call: WhistCall = w.get("call").and_then(Value::as_str).unwrap_or("").parse().map_err(at)?;
            apply(&mut game, Action::Whist { player, call })?;
        }
        let mut help: Vec<Player> = match field(d, "help") {
            Some(h) => h
                .as_array()
                .cloned()
                .unwrap_or_default()
                .iter()
                .map(|p| who(p, "help"))
                .collect::<Result<_, _>>()
                .map_err(at)?,
            None => Vec::new(),
        };
        help.reverse();
        for (t, trick) in field(d, "play").and_then(Value::as_array).cloned().unwrap_or_default().iter().enumerate() {
            let cards = cards_of(trick.get("cards").unwrap_or(&Value::Null), "play").map_err(at)?;
            let Some(h) = game.hand().filter(|h| h.number == i) else {
                return Err(at("more tricks than the deal has (P29)".into()));
            };
            let talon = h.play.as_ref().is_some_and(|p| p.current.talon);
            for card in cards.into_iter().skip(talon as usize) {
                let hand = game
                    .hand()
                    .and_then(Hand::to_play)
                    .ok_or_else(|| at(format!("trick {}: no card is due (P29)", t + 1)))?;
                apply(&mut game, Action::Play { hand, card })?;
            }
            let done = game
                .hand()
                .filter(|h| h.number == i)
                .map(|h| h.play.as_ref().map(|p| p.tricks.len()).unwrap_or(10))
                .unwrap_or(10);
            let winner = who(trick.get("winner").unwrap_or(&Value::Null), "winner").map_err(at)?;
            let actual = if done > t { winner_of(&game, i, t) } else { None };
            if actual != Some(winner) {
                return Err(at(format!(
                    "trick {} is won by {}, not {} (P32, P56)",
                    t + 1,
                    actual.map(|p| a.names[p.index()].clone()).unwrap_or("nobody".into()),
                    a.names[winner.index()]
                )));
            }
        }
        while let Some(h) = game.hand().filter(|h| h.number == i && h.stage == Stage::Help) {
            let helper = h.credits.waiting().map(|(p, _)| p).unwrap_or(Player::new(0));
            let to = help.pop().or_else(|| game.sheet().default_help(game.pulka.target, helper)).unwrap_or(helper);
            apply(&mut game, Action::Help { player: helper, to })?;
        }
        if game.hand().is_some_and(|h| h.number == i) {
            return Err(at("the record stops before the deal is over (C4)".into()));
        }
        check_facts(&game.finished[i], d, &a.names).map_err(at)?;
    }
    if let Some(r) = field(&v, "result") {
        let want: Value = serde_json::from_str(&result_line(&game.result(), &a.names)).map_err(|e| e.to_string())?;
        if *r != want {
            return Err(format!("the result {r} is not the replayed one, {want} (C12)"));
        }
    }
    Ok(game)
}

fn winner_of(game: &Game, deal: usize, trick: usize) -> Option<Player> {
    let h = game.finished.get(deal).or(game.hand().filter(|h| h.number == deal))?;
    h.play.as_ref()?.tricks.get(trick)?.winner
}

/// The facts a record states about a deal agree with the replay.
fn check_facts(h: &Hand, d: &Value, names: &[String]) -> Result<(), String> {
    let written = deal_json(h, names)?;
    let mine: Value = serde_json::to_value(&written).map_err(|e| e.to_string())?;
    for key in ["kind", "dealer", "declarer", "contract", "whist", "light", "tricks"] {
        let (theirs, ours) = (field(d, key), field(&mine, key));
        if theirs != ours {
            let show = |x: Option<&Value>| x.map(|v| v.to_string()).unwrap_or_else(|| "nothing".into());
            return Err(format!("“{key}” says {} but the replay gives {} (C4)", show(theirs), show(ours)));
        }
    }
    Ok(())
}

/// Starts a self-play game: the variant's parameters, an empty sheet, game
/// `g` (from 1) of a run seeded `seed` (C1).
pub fn selfplay_setup(
    variant: Variant,
    players: usize,
    pool: i64,
    seed: u64,
    g: u64,
    max_deals: usize,
) -> Result<Setup, String> {
    let table = Table::new(variant, players, pool)?;
    Ok(Setup { table, deals: Deals::Seeded(crate::deal::mix(seed, g)), start: None, max_deals: Some(max_deals) })
}

#[cfg(test)]
mod tests {
    use super::*;
    use tenace_cards::SeededRng;
    use tenace_core::log::conformance;

    #[test]
    fn c_records_of_random_games_replay_and_rescore() {
        for (i, variant) in Variant::ALL.into_iter().enumerate() {
            for players in [3, 4] {
                let setup = selfplay_setup(variant, players, 10, 7 + i as u64, 1, 4).unwrap();
                let mut rng = SeededRng::new(players as u64 * 31 + i as u64);
                let game = conformance::random_playout::<Game>(setup, 5000, |n| rng.below(n as u32) as usize).unwrap();
                let line = write(&game, Extras::default()).unwrap();
                let back = replay(&line).unwrap_or_else(|e| panic!("{variant} {players}: {e}\n{line}"));
                assert_eq!(back.result(), game.result());
                let (scored, _) = crate::record::score_text(&line).unwrap();
                assert_eq!(scored, game.result(), "C12: the Appendix A part re-scores to the result");
            }
        }
    }
}
