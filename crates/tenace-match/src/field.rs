//! Robot tables: a board played by four robots.

use serde::{Deserialize, Serialize};
use tenace_bridge::{robot_to_act, Action, Game, Phase, Seat, Setup};
use tenace_robots::Request;

/// How the robots at one table bid and play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RobotSettings {
    /// `sayc` or `sayc-16-18`.
    pub system: String,
    /// `fast`, `normal` or `strong` (the card-play level).
    pub play: String,
}

impl Default for RobotSettings {
    fn default() -> RobotSettings {
        RobotSettings { system: "sayc".to_owned(), play: "normal".to_owned() }
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
        RobotSettings { system: system.to_owned(), play: play.to_owned() }
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
    let value = serde_json::json!({
        "game": game.record(),
        "seat": seat,
        "bidding": { "system": system_value(&settings.system)?, "score": { "below_line": [0, 0] } },
    });
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
    }
}
