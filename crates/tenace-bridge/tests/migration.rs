//! Saves written before bridge moved onto `tenace-core` (format version 1,
//! no `schema` field) still load, migrated to version 2 without losing or
//! changing an action, and the games they hold are the same games.
//!
//! The files in `tests/data` were written by the program at commit 37d4edc
//! (before the change), with its own code: `v1_app_save.json` by the web
//! app's `save::to_json` for a table after thirty robot and user steps,
//! `v1_game_record.json` (that table's deal in progress) and
//! `v1_claimed.json` (a 1NT with a rejected and then an accepted claim) by
//! `serde_json::to_string(&Game)`, and `v1_facts.json` with what that
//! program said about those games (phase, whose turn, legal cards, result).

use serde_json::Value;
use tenace_bridge::{Bridge, Game, GameRecord, LoadError, Phase, Rules, Side};
use tenace_core::Record;

const RECORD: &str = include_str!("data/v1_game_record.json");
const CLAIMED: &str = include_str!("data/v1_claimed.json");
const APP_SAVE: &str = include_str!("data/v1_app_save.json");
const FACTS: &str = include_str!("data/v1_facts.json");

fn facts() -> Value {
    serde_json::from_str(FACTS).expect("the facts file is JSON")
}

/// The actions of a version 1 record exactly as written.
fn old_actions(text: &str) -> Vec<Value> {
    let v: Value = serde_json::from_str(text).expect("a version 1 record is JSON");
    v["actions"].as_array().cloned().expect("a version 1 record lists actions")
}

#[test]
fn version_1_records_read_as_version_1_and_migrate_without_loss() {
    for text in [RECORD, CLAIMED] {
        assert!(!text.contains("\"schema\""), "the old format had no schema field");
        let raw: GameRecord = serde_json::from_str(text).expect("the record parses");
        assert_eq!(raw.schema, 1, "no schema field: version 1");
        let migrated = Bridge::migrate(raw.clone()).expect("version 1 migrates");
        assert_eq!(migrated.schema, Bridge::SCHEMA);
        assert_eq!(migrated.setup, raw.setup);
        assert_eq!(migrated.actions, raw.actions, "no action lost or changed");
        assert_eq!(migrated.setup.laws, None, "a version 1 deal had no director");
    }
}

#[test]
fn version_1_games_load_and_are_the_same_games() {
    let facts = facts();
    let game: Game = serde_json::from_str(RECORD).expect("the old deal in progress loads");
    assert_eq!(game.log().len() as u64, facts["record_actions"].as_u64().unwrap_or(0));
    assert_eq!(serde_json::to_value(game.phase()).ok(), Some(facts["record_phase"].clone()));
    assert_eq!(serde_json::to_value(game.to_act()).ok(), Some(facts["record_to_act"].clone()));
    assert_eq!(serde_json::to_value(game.contract()).ok(), Some(facts["record_contract"].clone()));
    let legal: Vec<String> = game.legal_cards().iter().map(|c| c.to_string()).collect();
    assert_eq!(serde_json::to_value(legal).ok(), Some(facts["record_legal_cards"].clone()));

    let claimed: Game = serde_json::from_str(CLAIMED).expect("the old claimed deal loads");
    assert_eq!(claimed.phase(), Phase::Finished);
    assert_eq!(serde_json::to_value(claimed.result()).ok(), Some(facts["claimed_result"].clone()));
    assert_eq!(u64::from(claimed.tricks_won(Side::NorthSouth)), facts["claimed_tricks_ns"].as_u64().unwrap_or(99));
}

#[test]
fn a_loaded_version_1_game_saves_as_version_2_with_the_same_actions() {
    for text in [RECORD, CLAIMED] {
        let game: Game = serde_json::from_str(text).expect("loads");
        let saved = serde_json::to_string(&game).expect("saves");
        assert!(saved.starts_with("{\"schema\":2,"), "{saved}");
        let now: Value = serde_json::from_str(&saved).expect("json");
        assert_eq!(now["actions"].as_array().cloned(), Some(old_actions(text)), "the log is written as before");
        assert_eq!(serde_json::from_str::<Game>(&saved).ok(), Some(game));
    }
}

/// The web app's save holds its deals as game records: every one of them
/// loads (the app's own reader is tested on the same file in tenace-web).
#[test]
fn the_old_app_save_holds_records_that_load() {
    let save: Value = serde_json::from_str(APP_SAVE).expect("the app save is JSON");
    assert_eq!(save["schema"], 1, "the app's own save format is unchanged");
    let mut records = vec![save["current"]["record"].clone()];
    records.extend(save["session"]["history"].as_array().into_iter().flatten().map(|d| d["record"].clone()));
    for record in records {
        let old: Vec<Value> = record["actions"].as_array().cloned().unwrap_or_default();
        let game: Game = serde_json::from_value(record).expect("the saved deal loads");
        assert_eq!(game.log().len(), old.len());
    }
    let current: Game = serde_json::from_value(save["current"]["record"].clone()).expect("loads");
    let alone: Game = serde_json::from_str(RECORD).expect("loads");
    assert_eq!(current, alone, "the same deal as the record saved on its own");
}

#[test]
fn what_cannot_be_read_is_refused_in_words() {
    let mut v: Value = serde_json::from_str(CLAIMED).expect("json");
    // Version 1 never held a tutored deal.
    v["setup"]["laws"] = Value::String("2017".into());
    let raw: GameRecord = serde_json::from_value(v.clone()).expect("parses");
    let err = Game::from_record(raw).expect_err("refused");
    assert!(matches!(err, LoadError::Migration(ref m) if m.contains("cannot hold a tutored deal")), "{err}");
    // From a newer program.
    v["schema"] = Value::from(3);
    let raw: Record<Bridge> = serde_json::from_value(v.clone()).expect("parses");
    let err = Game::from_record(raw).expect_err("refused").to_string();
    assert!(err.contains("newer than this program reads"), "{err}");
    // A version no program wrote.
    v["schema"] = Value::from(0);
    let raw: Record<Bridge> = serde_json::from_value(v).expect("parses");
    let err = Game::from_record(raw).expect_err("refused").to_string();
    assert!(err.contains("version 0"), "{err}");
}
