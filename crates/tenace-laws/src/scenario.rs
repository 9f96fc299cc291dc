//! Guided scenarios: a deal, the actions up to an irregularity, the
//! irregular action and the ruling expected under each code. They live in
//! `data/scenarios.txt` so lessons can be added without touching code, and
//! each is replayed by a unit test.

use crate::code::Code;
use crate::rectification::Rectification;
use crate::ruling::Ruling;
use crate::tutor::{parse_attempt, TutorError, TutorGame};
use crate::{AttemptedCall, ClaimStatement, Irregularity};
use serde::{Deserialize, Serialize};
use tenace_bridge::{Action, BoardNumber, Deal, Game, Seat, Setup};
use tenace_cards::Card;

const SCENARIOS: &str = include_str!("../data/scenarios.txt");

/// One action of a scenario.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    Call { seat: Seat, call: AttemptedCall },
    Play { seat: Seat, card: Card },
    Expose { seat: Seat, card: Card, intentional: bool },
    NoticeRevoke,
    Claim { seat: Seat, tricks: u8, line: Vec<Card> },
    AnswerClaim { agree: bool },
    Choose(Rectification),
}

/// The ruling a scenario expects under one code.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Expected {
    pub code: Code,
    /// A law number or seed section the ruling must cite.
    pub cites: String,
    /// The options, in order.
    pub options: Vec<Rectification>,
}

/// A guided scenario.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Scenario {
    pub id: String,
    pub title: String,
    pub setup: Setup,
    pub steps: Vec<Step>,
    pub irregular: Step,
    pub expected: Vec<Expected>,
}

/// Why a scenario could not be read or run.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ScenarioError {
    #[error("scenario file line {line}: {message}")]
    Parse { line: usize, message: String },
    #[error("scenario “{id}” is missing “{field}”")]
    Missing { id: String, field: &'static str },
    #[error("scenario “{id}”, step {step}: {error}")]
    Step { id: String, step: usize, error: TutorError },
    #[error("scenario “{id}”: the irregular action brought no ruling")]
    NoRuling { id: String },
}

/// The built-in scenarios.
pub fn scenarios() -> Result<Vec<Scenario>, ScenarioError> {
    parse(SCENARIOS)
}

#[derive(Default)]
struct Draft {
    id: String,
    title: Option<String>,
    deal: Option<Deal>,
    board: Option<BoardNumber>,
    steps: Vec<Step>,
    irregular: Option<Step>,
    expected: Vec<Expected>,
}

impl Draft {
    fn finish(self) -> Result<Scenario, ScenarioError> {
        let missing = |field| ScenarioError::Missing { id: self.id.clone(), field };
        let deal = self.deal.ok_or_else(|| missing("deal"))?;
        let board = self.board.ok_or_else(|| missing("board"))?;
        Ok(Scenario {
            title: self.title.clone().ok_or_else(|| missing("title"))?,
            setup: Setup::board(board, deal),
            irregular: self.irregular.clone().ok_or_else(|| missing("irregular"))?,
            steps: self.steps,
            expected: self.expected,
            id: self.id,
        })
    }
}

/// Reads scenarios in the format described at the top of `data/scenarios.txt`.
pub fn parse(text: &str) -> Result<Vec<Scenario>, ScenarioError> {
    let mut out = Vec::new();
    let mut draft: Option<Draft> = None;
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        let fail = |message: String| ScenarioError::Parse { line: i + 1, message };
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(id) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            if let Some(d) = draft.take() {
                out.push(d.finish()?);
            }
            draft = Some(Draft { id: id.to_owned(), ..Draft::default() });
            continue;
        }
        let d = draft.as_mut().ok_or_else(|| fail("a field before the first [id]".to_owned()))?;
        let (key, value) = line.split_once(':').ok_or_else(|| fail(format!("expected “key: value”, got “{line}”")))?;
        let value = value.trim();
        match key.trim() {
            "title" => d.title = Some(value.to_owned()),
            "deal" => d.deal = Some(Deal::from_pbn(value).map_err(|e| fail(e.to_string()))?),
            "board" => {
                let n = value.parse::<u32>().ok().and_then(BoardNumber::new);
                d.board = Some(n.ok_or_else(|| fail(format!("“{value}” is not a board number")))?);
            }
            "steps" => {
                for s in value.split(';').map(str::trim).filter(|s| !s.is_empty()) {
                    d.steps.push(parse_step(s).map_err(fail)?);
                }
            }
            "irregular" => d.irregular = Some(parse_step(value).map_err(fail)?),
            "2017" | "1930s" => {
                let code = if key.trim() == "2017" { Code::Laws2017 } else { Code::Estonian1930s };
                let (cites, options) = value.split_once('|').ok_or_else(|| fail("expected “law | options”".into()))?;
                let options = options
                    .split(',')
                    .map(|o| o.trim().parse::<Rectification>().map_err(|e| fail(e.to_string())))
                    .collect::<Result<Vec<_>, _>>()?;
                d.expected.push(Expected { code, cites: cites.trim().to_owned(), options });
            }
            other => return Err(fail(format!("unknown field “{other}”"))),
        }
    }
    if let Some(d) = draft {
        out.push(d.finish()?);
    }
    Ok(out)
}

