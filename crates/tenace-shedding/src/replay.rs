//! The replay viewer's frames (S78): a game record, checked, turned into
//! one picture of the table per event, every card visible.

use crate::cards::{self, canonical, code};
use crate::record::{check_value, Problem};
use serde::Serialize;
use serde_json::Value;
use tenace_cards::{Card, CardSet, Rank};

/// The table after one event.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Frame {
    pub round: u32,
    /// The event's index in its round (`None`: the deal, before the first event).
    pub event: Option<usize>,
    /// The event as the record writes it.
    pub what: Value,
    /// Every hand, canonical order.
    pub hands: Vec<Vec<String>>,
    pub top: Option<String>,
    pub suit: Option<&'static str>,
    pub stock: usize,
    pub discard: usize,
    /// Totals before this round.
    pub totals: Vec<i32>,
    /// The round's end, on its last frame.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub end: Option<Value>,
}

/// A whole game for the viewer.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Replay {
    pub names: Vec<String>,
    pub bots: Vec<String>,
    pub frames: Vec<Frame>,
    pub result: Value,
}

fn codes_of(v: &Value) -> Vec<Card> {
    v.as_array()
        .map(|a| a.iter().filter_map(|c| c.as_str().and_then(|s| cards::parse_code(s).ok())).collect())
        .unwrap_or_default()
}

/// The frames of a record, or the problems that make it unreadable (the
/// record is checked first: a frame is only ever drawn from a game the
/// rules allow).
pub fn frames(record: &Value) -> Result<Replay, Vec<Problem>> {
    let checked = check_value(record);
    if !checked.valid() {
        return Err(checked.problems);
    }
    let strings = |key: &str| -> Vec<String> {
        record[key]
            .as_array()
            .map(|a| a.iter().map(|v| v.as_str().unwrap_or("").to_owned()).collect())
            .unwrap_or_default()
    };
    let names = strings("names");
    let n = names.len();
    let mut totals: Vec<i32> = match record.get("start").and_then(Value::as_array) {
        Some(s) => s.iter().map(|v| v.as_i64().unwrap_or(0) as i32).collect(),
        None => vec![0; n],
    };
    let mut out = Vec::new();
    for round in record["rounds"].as_array().into_iter().flatten() {
        let number = round["round"].as_u64().unwrap_or(0) as u32;
        let mut hands: Vec<CardSet> =
            round["hands"].as_array().into_iter().flatten().map(|h| codes_of(h).into_iter().collect()).collect();
        hands.resize(n, CardSet::EMPTY);
        // Top last.
        let mut stock: Vec<Card> = codes_of(&round["stock"]);
        stock.reverse();
        let mut discard: Vec<Card> = Vec::new();
        let mut suit = None;
        let snapshot = |hands: &[CardSet], discard: &[Card], suit: Option<&'static str>, stock: usize| {
            (
                hands.iter().map(|h| canonical(*h).map(code).collect()).collect::<Vec<Vec<String>>>(),
                discard.last().map(|c| code(*c)),
                suit,
                stock,
                discard.len(),
            )
        };
        let (h, top, s, st, d) = snapshot(&hands, &discard, suit, stock.len());
        out.push(Frame {
            round: number,
            event: None,
            what: Value::Null,
            hands: h,
            top,
            suit: s,
            stock: st,
            discard: d,
            totals: totals.clone(),
            end: None,
        });
        let events = round["events"].as_array().cloned().unwrap_or_default();
        for (i, e) in events.iter().enumerate() {
            let seat = e["seat"].as_u64().map(|s| s as usize).filter(|s| *s < n);
            match e["do"].as_str().unwrap_or("") {
                "play" => {
                    if let (Some(s), Ok(c)) = (seat, cards::parse_code(e["card"].as_str().unwrap_or(""))) {
                        hands[s].remove(c);
                        discard.push(c);
                        let named = e["suit"].as_str().and_then(|x| cards::parse_suit(x).ok());
                        suit =
                            Some(cards::suit_code(if c.rank == Rank::Jack { named.unwrap_or(c.suit) } else { c.suit }));
                    }
                }
                "draw" | "penalty" => {
                    let drawn = if e["do"] == "draw" {
                        codes_of(&Value::Array(vec![e["card"].clone()]))
                    } else {
                        codes_of(&e["cards"])
                    };
                    for c in drawn {
                        if let Some(s) = seat {
                            hands[s].insert(c);
                        }
                        stock.retain(|x| *x != c);
                    }
                }
                "reshuffle" => {
                    let top = discard.pop();
                    discard.clear();
                    discard.extend(top);
                    stock = codes_of(&e["cards"]);
                    stock.reverse();
                }
                _ => {}
            }
            let last = i + 1 == events.len();
            let end = last.then(|| round["end"].clone());
            let (h, top, s, st, d) = snapshot(&hands, &discard, suit, stock.len());
            out.push(Frame {
                round: number,
                event: Some(i),
                what: e.clone(),
                hands: h,
                top,
                suit: s,
                stock: st,
                discard: d,
                totals: totals.clone(),
                end,
            });
        }
        if let Some(t) = round["end"]["totals"].as_array() {
            totals = t.iter().map(|v| v.as_i64().unwrap_or(0) as i32).collect();
        }
    }
    Ok(Replay { names, bots: strings("bots"), frames: out, result: record["result"].clone() })
}
