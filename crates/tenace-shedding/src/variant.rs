//! The variant flags of §3 (S36–S46), the two presets `contest` and
//! `backyard`, and their JSON object (A.2, also the `rules` of a bot's
//! state, S52).

use crate::error::ShedError;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::Value;
use tenace_core::Seating;

/// S37: which card of the dealer's hand opens the round.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum FirstCard {
    /// The last card dealt to the dealer (S8).
    DealerLast,
    /// A card of the dealer's hand drawn by the round's generator (A.4).
    Random,
}

/// S39: how many cards a turn may lay.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MultiPlay {
    /// After a card, more cards of the same rank (S13).
    SameRank,
    /// One card a turn, except several jacks; a six still takes its cover.
    JacksOnly,
}

/// S41: what several eights do.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Eights {
    /// Each further eight hits the next opponent (S17).
    Spread,
    /// One eight a turn: it hits the next player.
    Single,
    /// Every eight hits the next player (two cards each), who misses one turn.
    Stack,
}

/// S42: what a jack left in hand counts.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum JackPoints {
    /// 20 (S29).
    Flat20,
    /// 20 in a hand of jacks only, else 10; −20 for each jack of the final turn of the player who goes out.
    Backyard,
}

/// Which preset a set of flags is (A.2).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Preset {
    Contest,
    Backyard,
    Custom,
}

impl Preset {
    pub fn name(self) -> &'static str {
        match self {
            Preset::Contest => "contest",
            Preset::Backyard => "backyard",
            Preset::Custom => "custom",
        }
    }

    /// `contest` or `backyard` (the names a user may give; `custom` is only ever inferred).
    pub fn by_name(name: &str) -> Result<Preset, ShedError> {
        match name {
            "contest" => Ok(Preset::Contest),
            "backyard" => Ok(Preset::Backyard),
            "custom" => Ok(Preset::Custom),
            other => Err(ShedError::new(
                "A.2",
                format!("“{}” is not a preset (contest, backyard or custom)", crate::cards::clip(other)),
            )),
        }
    }
}

/// Every flag of §3 with the value played.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Variant {
    /// Cards dealt to each player (5, S6).
    pub hand_size: u8,
    pub first_card: FirstCard,
    pub multi_play: MultiPlay,
    /// S40: no voluntary draw while a matching card is held.
    pub forced_play: bool,
    pub eights: Eights,
    pub jack_points: JackPoints,
    /// S43: each reshuffle raises the round's multiplier by 1.
    pub reshuffle_multiplier: bool,
    /// S38: the fourth card of a rank in a row may call "Bridge".
    pub bridge_call: bool,
    /// S44: Q♠ as the last card of a turn: the next player draws five and misses a turn.
    pub queen_of_spades: bool,
    /// S45: seats 0 + 2 against 1 + 3.
    pub partnership: bool,
    /// S46: a total above this loses (S32).
    pub lose_above: i32,
    /// S46: a total of exactly this becomes 0 (S31).
    pub reset_at: i32,
}

impl Default for Variant {
    fn default() -> Variant {
        Variant::CONTEST
    }
}

impl Variant {
    /// Seed 003 plus the [impl]/[proj] rules of §2.
    pub const CONTEST: Variant = Variant {
        hand_size: 5,
        first_card: FirstCard::DealerLast,
        multi_play: MultiPlay::SameRank,
        forced_play: false,
        eights: Eights::Spread,
        jack_points: JackPoints::Flat20,
        reshuffle_multiplier: false,
        bridge_call: false,
        queen_of_spades: false,
        partnership: false,
        lose_above: 125,
        reset_at: 125,
    };

    /// `DziumovS/backyard_bridge`.
    pub const BACKYARD: Variant = Variant {
        hand_size: 5,
        first_card: FirstCard::Random,
        multi_play: MultiPlay::JacksOnly,
        forced_play: false,
        eights: Eights::Single,
        jack_points: JackPoints::Backyard,
        reshuffle_multiplier: true,
        bridge_call: true,
        queen_of_spades: false,
        partnership: false,
        lose_above: 125,
        reset_at: 125,
    };

    pub fn of_preset(preset: Preset) -> Variant {
        match preset {
            Preset::Backyard => Variant::BACKYARD,
            Preset::Contest | Preset::Custom => Variant::CONTEST,
        }
    }

    /// `contest`, `backyard`, or `custom` when any flag differs from both.
    pub fn preset(&self) -> Preset {
        if *self == Variant::CONTEST {
            Preset::Contest
        } else if *self == Variant::BACKYARD {
            Preset::Backyard
        } else {
            Preset::Custom
        }
    }

    /// The table sizes this variant is played with: 2–6 (S1, S36), 2–4 with
    /// the `backyard` preset (S36), 4 in partnership (S45).
    pub fn players_allowed(&self) -> (usize, usize) {
        if self.partnership {
            (4, 4)
        } else if self.preset() == Preset::Backyard {
            (2, 4)
        } else {
            (2, 6)
        }
    }