fn parse_step(text: &str) -> Result<Step, String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let seat = |w: &str| {
        let mut chars = w.chars();
        match (chars.next().and_then(Seat::from_char), chars.next()) {
            (Some(s), None) => Ok(s),
            _ => Err(format!("“{w}” is not a seat")),
        }
    };
    let card = |w: &str| w.parse::<Card>().map_err(|e| e.to_string());
    match words.as_slice() {
        ["notice"] => Ok(Step::NoticeRevoke),
        ["dispute"] => Ok(Step::AnswerClaim { agree: false }),
        ["agree"] => Ok(Step::AnswerClaim { agree: true }),
        ["choose", option] => {
            option.parse().map(Step::Choose).map_err(|e: crate::rectification::ParseRectificationError| e.to_string())
        }
        [s, "play", c] => Ok(Step::Play { seat: seat(s)?, card: card(c)? }),
        [s, "show", c] => Ok(Step::Expose { seat: seat(s)?, card: card(c)?, intentional: false }),
        [s, "show!", c] => Ok(Step::Expose { seat: seat(s)?, card: card(c)?, intentional: true }),
        [s, "claim", n, line @ ..] => Ok(Step::Claim {
            seat: seat(s)?,
            tricks: n.parse().map_err(|_| format!("“{n}” is not a number of tricks"))?,
            line: line.iter().map(|c| card(c)).collect::<Result<_, _>>()?,
        }),
        [s, call] => Ok(Step::Call { seat: seat(s)?, call: parse_attempt(call).map_err(|e| e.to_string())? }),
        _ => Err(format!("“{text}” is not an action")),
    }
}

impl Scenario {
    /// Plays the scenario under `code` up to the irregularity; returns the
    /// table and the director's ruling on it.
    pub fn run(&self, code: Code) -> Result<(TutorGame, Ruling), ScenarioError> {
        let mut game = TutorGame::new(code, self.setup.clone());
        for (i, step) in self.steps.iter().enumerate() {
            apply(&mut game, step).map_err(|error| ScenarioError::Step { id: self.id.clone(), step: i + 1, error })?;
        }
        let step = self.steps.len() + 1;
        let ruling = apply(&mut game, &self.irregular)
            .map_err(|error| ScenarioError::Step { id: self.id.clone(), step, error })?
            .ok_or_else(|| ScenarioError::NoRuling { id: self.id.clone() })?;
        Ok((game, ruling))
    }
}

impl Scenario {
    /// What the scenario's irregular action is, as the bridge game itself
    /// records it when it calls the director: no ruling asked for, no solver.
    pub fn irregularity(&self, code: Code) -> Option<Irregularity> {
        let mut game = Game::new(self.setup.clone().with_laws(code));
        for step in self.steps.iter().chain(std::iter::once(&self.irregular)) {
            for action in step.actions(&game)? {
                game.apply(action).ok()?;
            }
        }
        game.awaiting_director().map(|(irregularity, _)| *irregularity)
    }
}

impl Step {
    /// The bridge game's actions for this step at `game` (`None` for a
    /// choice while no ruling is waiting, or an answer with no claim).
    pub fn actions(&self, game: &Game) -> Option<Vec<Action>> {
        Some(match self.clone() {
            Step::Call { seat, call: AttemptedCall::Call(call) } => vec![Action::Call { seat, call }],
            Step::Call { seat, call: AttemptedCall::AboveSeven { level, strain } } => {
                vec![Action::BidAboveSeven { seat, level, strain }]
            }
            Step::Play { seat, card } => vec![Action::Play { seat, card }],
            Step::Expose { seat, card, intentional } => vec![Action::Expose { seat, card, intentional }],
            Step::NoticeRevoke => vec![Action::NoticeRevoke],
            Step::Claim { seat, tricks, line } => vec![Action::Claim { seat, tricks, line }],
            Step::AnswerClaim { agree: true } => {
                game.pending_claim()?.awaiting.iter().map(|seat| Action::AcceptClaim { seat: *seat }).collect()
            }
            Step::AnswerClaim { agree: false } => {
                vec![Action::RejectClaim { seat: *game.pending_claim()?.awaiting.first()? }]
            }
            Step::Choose(option) => {
                let chooser = game.pending_ruling()?.ruling.as_ref()?.chooser;
                vec![Action::Choose { seat: chooser, option }]
            }
        })
    }
}

