//! Finds the seeds the browser tests play (tests/browser/preferans-specs.mjs):
//! the first deal of `#preferans&seed=S` with fast robots, the user passing in
//! the auction, and what happens then.
//!
//!   cargo run -p tenace-preferans-app --example scenarios -- 200
//!
//! Prints, for the first seeds of each kind: an all-pass deal, a robot's
//! misère, a half-whist offered to the user.

use tenace_core::Rules;
use tenace_preferans::defence::WhistCall;
use tenace_preferans::robot::Level;
use tenace_preferans::{Action, Bid, Call, Stage};
use tenace_preferans_app::{worker::Robots, Controller, Msg, Settings, ME};

fn main() {
    let n: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(100);
    // "pass" (default): the user passes; "misere": the user bids misère when he may.
    let misere = std::env::args().nth(2).as_deref() == Some("misere");
    let settings = Settings { pool: 2, level: Level::Fast, delay_ms: 0, ..Settings::default() };
    for seed in 1..=n {
        let mut c = Controller::new(settings.clone(), seed);
        let mut robots = Robots::default();
        let mut half = false;
        for _ in 0..400 {
            if c.between_deals() || c.game.is_over() {
                break;
            }
            if c.user_turn() {
                let legal = c.game.legal_actions(ME);
                if legal.iter().any(|a| matches!(a, Action::Whist { call: WhistCall::Half, .. })) {
                    half = true;
                }
                let want_misere =
                    |a: &&Action| misere && matches!(a, Action::Call { call: Call::Bid(Bid::Misere), .. });
                let pick = legal
                    .iter()
                    .find(want_misere)
                    .or_else(|| {
                        legal.iter().find(|a| {
                            matches!(
                                a,
                                Action::Call { call: Call::Pass, .. } | Action::Whist { call: WhistCall::Pass, .. }
                            )
                        })
                    })
                    .unwrap_or(&legal[0])
                    .clone();
                c.reduce(Msg::User(pick));
            } else if let Some(job) = c.robot_job() {
                c.reduce(Msg::Robot(robots.answer(job)));
            } else {
                break;
            }
        }
        let Some(h) = c.game.finished.first() else { continue };
        let kind = match (h.declarer, h.final_bid) {
            (None, _) => "all-pass".to_owned(),
            (Some(d), Some(Bid::Misere)) => format!("misere by seat {}", d.index() + 1),
            (Some(d), Some(b)) => format!("{} by seat {}", b.code(), d.index() + 1),
            _ => "?".into(),
        };
        let stage_seen = if half { " half-whist offered" } else { "" };
        let calls: Vec<String> = h
            .whisting
            .as_ref()
            .map(|w| w.calls.iter().map(|(p, c)| format!("{}:{}", p.index() + 1, c.code())).collect())
            .unwrap_or_default();
        println!("seed {seed}: {kind}{stage_seen} [{}] ({} actions)", calls.join(" "), c.game.log().len());
        let _ = Stage::Done;
    }
}