    /// The table of `players` seats, or why this variant is not played by
    /// that many (S1, S36, S45; and the pack must hold every hand).
    pub fn seating(&self, players: usize) -> Result<Seating, ShedError> {
        let (min, max) = self.players_allowed();
        let rule = if self.partnership { "S45" } else { "S36" };
        let seating = Seating::within(players, min, max)
            .map_err(|e| ShedError::new(rule, format!("{e} in the variant {}", self.preset().name())))?;
        if players * self.hand_size as usize > 36 {
            return Err(ShedError::new(
                "S7",
                format!("{players} hands of {} cards need more than the 36 cards of the pack", self.hand_size),
            ));
        }
        Ok(seating)
    }

    /// A player's partner (S45), if the variant has partners.
    pub fn partner(&self, seat: tenace_core::Player) -> Option<tenace_core::Player> {
        self.partnership.then(|| tenace_core::Player::new(((seat.index() + 2) % 4) as u8))
    }

    /// Reads the `rules` object of A.2 leniently: unknown keys are ignored
    /// and missing ones take the preset's value; a flag that contradicts a
    /// named preset, or a value that is not allowed, is refused.
    pub fn from_json(value: &Value) -> Result<Variant, ShedError> {
        let obj = value.as_object().ok_or_else(|| ShedError::new("A.2", "“rules” must be an object"))?;
        let preset = match obj.get("preset") {
            None => Preset::Custom,
            Some(Value::String(name)) => Preset::by_name(name)?,
            Some(_) => return Err(ShedError::new("A.2", "“preset” must be a string")),
        };
        let mut v = Variant::of_preset(preset);
        let text = |key: &str| -> Result<Option<&str>, ShedError> {
            match obj.get(key) {
                None => Ok(None),
                Some(Value::String(s)) => Ok(Some(s.as_str())),
                Some(_) => Err(ShedError::new("A.2", format!("“{key}” must be a string"))),
            }
        };
        let flag = |key: &str| -> Result<Option<bool>, ShedError> {
            match obj.get(key) {
                None => Ok(None),
                Some(Value::Bool(b)) => Ok(Some(*b)),
                Some(_) => Err(ShedError::new("A.2", format!("“{key}” must be true or false"))),
            }
        };
        let number = |key: &str, min: i64, max: i64| -> Result<Option<i64>, ShedError> {
            match obj.get(key) {
                None => Ok(None),
                Some(n) => match n.as_i64() {
                    Some(x) if (min..=max).contains(&x) => Ok(Some(x)),
                    _ => Err(ShedError::new("A.2", format!("“{key}” must be a whole number from {min} to {max}"))),
                },
            }
        };
        let bad = |key: &str, value: &str, allowed: &str| {
            ShedError::new("A.2", format!("“{key}” cannot be “{}” ({allowed})", crate::cards::clip(value)))
        };
        if let Some(n) = number("hand_size", 1, 18)? {
            v.hand_size = n as u8;
        }
        if let Some(s) = text("first_card")? {
            v.first_card = match s {
                "dealer_last" => FirstCard::DealerLast,
                "random" => FirstCard::Random,
                _ => return Err(bad("first_card", s, "dealer_last or random")),
            };
        }
        if let Some(s) = text("multi_play")? {
            v.multi_play = match s {
                "same_rank" => MultiPlay::SameRank,
                "jacks_only" => MultiPlay::JacksOnly,
                _ => return Err(bad("multi_play", s, "same_rank or jacks_only")),
            };
        }
        if let Some(b) = flag("forced_play")? {
            v.forced_play = b;
        }
        if let Some(s) = text("eights")? {
            v.eights = match s {
                "spread" => Eights::Spread,
                "single" => Eights::Single,
                "stack" => Eights::Stack,
                _ => return Err(bad("eights", s, "spread, single or stack")),
            };
        }
        if let Some(s) = text("jack_points")? {
            v.jack_points = match s {
                "flat20" => JackPoints::Flat20,
                "backyard" => JackPoints::Backyard,
                _ => return Err(bad("jack_points", s, "flat20 or backyard")),
            };
        }
        if let Some(b) = flag("reshuffle_multiplier")? {
            v.reshuffle_multiplier = b;
        }
        if let Some(b) = flag("bridge_call")? {
            v.bridge_call = b;
        }
        if let Some(b) = flag("queen_of_spades")? {
            v.queen_of_spades = b;
        }
        if let Some(b) = flag("partnership")? {
            v.partnership = b;
        }
        if let Some(n) = number("lose_above", 1, 1_000_000)? {
            v.lose_above = n as i32;
        }
        if let Some(n) = number("reset_at", 1, 1_000_000)? {
            v.reset_at = n as i32;
        }
        if preset != Preset::Custom && v != Variant::of_preset(preset) {
            return Err(ShedError::new(
                "A.2",
                format!(
                    "the preset {} fixes every flag, but a flag here differs from it (write \"custom\")",
                    preset.name()
                ),
            ));
        }
        Ok(v)
    }

