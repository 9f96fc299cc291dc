//! Robot tables: a board played by four robots.

use serde::{Deserialize, Serialize};
use tenace_bridge::{robot_to_act, Action, Game, Phase, Seat, Setup};
use tenace_robots::Request;

/// How the robots at one table bid and play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RobotSettings {
    /// The robots' system by name (`sayc`, `sayc-16-18`, `culbertson`,
    /// `estonian-club`, `lithuanian`): North-South's, and East-West's too
    /// unless `east_west` names another.
    pub system: String,
    /// East-West's system when the sides play different ones.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub east_west: Option<String>,
    /// `fast`, `normal` or `strong` (the card-play level).
    pub play: String,
}

impl Default for RobotSettings {
    fn default() -> RobotSettings {
        RobotSettings { system: "sayc".to_owned(), east_west: None, play: "normal".to_owned() }
    }
}

impl RobotSettings {
    /// The settings of table `i` of a pairs field: systems and card-play
    /// levels alternate so that the field's results differ as a real
    /// field's would. Only the fast and normal levels: a field of K tables
    /// plays every board K times in the background, and the strong level
    /// would keep the user waiting for the results.
    pub fn for_field_table(i: usize) -> RobotSettings {
        let play = if i % 2 == 0 { "fast" } else { "normal" };
        let system = if (i / 2) % 2 == 0 { "sayc" } else { "sayc-16-18" };
        RobotSettings { system: system.to_owned(), east_west: None, play: play.to_owned() }
    }
}

/// A robot table that could not finish its board (a bug: robots only make
/// legal actions).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FieldError {
    #[error("the robots' settings are not understood: {0}")]
    Settings(String),
    #[error("a robot could not act: {0}")]
    Robot(String),
    #[error("the robots' board did not finish within {0} actions")]
    Unfinished(usize),
}

/// Plays `setup` with robots in all four seats; returns the finished game.
pub fn robot_table(setup: &Setup, settings: &RobotSettings) -> Result<Game, FieldError> {
    let mut game = Game::new(setup.clone());
    // 52 cards, at most ~40 calls, and claims with their answers.
    const LIMIT: usize = 400;
    for _ in 0..LIMIT {
        if game.phase() == Phase::Finished {
            return Ok(game);
        }
        // Robots hold every seat: the engine's robot turn.
        let Some(seat) = robot_to_act(game.state(), |_| false) else {
            return Err(FieldError::Robot(format!("nobody can act in phase {:?}", game.phase())));
        };
        let request = request(&game, seat, settings)?;
        let decision = tenace_robots::answer_with(&request, play_settings(settings)?)
            .map_err(|e| FieldError::Robot(format!("{seat} could not act: {e}")))?;
        apply(&mut game, decision.action)?;
    }
    Err(FieldError::Unfinished(LIMIT))
}

fn request(game: &Game, seat: Seat, settings: &RobotSettings) -> Result<Request, FieldError> {
    let mut bidding =
        serde_json::json!({ "system": system_value(&settings.system)?, "score": { "below_line": [0, 0] } });
    if let Some(ew) = &settings.east_west {
        bidding["east_west"] = system_value(ew)?;
    }
    let value = serde_json::json!({ "game": game.record(), "seat": seat, "bidding": bidding });
    serde_json::from_value(value).map_err(|e| FieldError::Settings(e.to_string()))
}

/// The card-play level, by its name.
fn play_settings(settings: &RobotSettings) -> Result<tenace_robots::PlaySettings, FieldError> {
    let level: tenace_robots::PlayLevel = serde_json::from_value(serde_json::Value::String(settings.play.clone()))
        .map_err(|_| {
            FieldError::Settings(format!("“{}” is not a card-play level (fast, normal, strong)", settings.play))
        })?;
    Ok(tenace_robots::PlaySettings::at(level))
}

/// The system as its serialized form in the request.
fn system_value(name: &str) -> Result<serde_json::Value, FieldError> {
    let system = tenace_robots::System::by_name(name).map_err(|e| FieldError::Settings(e.to_string()))?;
    serde_json::to_value(system).map_err(|e| FieldError::Settings(e.to_string()))
}

fn apply(game: &mut Game, action: Action) -> Result<(), FieldError> {
    game.apply(action.clone()).map(|_| ()).map_err(|e| FieldError::Robot(format!("{action:?} was refused: {e}")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use tenace_bridge::{BoardNumber, Deal};

    #[test]
    fn the_field_varies_system_and_level_but_never_plays_strong() {
        let field: Vec<RobotSettings> = (0..7).map(RobotSettings::for_field_table).collect();
        assert!(field.iter().all(|s| s.play == "fast" || s.play == "normal"));
        for i in 0..4 {
            for j in 0..i {
                assert_ne!(field[i], field[j], "tables {j} and {i} of four play alike");
            }
        }
    }

    #[test]
    fn a_robot_table_finishes_and_bad_settings_are_refused() {
        let setup = Setup::board(BoardNumber::FIRST, Deal::for_board(42, BoardNumber::FIRST));
        let fast = RobotSettings { play: "fast".to_owned(), ..RobotSettings::default() };
        let game = robot_table(&setup, &fast).unwrap();
        assert_eq!(game.phase(), Phase::Finished);
        assert_eq!(game.setup(), &setup);
        let bad = RobotSettings { play: "perfect".to_owned(), ..RobotSettings::default() };
        assert!(matches!(robot_table(&setup, &bad), Err(FieldError::Settings(m)) if m.contains("perfect")));
        let bad = RobotSettings { east_west: Some("goren".to_owned()), ..RobotSettings::default() };
        assert!(matches!(robot_table(&setup, &bad), Err(FieldError::Settings(m)) if m.contains("goren")));
    }

    /// Issue 17: a table can field robots of different systems, each side
    /// bidding by its own (North-South Culbertson, East-West SAYC here).
    #[test]
    fn a_table_of_mixed_systems_bids_each_side_by_its_own() {
        let mixed = RobotSettings {
            system: "culbertson".to_owned(),
            east_west: Some("sayc".to_owned()),
            play: "fast".to_owned(),
        };
        let mut rules = Vec::new();
        for n in 1..=3u32 {
            let board = BoardNumber::new(n).expect("a board number");
            let setup = Setup::board(board, Deal::for_board(7, board));
            let game = robot_table(&setup, &mixed).unwrap();
            assert_eq!(game.phase(), Phase::Finished);
            let systems = tenace_robots::Systems {
                north_south: tenace_robots::System::CULBERTSON,
                east_west: tenace_robots::System::SAYC,
            };
            let table = tenace_robots::bidding::Table::duplicate(setup.vulnerability);
            for m in tenace_robots::bidding::interpret_sides(&systems, game.auction(), table) {
                rules.push((m.seat, m.rule));
            }
        }
        for (seat, rule) in &rules {
            let own = if seat.side() == tenace_bridge::Side::NorthSouth { "culbertson." } else { "sayc." };
            assert!(rule.starts_with(own) || rule.starts_with("natural."), "{seat:?} called by {rule}");
        }
        assert!(
            rules.iter().any(|(_, r)| r.starts_with("culbertson."))
                && rules.iter().any(|(_, r)| r.starts_with("sayc."))
        );
    }
}