/// Applies one step; a ruling it brings is returned.
pub fn apply(game: &mut TutorGame, step: &Step) -> Result<Option<Ruling>, TutorError> {
    match step {
        Step::Call { seat, call } => game.call(*seat, *call),
        Step::Play { seat, card } => game.play_card(*seat, *card),
        Step::Expose { seat, card, intentional } => game.expose(*seat, *card, *intentional),
        Step::NoticeRevoke => game.point_out_revoke().map(Some),
        Step::Claim { seat, tricks, line } => {
            game.claim(ClaimStatement { claimer: *seat, tricks: *tricks, line: line.clone() }).map(|()| None)
        }
        Step::AnswerClaim { agree } => game.answer_claim(*agree),
        Step::Choose(option) => game.choose(*option),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn at_least_fifteen_scenarios_each_with_both_codes() {
        let all = scenarios().unwrap();
        assert!(all.len() >= 15, "{}", all.len());
        let mut ids: Vec<&str> = all.iter().map(|s| s.id.as_str()).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), all.len(), "ids are unique");
        for s in &all {
            let codes: Vec<Code> = s.expected.iter().map(|e| e.code).collect();
            assert_eq!(codes, Code::ALL.to_vec(), "{}", s.id);
        }
    }

    /// Runs one scenario under both codes: the ruling cites what it should,
    /// offers exactly the expected options, and each option is enforced
    /// without error.
    fn check(id: &str) {
        let all = scenarios().unwrap();
        let s = all.iter().find(|s| s.id == id).unwrap_or_else(|| panic!("no scenario {id}"));
        {
            for e in &s.expected {
                let (game, ruling) = s.run(e.code).unwrap_or_else(|err| panic!("{err}"));
                assert!(ruling.cites(&e.cites), "{} under {}: cites {:?}", s.id, e.code, ruling.citations);
                assert_eq!(ruling.options, e.options, "{} under {}", s.id, e.code);
                assert!(!ruling.explanation.is_empty());
                for option in &ruling.options {
                    let mut g = game.clone();
                    g.choose(*option).unwrap_or_else(|err| panic!("{} {}: {option:?}: {err}", s.id, e.code));
                }
            }
        }
    }

    macro_rules! scenario_tests {
        ($($name:ident => $id:literal),* $(,)?) => {
            $(#[test] fn $name() { check($id); })*

            #[test]
            fn every_scenario_has_its_test() {
                let named = [$($id),*];
                for s in scenarios().unwrap() {
                    assert!(named.contains(&s.id.as_str()), "add a test for {}", s.id);
                }
            }
        };
    }

    scenario_tests! {
        scenario_insufficient_bid => "insufficient-bid",
        scenario_pass_out_of_rotation => "pass-out-of-rotation",
        scenario_opening_bid_at_rho_turn => "opening-bid-at-rho-turn",
        scenario_bid_at_partner_turn => "bid-at-partner-turn",
        scenario_bid_at_lho_turn => "bid-at-lho-turn",
        scenario_bid_above_seven => "bid-above-seven",
        scenario_double_of_partner => "double-of-partner",
        scenario_redouble_without_double => "redouble-without-double",
        scenario_honour_shown_in_auction => "honour-shown-in-auction",
        scenario_spot_shown_in_auction => "spot-shown-in-auction",
        scenario_opening_lead_by_wrong_defender => "opening-lead-by-wrong-defender",
        scenario_defender_leads_out_of_turn => "defender-leads-out-of-turn",
        scenario_declarer_leads_from_dummy => "declarer-leads-from-dummy",
        scenario_premature_play => "premature-play",
        scenario_honour_dropped_in_play => "honour-dropped-in-play",
        scenario_revoke_corrected => "revoke-corrected",
        scenario_revoke_established => "revoke-established",
        scenario_disputed_claim => "disputed-claim",
    }

    #[test]
    fn malformed_files_are_refused_with_the_line() {
        let e = parse("[x]\ntitle: t\nboard: 0\n").unwrap_err();
        assert!(matches!(e, ScenarioError::Parse { line: 3, .. }), "{e}");
        let e = parse("title: before any id").unwrap_err();
        assert!(e.to_string().contains("line 1"), "{e}");
        let e = parse("[x]\nsteps: N frobnicate SA\n").unwrap_err();
        assert!(matches!(e, ScenarioError::Parse { line: 2, .. }), "{e}");
        assert!(matches!(parse("[x]\ntitle: t\n").unwrap_err(), ScenarioError::Missing { field: "deal", .. }));
        let e = parse("[x]\n2017: 27 | frob\n").unwrap_err();
        assert!(e.to_string().contains("frob"), "{e}");
    }
}