    fn out(&self) -> VariantOut {
        VariantOut {
            preset: self.preset().name(),
            hand_size: self.hand_size,
            first_card: match self.first_card {
                FirstCard::DealerLast => "dealer_last",
                FirstCard::Random => "random",
            },
            multi_play: match self.multi_play {
                MultiPlay::SameRank => "same_rank",
                MultiPlay::JacksOnly => "jacks_only",
            },
            forced_play: self.forced_play,
            eights: match self.eights {
                Eights::Spread => "spread",
                Eights::Single => "single",
                Eights::Stack => "stack",
            },
            jack_points: match self.jack_points {
                JackPoints::Flat20 => "flat20",
                JackPoints::Backyard => "backyard",
            },
            reshuffle_multiplier: self.reshuffle_multiplier,
            bridge_call: self.bridge_call,
            queen_of_spades: self.queen_of_spades,
            partnership: self.partnership,
            lose_above: self.lose_above,
            reset_at: self.reset_at,
        }
    }
}

/// The object of A.2, keys in the table's order.
#[derive(Serialize)]
struct VariantOut {
    preset: &'static str,
    hand_size: u8,
    first_card: &'static str,
    multi_play: &'static str,
    forced_play: bool,
    eights: &'static str,
    jack_points: &'static str,
    reshuffle_multiplier: bool,
    bridge_call: bool,
    queen_of_spades: bool,
    partnership: bool,
    lose_above: i32,
    reset_at: i32,
}

impl Serialize for Variant {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.out().serialize(s)
    }
}

impl<'de> Deserialize<'de> for Variant {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Variant, D::Error> {
        let value = Value::deserialize(d)?;
        Variant::from_json(&value).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a2_the_two_presets_write_every_key_in_order() {
        let contest = serde_json::to_string(&Variant::CONTEST).unwrap();
        assert_eq!(
            contest,
            r#"{"preset":"contest","hand_size":5,"first_card":"dealer_last","multi_play":"same_rank","forced_play":false,"eights":"spread","jack_points":"flat20","reshuffle_multiplier":false,"bridge_call":false,"queen_of_spades":false,"partnership":false,"lose_above":125,"reset_at":125}"#
        );
        let backyard: Value = serde_json::to_value(Variant::BACKYARD).unwrap();
        assert_eq!(
            backyard,
            json!({"preset":"backyard","hand_size":5,"first_card":"random","multi_play":"jacks_only",
                   "forced_play":false,"eights":"single","jack_points":"backyard","reshuffle_multiplier":true,
                   "bridge_call":true,"queen_of_spades":false,"partnership":false,"lose_above":125,"reset_at":125})
        );
        for v in [Variant::CONTEST, Variant::BACKYARD] {
            let back: Variant = serde_json::from_value(serde_json::to_value(v).unwrap()).unwrap();
            assert_eq!(back, v);
        }
    }

    #[test]
    fn a2_custom_when_any_flag_differs_and_a_named_preset_is_kept_to() {
        let v = Variant { eights: Eights::Stack, ..Variant::CONTEST };
        assert_eq!(v.preset(), Preset::Custom);
        let out = serde_json::to_value(v).unwrap();
        assert_eq!(out["preset"], "custom");
        assert_eq!(Variant::from_json(&out).unwrap(), v);
        // The abbreviated object of T13 is the whole preset.
        assert_eq!(Variant::from_json(&json!({"preset":"contest"})).unwrap(), Variant::CONTEST);
        // A named preset that a flag contradicts is refused.
        let e = Variant::from_json(&json!({"preset":"contest","eights":"stack"})).unwrap_err();
        assert_eq!(e.rule, "A.2");
        for bad in [
            json!({"preset":"nope"}),
            json!({"preset":"custom","eights":"double"}),
            json!({"preset":"custom","forced_play":"yes"}),
            json!({"preset":"custom","lose_above":-3}),
            json!([1, 2]),
        ] {
            assert!(Variant::from_json(&bad).is_err(), "{bad}");
        }
        // Unknown keys are ignored (S64).
        assert_eq!(Variant::from_json(&json!({"preset":"backyard","colour":"green"})).unwrap(), Variant::BACKYARD);
    }

    #[test]
    fn s36_s45_table_sizes() {
        assert!(Variant::CONTEST.seating(6).is_ok());
        assert!(Variant::CONTEST.seating(7).is_err());
        assert!(Variant::CONTEST.seating(1).is_err());
        assert!(Variant::BACKYARD.seating(4).is_ok());
        assert_eq!(Variant::BACKYARD.seating(5).unwrap_err().rule, "S36");
        let pairs = Variant { partnership: true, ..Variant::CONTEST };
        assert_eq!(pairs.seating(3).unwrap_err().rule, "S45");
        assert!(pairs.seating(4).is_ok());
        let big = Variant { hand_size: 10, ..Variant::CONTEST };
        assert_eq!(big.seating(4).unwrap_err().rule, "S7");
    }
}
