//! A whole game's running score (the pulka): the sheet, the all-pass series
//! (P51) and with it the next deal's opening minimum (P53), and the end of
//! the game (P76, P77). The game engine and the record scorer share it.

use crate::deal::Roles;
use crate::ratio::Ratio;
use crate::scoring::{score, Adjust, Outcome, ScoreError};
use crate::sheet::{CreditStep, Credits, Entry, Sheet};
use crate::variant::Params;
use serde::{Deserialize, Serialize};
use tenace_core::{ByPlayer, Player};

/// The score of a game in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pulka {
    pub sheet: Sheet,
    /// The pool target T (P60).
    pub target: i64,
    /// All-pass deals in a row just before the next deal (P51).
    pub series: u32,
    /// Deals scored so far.
    pub deals: usize,
    /// Every deal's entries, in order (P57's append-only list).
    pub history: Vec<Vec<Entry>>,
}

/// The end of the game: the sheet, whether it closed, the settlement.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    pub pool: ByPlayer<i64>,
    pub mountain: ByPlayer<i64>,
    pub whists: ByPlayer<ByPlayer<i64>>,
    pub closed: bool,
    pub settlement: ByPlayer<Ratio>,
}

impl Pulka {
    pub fn new(sheet: Sheet, target: i64) -> Pulka {
        Pulka { sheet, target, series: 0, deals: 0, history: Vec::new() }
    }

    /// The lowest level the next deal may be bid at (P18, P53).
    pub fn exit_level(&self, params: &Params) -> u8 {
        params.exit_level(self.series)
    }

    /// The multiplier of the next deal if it is an all-pass (P52).
    pub fn allpass_multiplier(&self, params: &Params) -> i64 {
        params.progression.multiplier(self.series + 1)
    }

    pub fn is_closed(&self, params: &Params) -> bool {
        self.sheet.is_closed(params, self.target)
    }

    /// Scores a deal and writes everything but the pool credits; returns
    /// the credits still to be written (see [`Pulka::run_credits`]).
    pub fn begin_deal(
        &mut self,
        params: &Params,
        roles: &Roles,
        outcome: &Outcome,
        adjust: &Adjust,
    ) -> Result<(Vec<Entry>, Credits), ScoreError> {
        let allpass = matches!(outcome, Outcome::AllPass { .. });
        let m = if allpass { self.allpass_multiplier(params) } else { 1 };
        let scored = score(params, roles, m, outcome, adjust)?;
        for e in &scored.entries {
            self.sheet.apply(*e);
        }
        // P51: an all-pass continues the series; any contract ends it (R18).
        self.series = if allpass { self.series + 1 } else { 0 };
        self.deals += 1;
        Ok((scored.entries, Credits::new(scored.credits)))
    }

    /// Writes pool credits until done or a helper must choose (P74).
    pub fn run_credits(
        &mut self,
        params: &Params,
        credits: &mut Credits,
        prefer: &[Player],
        entries: &mut Vec<Entry>,
    ) -> CreditStep {
        credits.run(&mut self.sheet, params, self.target, prefer, entries)
    }

    /// Files a finished deal's entries.
    pub fn end_deal(&mut self, entries: Vec<Entry>) {
        self.history.push(entries);
    }

    /// Scores a whole deal, choosing help by `prefer` then the default of R19.
    pub fn score_deal(
        &mut self,
        params: &Params,
        roles: &Roles,
        outcome: &Outcome,
        adjust: &Adjust,
        prefer: &[Player],
    ) -> Result<Vec<Entry>, ScoreError> {
        let (mut entries, mut credits) = self.begin_deal(params, roles, outcome, adjust)?;
        while let CreditStep::Choose { helper, .. } = self.run_credits(params, &mut credits, prefer, &mut entries) {
            let to = self.sheet.default_help(self.target, helper);
            if !to.is_some_and(|to| credits.help(&mut self.sheet, self.target, to, &mut entries)) {
                break; // cannot happen: Choose lists open pools
            }
        }
        self.end_deal(entries.clone());
        Ok(entries)
    }

    pub fn result(&self, params: &Params) -> GameResult {
        GameResult {
            pool: self.sheet.pool.clone(),
            mountain: self.sheet.mountain.clone(),
            whists: self.sheet.whists.clone(),
            closed: self.is_closed(params),
            settlement: self.sheet.settlement(params),
        }
    }
}
