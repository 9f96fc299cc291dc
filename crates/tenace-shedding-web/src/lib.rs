//! The bot arena's WebAssembly (www/arena): each export forwards strings to
//! [`tenace_shedding::api`], where the logic lives and is tested on the
//! host. No web-sys, no js-sys: the page's JavaScript owns every DOM node
//! (and sets every text with `textContent`), so nothing from a bot or a
//! record ever reaches the page as HTML.

use tenace_i18n::{arena_catalogue, Lang};
use tenace_shedding::api;
use wasm_bindgen::prelude::wasm_bindgen;

/// One game at the arena's table (a tournament game or a practice game).
#[wasm_bindgen]
pub struct Session {
    inner: api::Session,
}

#[wasm_bindgen]
impl Session {
    /// A game from its settings (JSON: names, bots, and a schedule entry
    /// `spec` or a practice `seed`); throws the reason as text when they are wrong.
    #[wasm_bindgen(constructor)]
    pub fn new(config: &str) -> Result<Session, String> {
        api::Session::new(config).map(|inner| Session { inner }).map_err(|e| e.to_string())
    }

    /// The seat to act, or −1 when the game is over.
    pub fn due(&self) -> i32 {
        self.inner.due()
    }

    /// The state of S52 for a seat's bot.
    pub fn state(&self, seat: u32) -> String {
        self.inner.state(seat)
    }

    /// The state of S52 in parts: without its log, and the log's events from
    /// index `from` of round `round` on (all of them in another round).
    pub fn state_delta(&self, seat: u32, round: u32, from: u32) -> String {
        self.inner.state_delta(seat, round, from)
    }

    /// `onGameStart(info)` for a seat (S55).
    pub fn game_start(&self, seat: u32) -> String {
        self.inner.game_start(seat)
    }

    /// The ends of the rounds finished from round index `from` on (S55).
    pub fn round_ends(&self, from: u32) -> String {
        self.inner.round_ends(from)
    }

    /// A bot's answer: `kind` value / threw / rejected / timeout (S58–S60).
    pub fn answer(&mut self, seat: u32, kind: &str, payload: &str) -> String {
        self.inner.answer(seat, kind, payload)
    }

    /// The fallback action of a benched bot (S60).
    pub fn play_benched(&mut self, seat: u32) -> String {
        self.inner.play_benched(seat)
    }

    /// S57's fast_forced: plays a seat's only legal action; `{"forced":false}` when it has a choice.
    pub fn play_forced(&mut self, seat: u32) -> String {
        self.inner.play_forced(seat)
    }

    /// A fault outside `decide`: load, game_start, round_end, budget, timeout.
    pub fn fault(&mut self, seat: u32, kind: &str, detail: &str) -> String {
        self.inner.fault(seat, kind, detail)
    }

    /// A person's action, or the rule that refuses it.
    pub fn act(&mut self, seat: u32, action: &str) -> String {
        self.inner.act(seat, action)
    }

    /// The table for the page (`viewer` −1: a spectator; `all`: every hand).
    pub fn view(&self, viewer: i32, all: bool) -> String {
        self.inner.view(viewer, all)
    }

    /// The schedule entry of this game (GameSpec: seats, seeds of S76 and S80).
    pub fn spec(&self) -> String {
        self.inner.spec()
    }

    /// The game record (Appendix A), one line.
    pub fn record(&self) -> String {
        self.inner.record()
    }

    /// The game's figures (S72, S73).
    pub fn outcome(&self) -> String {
        self.inner.outcome()
    }
}

/// The games of a tournament (S66–S71).
#[wasm_bindgen]
pub fn schedule(input: &str) -> String {
    api::schedule(input)
}

/// The standings (S74).
#[wasm_bindgen]
pub fn standings(input: &str) -> String {
    api::standings(input)
}

/// `results.json` (S82).
#[wasm_bindgen]
pub fn results(input: &str) -> String {
    api::results(input)
}

/// The per-game CSV (S82).
#[wasm_bindgen]
pub fn results_csv(input: &str) -> String {
    api::csv(input)
}

/// `tenace shed check` on the text of a records file (A.7).
#[wasm_bindgen]
pub fn check_records(text: &str) -> String {
    api::check_records(text)
}

/// The replay viewer's frames of one record.
#[wasm_bindgen]
pub fn replay(record: &str) -> String {
    api::replay(record)
}

/// The rules object of a preset.
#[wasm_bindgen]
pub fn preset(name: &str) -> String {
    api::preset(name)
}

/// The arena's words in the language of a BCP 47 tag (English when it is
/// not one of the six), as a JSON object of key → text.
#[wasm_bindgen]
pub fn messages(lang: &str) -> String {
    messages_json(Lang::from_tag(lang).unwrap_or(Lang::En))
}

fn messages_json(lang: Lang) -> String {
    let cat = arena_catalogue(lang);
    let english = arena_catalogue(Lang::En);
    let map: serde_json::Map<String, serde_json::Value> = english
        .keys()
        .iter()
        .map(|k| (k.to_string(), serde_json::Value::from(cat.message(k).or(english.message(k)).unwrap_or(k))))
        .collect();
    serde_json::json!({"lang": lang.code(), "messages": map}).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_for_every_language() {
        for lang in Lang::ALL {
            let v: serde_json::Value = serde_json::from_str(&messages_json(lang)).unwrap();
            assert_eq!(v["lang"], lang.code());
            assert!(v["messages"]["arena.title"].is_string());
        }
        let v: serde_json::Value = serde_json::from_str(&messages("xx-YY")).unwrap();
        assert_eq!(v["lang"], "en");
    }

    /// A message with " | " holds one form per plural category of its
    /// language, in the order www/arena/i18n.js picks them (CLDR: en, et, de
    /// one/other; fr one/many/other; lt, ru one/few/many/other).
    #[test]
    fn plural_forms_match_each_language() {
        let forms = |lang: Lang| match lang {
            Lang::En | Lang::Et | Lang::De => 2,
            Lang::Fr => 3,
            Lang::Lt | Lang::Ru => 4,
        };
        let english = arena_catalogue(Lang::En);
        for key in english.keys() {
            let plural = english.message(key).is_some_and(|m| m.contains(" | "));
            for lang in Lang::ALL {
                let text = arena_catalogue(lang).message(key).unwrap_or("");
                let n = text.split(" | ").count();
                if plural {
                    assert_eq!(n, forms(lang), "{lang:?} {key}: {text}");
                } else {
                    assert_eq!(n, 1, "{lang:?} {key} has plural forms but English does not");
                }
            }
        }
    }
}
